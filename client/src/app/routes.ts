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
  { path: "/property/:id", page: lazyPage(() => import("./routes/property-detail")) },
  { path: "/create-listing", page: lazyPage(() => import("./routes/create-listing")) },
  { path: "/dashboard", page: lazyPage(() => import("./routes/dashboard")) },
  { path: "/upgrade/:id", page: lazyPage(() => import("./routes/upgrade")) },

  // --- Content: news, guides, company pages ---
  { path: "/news", page: lazyPage(() => import("./routes/news")) },
  { path: "/news/:slug", page: lazyPage(() => import("./routes/news-article")) },
  { path: "/property-guides", page: lazyPage(() => import("./routes/guide")) },
  { path: "/buyer-guides", page: lazyPage(() => import("./routes/guide")) },
  { path: "/buyer-guides/:slug", page: lazyPage(() => import("./routes/guide")) },
  { path: "/seller-guides", page: lazyPage(() => import("./routes/guide")) },
  { path: "/seller-guides/:slug", page: lazyPage(() => import("./routes/guide")) },
  { path: "/renter-guides", page: lazyPage(() => import("./routes/guide")) },
  { path: "/renter-guides/:slug", page: lazyPage(() => import("./routes/guide")) },
  { path: "/guides/:slug", page: lazyPage(() => import("./routes/guide")) },
  { path: "/about", page: lazyPage(() => import("./routes/company-page")) },
  { path: "/careers", page: lazyPage(() => import("./routes/company-page")) },
  { path: "/privacy-policy", page: lazyPage(() => import("./routes/company-page")) },
  { path: "/terms-and-conditions", page: lazyPage(() => import("./routes/company-page")) },
  { path: "/overseas-homes", page: lazyPage(() => import("./routes/company-page")) },
  { path: "/faqs", page: lazyPage(() => import("./routes/company-page")) },
  { path: "/contact-us", page: lazyPage(() => import("./routes/contact-us")) },
  { path: "/new-property", page: lazyPage(() => import("./routes/new-property")) },
  { path: "/commercial-property", page: lazyPage(() => import("./routes/commercial-property")) },
  { path: "/sitemap", page: lazyPage(() => import("./routes/sitemap")) },

  // --- Places, agents and tools ---
  { path: "/dubai", page: lazyPage(() => import("./routes/emirate")) },
  { path: "/abu-dhabi", page: lazyPage(() => import("./routes/emirate")) },
  { path: "/sharjah", page: lazyPage(() => import("./routes/emirate")) },
  { path: "/ajman", page: lazyPage(() => import("./routes/emirate")) },
  { path: "/ras-al-khaimah", page: lazyPage(() => import("./routes/emirate")) },
  { path: "/fujairah", page: lazyPage(() => import("./routes/emirate")) },
  { path: "/umm-al-quwain", page: lazyPage(() => import("./routes/emirate")) },
  { path: "/areas", page: lazyPage(() => import("./routes/areas")) },
  { path: "/areas/:slug", page: lazyPage(() => import("./routes/area")) },
  { path: "/categories", page: lazyPage(() => import("./routes/categories")) },
  { path: "/categories/:slug", page: lazyPage(() => import("./routes/category")) },
  { path: "/stamp-duty-calculator", page: lazyPage(() => import("./routes/fee-calculator")) },
  { path: "/house-price-index", page: lazyPage(() => import("./routes/house-price-index")) },
  { path: "/sold-prices", page: lazyPage(() => import("./routes/sold-prices")) },
  { path: "/find-agent", page: lazyPage(() => import("./routes/find-agent")) },

  { path: "*", page: lazyPage(() => import("./routes/not-found")) },
];

export function findRoute(pathname: string): AppRoute {
  return (
    routes.find((route) => route.path === "*" || parse(route.path).pattern.test(pathname)) ??
    routes[routes.length - 1]
  );
}
