import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Router } from "wouter";
import type { SiteConfig } from "@shared/site";
import { Toaster } from "./layout/deferred";
import { AuthProvider } from "@/lib/auth";
import { FavouritesProvider } from "@/features/listings/favourites";
import { RenderContextValue, type RenderContext } from "@/lib/render-context";
import { SiteProvider } from "@/lib/site";
import { Layout } from "./layout";
import { AppRouter } from "./router";

export interface AppProps {
  queryClient: QueryClient;
  site: SiteConfig;
  /** Server render only: the requested path and query, and where the page reports its head and status. */
  ssr?: { path: string; search: string; context: RenderContext };
}

export function App({ queryClient, site, ssr }: AppProps) {
  return (
    <RenderContextValue.Provider value={ssr?.context ?? null}>
      <QueryClientProvider client={queryClient}>
        <SiteProvider site={site}>
          <AuthProvider>
            <FavouritesProvider>
              <Router ssrPath={ssr?.path} ssrSearch={ssr?.search}>
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
  );
}
