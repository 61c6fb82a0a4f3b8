import { Trans } from "@lingui/react/macro";
import { useEffect, type ReactNode } from "react";
import { useMergeLocalFavourites } from "@/features/listings/favourites";
import { Footer } from "./layout/footer";
import { Header } from "./layout/header";

export function Layout({ children }: { children: ReactNode }) {
  useMergeLocalFavourites();
  // Marks the page as interactive; browser tests wait for it before typing or clicking.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:inset-s-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}
