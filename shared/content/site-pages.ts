import { EMIRATES, LOCATIONS, emirateSlug, type Emirate } from "../locations";
import type { CompanyMeta, GuideMeta, NewsMeta } from "./collections";
import type { GuideFamily } from "./schema";

/**
 * How fresh a page is, for the sitemap's lastmod: a written page changes when its text is checked, a
 * listing page when its listings change, the price pages when transactions are added.
 */
export type PageFreshness =
  | { kind: "content"; updated: string; published?: string }
  | { kind: "news-index" }
  | { kind: "listings"; emirate?: Emirate; location?: string }
  | { kind: "transactions" }
  | { kind: "site" };

export interface SitePage {
  path: string;
  title: string;
  /** False for account pages: listed for people on /sitemap, kept out of sitemap.xml (robots disallows them). */
  indexable: boolean;
  freshness: PageFreshness;
}

export interface SitePageGroup {
  heading: string;
  pages: SitePage[];
  /** Nested lists under the group, e.g. areas by emirate. */
  sections?: { heading: string; pages: SitePage[] }[];
}

const page = (path: string, title: string, freshness: PageFreshness, indexable = true): SitePage => ({
  path,
  title,
  indexable,
  freshness,
});
const listings = (emirate?: Emirate, location?: string): PageFreshness => ({
  kind: "listings",
  emirate,
  location,
});

/** Short link labels: the pages' own titles name the site, which differs between the three sites. */
const COMPANY_LABELS: Record<string, string> = {
  about: "About us",
  careers: "Careers",
  "privacy-policy": "Privacy policy",
  "terms-and-conditions": "Terms and conditions",
  "overseas-homes": "Overseas homes",
  faqs: "FAQs",
};

/** The written pages the site map lists: the metadata of three collections, never their bodies. */
export interface SiteContent {
  guides: GuideMeta[];
  news: NewsMeta[];
  company: CompanyMeta[];
}

const written = (p: { updated: string; published?: string }): PageFreshness => ({
  kind: "content",
  updated: p.updated,
  published: p.published,
});

const GUIDE_FAMILY_ORDER: GuideFamily[] = ["buyer", "seller", "renter", "general"];

/**
 * Every page of the site, grouped as the HTML sitemap shows them. One list feeds /sitemap and
 * /sitemap.xml, so the two cannot disagree. A Dubai-scoped site lists only Dubai's emirate and area pages;
 * the other emirates live on the UAE-wide site.
 */
export function listSitePages(scope: "UAE" | "Dubai", content: SiteContent): SitePageGroup[] {
  const { guides, news, company } = content;
  const emirates = scope === "Dubai" ? (["Dubai"] as Emirate[]) : [...EMIRATES];
  const hub = guides.find((g) => g.path === "/property-guides");
  return [
    {
      heading: "Find property",
      pages: [
        page("/", "Home", listings()),
        page("/buy", "Property for sale", listings()),
        page("/rent", "Property to rent", listings()),
        page("/search", "Search properties", listings()),
        page("/new-property", "New and off-plan property", listings()),
        page("/commercial-property", "Commercial property", listings()),
        page("/find-agent", "Find an agent", listings()),
      ],
    },
    {
      heading: "Emirates",
      pages: emirates.map((emirate) => page(`/${emirateSlug(emirate)}`, emirate, listings(emirate))),
    },
    {
      heading: "Areas",
      pages: [page("/areas", "All areas", listings())],
      sections: emirates.map((emirate) => ({
        heading: `Areas in ${emirate}`,
        pages: LOCATIONS.filter((l) => l.emirate === emirate).map((l) =>
          page(`/areas/${l.slug}`, l.name, listings(emirate, l.name)),
        ),
      })),
    },
    {
      heading: "Categories",
      pages: [
        page("/categories", "All categories", listings()),
        page("/categories/luxury-properties", "Luxury properties", listings()),
        page("/categories/affordable-homes", "Affordable homes", listings()),
        page("/categories/family-homes", "Family homes", listings()),
      ],
    },
    {
      heading: "News",
      pages: [
        page("/news", "All news", { kind: "news-index" }),
        ...news.map((a) => page(`/news/${a.slug}`, a.title, written(a))),
      ],
    },
    {
      heading: "Guides",
      pages: hub ? [page(hub.path, "All property guides", written(hub))] : [],
      sections: GUIDE_FAMILY_ORDER.map((family) => ({
        heading:
          family === "general" ? "General guides" : `${family[0].toUpperCase()}${family.slice(1)} guides`,
        pages: guides
          .filter((g) => g.family === family && g.path !== "/property-guides")
          .map((g) => page(g.path, g.title, written(g))),
      })),
    },
    {
      heading: "Tools",
      pages: [
        page("/stamp-duty-calculator", "Fee Calculator", { kind: "site" }),
        page("/house-price-index", "House price index", { kind: "transactions" }),
        page("/sold-prices", "Sold prices", { kind: "transactions" }),
      ],
    },
    {
      heading: "Company",
      pages: [
        ...company.map((c) => page(`/${c.slug}`, COMPANY_LABELS[c.slug] ?? c.title, written(c))),
        page("/contact-us", "Contact us", { kind: "site" }),
        page("/sitemap", "Sitemap", { kind: "site" }),
      ],
    },
    {
      heading: "Your account",
      pages: [
        page("/auth", "Sign in or register", { kind: "site" }, false),
        page("/forgot-password", "Forgotten password", { kind: "site" }, false),
        page("/create-listing", "Add a listing", { kind: "site" }, false),
        page("/dashboard", "Dashboard", { kind: "site" }, false),
      ],
    },
  ];
}

/** Every page in the groups, in order, sections included. */
export function flattenSitePages(groups: SitePageGroup[]): SitePage[] {
  return groups.flatMap((group) => [...group.pages, ...(group.sections ?? []).flatMap((s) => s.pages)]);
}
