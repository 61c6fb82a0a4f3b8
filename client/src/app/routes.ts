import { parse } from "regexparam";
import { lazyPage, type LazyPage } from "./lazy-page";

export interface AppRoute {
  path: string;
  page: LazyPage;
}

/**
 * Every page of the site (SPEC.md §2), in match order: the first match wins and the last entry catches
 * unknown paths. Each page is its own lazily loaded chunk under app/routes/.
 */
export const routes: AppRoute[] = [
  // --- Public site: home, search, auth ---
  { path: "/", page: lazyPage(() => import("./routes/home")) },
  { path: "/buy", page: lazyPage(() => import("./routes/buy")) },
  { path: "/rent", page: lazyPage(() => import("./routes/rent")) },
  { path: "/search", page: lazyPage(() => import("./routes/search")) },
  { path: "/auth", page: lazyPage(() => import("./routes/auth")) },
  { path: "/forgot-password", page: lazyPage(() => import("./routes/forgot-password")) },

  // --- Listings: detail, create, dashboard, upgrade ---

  // --- Content: news, guides, company pages ---

  // --- Places, agents and tools ---

  { path: "*", page: lazyPage(() => import("./routes/not-found")) },
];

export function findRoute(pathname: string): AppRoute {
  return (
    routes.find((route) => route.path === "*" || parse(route.path).pattern.test(pathname)) ??
    routes[routes.length - 1]
  );
}
