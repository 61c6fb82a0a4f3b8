import type { ComponentType } from "react";
import { parse } from "regexparam";
import { lazyPage, type LazyPage } from "./lazy-page";

export interface AppRoute {
  path: string;
  page: LazyPage;
}

const pageModules = import.meta.glob<{ default: ComponentType }>("./routes/*.tsx");
const pagesByName = new Map<string, LazyPage>();

/**
 * The page in app/routes/<name>.tsx, one lazily loaded chunk per file (routes sharing a file share it).
 * Its build-manifest key lets the server preload the chunk with the page's HTML.
 */
function page(name: string): LazyPage {
  let found = pagesByName.get(name);
  if (!found) {
    const load = pageModules[`./routes/${name}.tsx`];
    if (!load) throw new Error(`No page module app/routes/${name}.tsx`);
    found = lazyPage(load, `src/app/routes/${name}.tsx`);
    pagesByName.set(name, found);
  }
  return found;
}

/**
 * Every page (docs/product.md §Pages), in match order: the first match wins and the last entry catches
 * unknown paths. Each page is its own lazily loaded chunk under app/routes/.
 */
export const routes: AppRoute[] = [
  // --- Public site: home, search, auth ---
  { path: "/", page: page("home") },
  { path: "/buy", page: page("buy") },
  { path: "/rent", page: page("rent") },
  { path: "/search", page: page("search") },
  { path: "/auth", page: page("auth") },
  { path: "/forgot-password", page: page("forgot-password") },

  // --- Listings: detail, create, dashboard, upgrade ---
  { path: "/property/:id", page: page("property-detail") },
  { path: "/create-listing", page: page("create-listing") },
  { path: "/dashboard", page: page("dashboard") },
  { path: "/upgrade/:id", page: page("upgrade") },
  { path: "/saved", page: page("saved") },
  { path: "/unsubscribe/:token", page: page("unsubscribe") },

  // --- Content: news, guides, company pages ---
  { path: "/news", page: page("news") },
  { path: "/news/:slug", page: page("news-article") },
  { path: "/property-guides", page: page("guide") },
  { path: "/buyer-guides", page: page("guide") },
  { path: "/buyer-guides/:slug", page: page("guide") },
  { path: "/seller-guides", page: page("guide") },
  { path: "/seller-guides/:slug", page: page("guide") },
  { path: "/renter-guides", page: page("guide") },
  { path: "/renter-guides/:slug", page: page("guide") },
  { path: "/guides/:slug", page: page("guide") },
  { path: "/about", page: page("company-page") },
  { path: "/careers", page: page("company-page") },
  { path: "/privacy-policy", page: page("company-page") },
  { path: "/terms-and-conditions", page: page("company-page") },
  { path: "/overseas-homes", page: page("company-page") },
  { path: "/faqs", page: page("company-page") },
  { path: "/how-results-are-ordered", page: page("company-page") },
  { path: "/contact-us", page: page("contact-us") },
  { path: "/newsletter/unsubscribe/:token", page: page("newsletter-unsubscribe") },
  { path: "/new-property", page: page("new-property") },
  { path: "/commercial-property", page: page("commercial-property") },
  { path: "/sitemap", page: page("sitemap") },

  // --- Places, agents and tools ---
  { path: "/dubai", page: page("emirate") },
  { path: "/abu-dhabi", page: page("emirate") },
  { path: "/sharjah", page: page("emirate") },
  { path: "/ajman", page: page("emirate") },
  { path: "/ras-al-khaimah", page: page("emirate") },
  { path: "/fujairah", page: page("emirate") },
  { path: "/umm-al-quwain", page: page("emirate") },
  { path: "/areas", page: page("areas") },
  { path: "/areas/:slug", page: page("area") },
  { path: "/categories", page: page("categories") },
  { path: "/categories/:slug", page: page("category") },
  { path: "/stamp-duty-calculator", page: page("fee-calculator") },
  { path: "/house-price-index", page: page("house-price-index") },
  { path: "/sold-prices", page: page("sold-prices") },
  { path: "/find-agent", page: page("find-agent") },
  { path: "/agencies/:id", page: page("agency-profile") },
  { path: "/agents/:id", page: page("agent-profile") },

  // --- The operator's console (staff only; docs/decisions/0050) ---
  { path: "/admin", page: page("admin") },
  { path: "/admin/:section", page: page("admin") },
  { path: "/admin/listings/:id", page: page("admin") },

  { path: "*", page: page("not-found") },
];

export function findRoute(pathname: string): AppRoute {
  return (
    routes.find((route) => route.path === "*" || parse(route.path).pattern.test(pathname)) ??
    routes[routes.length - 1]
  );
}
