import { parse } from "regexparam";
import { lazyPage, type LazyPage } from "./lazy-page";

export interface AppRoute {
  path: string;
  page: LazyPage;
}

/** Every page of the site, in match order (first match wins); the last entry catches unknown paths. */
export const routes: AppRoute[] = [
  { path: "/", page: lazyPage(() => import("./routes/home")) },
  { path: "*", page: lazyPage(() => import("./routes/not-found")) },
];

export function findRoute(pathname: string): AppRoute {
  return (
    routes.find((route) => route.path === "*" || parse(route.path).pattern.test(pathname)) ??
    routes[routes.length - 1]
  );
}
