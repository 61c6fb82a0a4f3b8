import { LOCALES, SOURCE_LOCALE, type Locale } from "../locale";
import { EMIRATES, LOCATIONS, emirateSlug, type Emirate } from "../locations";
import type { AreaMeta, CompanyMeta, EmirateMeta, GuideMeta, NewsMeta } from "./collections";
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
  /**
   * The languages the page is written in (decision 0043): every route exists under /ar, so a page made of
   * code is in every language; a written page only in those it has a file in (content/<locale>/). A page
   * in English only is still shown under /ar, but is not an Arabic page (no Arabic alternate).
   */
  languages: readonly Locale[];
}

/** Which group or list of the site map: the HTML sitemap names it in the page's language by this key. */
export type SitePageGroupKey =
  "find-property" | "emirates" | "areas" | "categories" | "news" | "guides" | "tools" | "company" | "account";

export interface SitePageGroup {
  key: SitePageGroupKey;
  heading: string;
  pages: SitePage[];
  /** Nested lists under the group, e.g. areas by emirate (`key`: the emirate, or the guide family). */
  sections?: { key: string; heading: string; pages: SitePage[] }[];
}

const page = (
  path: string,
  title: string,
  freshness: PageFreshness,
  indexable = true,
  languages: readonly Locale[] = LOCALES,
): SitePage => ({
  path,
  title,
  indexable,
  freshness,
  languages,
});
/** A written page's languages: English, and each language it has a file in. */
const writtenIn = (translated: Partial<Record<Locale, boolean>>): Locale[] =>
  LOCALES.filter((locale) => locale === SOURCE_LOCALE || translated[locale]);
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
  "how-results-are-ordered": "How results are ordered",
};

/**
 * The written pages the site map lists: the metadata of three collections, never their bodies; and, per
 * language other than English, the pages written in it (emirates and areas too, whose pages exist for
 * every place but whose text may not be translated yet).
 */
export interface SiteContent {
  guides: GuideMeta[];
  news: NewsMeta[];
  company: CompanyMeta[];
  translated?: Partial<Record<Locale, TranslatedContent>>;
}

export interface TranslatedContent {
  guides: Pick<GuideMeta, "path">[];
  news: Pick<NewsMeta, "slug">[];
  company: Pick<CompanyMeta, "slug">[];
  emirates: Pick<EmirateMeta, "emirate">[];
  areas: Pick<AreaMeta, "location">[];
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
  /** The languages a written page is in, by whether each translation has it. */
  const languagesOf = (has: (translation: TranslatedContent) => boolean): Locale[] =>
    writtenIn(
      Object.fromEntries(
        Object.entries(content.translated ?? {}).map(([locale, translation]) => [locale, has(translation)]),
      ),
    );
  const guidePage = (g: GuideMeta, title: string) =>
    page(
      g.path,
      title,
      written(g),
      true,
      languagesOf((t) => t.guides.some((a) => a.path === g.path)),
    );
  return [
    {
      key: "find-property",
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
      key: "emirates",
      heading: "Emirates",
      pages: emirates.map((emirate) =>
        page(
          `/${emirateSlug(emirate)}`,
          emirate,
          listings(emirate),
          true,
          languagesOf((t) => t.emirates.some((e) => e.emirate === emirate)),
        ),
      ),
    },
    {
      key: "areas",
      heading: "Areas",
      pages: [page("/areas", "All areas", listings())],
      sections: emirates.map((emirate) => ({
        key: emirate,
        heading: `Areas in ${emirate}`,
        pages: LOCATIONS.filter((l) => l.emirate === emirate).map((l) =>
          page(
            `/areas/${l.slug}`,
            l.name,
            listings(emirate, l.name),
            true,
            languagesOf((t) => t.areas.some((a) => a.location === l.name)),
          ),
        ),
      })),
    },
    {
      key: "categories",
      heading: "Categories",
      pages: [
        page("/categories", "All categories", listings()),
        page("/categories/luxury-properties", "Luxury properties", listings()),
        page("/categories/affordable-homes", "Affordable homes", listings()),
        page("/categories/family-homes", "Family homes", listings()),
      ],
    },
    {
      key: "news",
      heading: "News",
      pages: [
        // The index lists articles written in English only: it is an Arabic page when they are.
        page(
          "/news",
          "All news",
          { kind: "news-index" },
          true,
          languagesOf((t) => news.length > 0 && news.every((a) => t.news.some((n) => n.slug === a.slug))),
        ),
        ...news.map((a) =>
          page(
            `/news/${a.slug}`,
            a.title,
            written(a),
            true,
            languagesOf((t) => t.news.some((n) => n.slug === a.slug)),
          ),
        ),
      ],
    },
    {
      key: "guides",
      heading: "Guides",
      pages: hub ? [guidePage(hub, "All property guides")] : [],
      sections: GUIDE_FAMILY_ORDER.map((family) => ({
        key: family,
        heading:
          family === "general" ? "General guides" : `${family[0].toUpperCase()}${family.slice(1)} guides`,
        pages: guides
          .filter((g) => g.family === family && g.path !== "/property-guides")
          .map((g) => guidePage(g, g.title)),
      })),
    },
    {
      key: "tools",
      heading: "Tools",
      pages: [
        page("/stamp-duty-calculator", "Fee Calculator", { kind: "site" }),
        page("/house-price-index", "House price index", { kind: "transactions" }),
        page("/sold-prices", "Sold prices", { kind: "transactions" }),
      ],
    },
    {
      key: "company",
      heading: "Company",
      pages: [
        ...company.map((c) =>
          page(
            `/${c.slug}`,
            COMPANY_LABELS[c.slug] ?? c.title,
            written(c),
            true,
            languagesOf((t) => t.company.some((a) => a.slug === c.slug)),
          ),
        ),
        page("/contact-us", "Contact us", { kind: "site" }),
        page("/sitemap", "Sitemap", { kind: "site" }),
      ],
    },
    {
      key: "account",
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
