import type { I18n } from "@lingui/core";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { Router } from "wouter";
import { localePrefix, type Locale } from "@shared/locale";
import type { SiteConfig } from "@shared/site";
import { Toaster } from "./layout/deferred";
import { AuthProvider } from "@/lib/auth";
import { FavouritesProvider } from "@/features/listings/favourites";
import { LocaleProvider } from "@/lib/i18n";
import { RenderContextValue, type RenderContext } from "@/lib/render-context";
import { SiteProvider } from "@/lib/site";
import { localiseSite } from "@/lib/site-text";
import { Layout } from "./layout";
import { AppRouter } from "./router";

export interface AppProps {
  queryClient: QueryClient;
  site: SiteConfig;
  /**
   * The page's language and its messages (one instance per render): the language comes from the path
   * (/ar/… is Arabic), and every in-app link stays in it through the router's base.
   */
  i18n: I18n;
  /**
   * Server render only: the requested path (with its language prefix) and query, and where the page
   * reports its head and status.
   */
  ssr?: { path: string; search: string; context: RenderContext };
}

export function App({ queryClient, site, i18n, ssr }: AppProps) {
  const base = localePrefix(i18n.locale as Locale);
  const localisedSite = useMemo(() => localiseSite(site, i18n), [site, i18n]);
  return (
    <LocaleProvider i18n={i18n}>
      <RenderContextValue.Provider value={ssr?.context ?? null}>
        <QueryClientProvider client={queryClient}>
          <SiteProvider site={localisedSite}>
            <AuthProvider>
              <FavouritesProvider>
                <Router base={base} ssrPath={ssr?.path} ssrSearch={ssr?.search}>
                  <Layout>
                    <AppRouter />
                  </Layout>
                </Router>
              </FavouritesProvider>
              <Toaster />
            </AuthProvider>
          </SiteProvider>
        </QueryClientProvider>
      </RenderContextValue.Provider>
    </LocaleProvider>
  );
}
