import { createContext, useContext, type ReactNode } from "react";
import type { SiteConfig } from "@shared/site";

const SiteContext = createContext<SiteConfig | null>(null);

/** The site the server chose for this request (docs/product.md §Sites), handed over in the rendered page. */
export function SiteProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteConfig {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite must be used within a SiteProvider");
  return site;
}
