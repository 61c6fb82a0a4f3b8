import { useEffect, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { buildHead, applyHead, type PageMeta } from "./head";
import { useLocale } from "./i18n";
import { useRenderContext } from "./render-context";
import { useSite } from "./site";

/**
 * Declares the page's metadata. On the server it lands in the first HTML; in the browser it replaces the
 * head tags after client navigation.
 */
export function usePageMeta(meta: PageMeta) {
  const site = useSite();
  const [path] = useLocation();
  const search = useSearch();
  const renderContext = useRenderContext();
  const locale = useLocale();
  // The router's path is without the language prefix; buildHead adds it for the canonical and alternates.
  const head = useMemo(
    () => buildHead(site, meta, { path, search }, locale),
    [site, meta, path, search, locale],
  );
  if (renderContext) renderContext.head = head;
  const serialized = JSON.stringify(head);
  useEffect(() => {
    applyHead(JSON.parse(serialized));
  }, [serialized]);
}
