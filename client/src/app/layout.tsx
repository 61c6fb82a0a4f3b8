import type { ReactNode } from "react";
import { Link } from "wouter";
import { useSite } from "@/lib/site";

export function Layout({ children }: { children: ReactNode }) {
  const site = useSite();
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
          <Link href="/" className="text-lg font-bold text-primary">
            {site.shortName}
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t bg-muted/40">
        <div className="mx-auto max-w-7xl px-4 py-8 text-sm text-muted-foreground">
          <p className="font-semibold text-foreground">{site.siteName}</p>
          <p className="mt-1 max-w-2xl">{site.siteDescription}</p>
          <p className="mt-4">© 2025 {site.siteName}. All rights reserved.</p>
        </div>
      </footer>
    </div>
  );
}
