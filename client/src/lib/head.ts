import { LOCALES, localisePath, ogLocale, SOURCE_LOCALE, type Locale } from "@shared/locale";
import type { SiteConfig } from "@shared/site";

/** Parameters that keep a page indexable (docs/product.md §Pages); any other makes it "noindex, follow". */
export const INDEXABLE_PARAMS = [
  "page",
  "emirate",
  "propertyType",
  "beds",
  "minPrice",
  "maxPrice",
  "priceType",
  "search",
];

/** PNG: social networks do not show SVG previews. */
export const SOCIAL_IMAGE = { path: "/og-image.png", width: 1200, height: 630 };
/** Dubai: the metadata defaults (docs/product.md §Pages). */
export const GEO = { region: "AE-DU", placename: "Dubai", latitude: 25.2048, longitude: 55.2708 };

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string[];
  /** Canonical path; defaults to the current path. */
  path?: string;
  /** Absolute or site-relative image for Open Graph and Twitter cards. */
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
  jsonLd?: object[];
  /** Trail from home to this page; becomes BreadcrumbList JSON-LD. */
  breadcrumbs?: { name: string; path: string }[];
  /**
   * The languages the page's text exists in; every language by default. A page shown in English under
   * /ar (news, guides not yet translated) gives ["en"]: no Arabic alternate, and its canonical is English.
   */
  languages?: Locale[];
}

/** A `<link rel="alternate" hreflang>`: each language's address of the page, and x-default (English). */
export interface Alternate {
  hreflang: string;
  href: string;
}

export interface HeadData {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  robots: string;
  image: string;
  type: string;
  siteName: string;
  /** The page's language (Open Graph's locale, JSON-LD's inLanguage). */
  locale: Locale;
  alternates: Alternate[];
  jsonLd: object[];
}

export function robotsFor(search: string, noindex = false): string {
  const params = new URLSearchParams(search);
  const onlyIndexable = [...params.keys()].every((key) => INDEXABLE_PARAMS.includes(key));
  return !noindex && onlyIndexable ? "index, follow" : "noindex, follow";
}

/** The canonical address: the path in `locale` (no prefix for English), with the page number past 1. */
export function canonicalFor(
  site: SiteConfig,
  path: string,
  search: string,
  locale: Locale = SOURCE_LOCALE,
): string {
  const page = Number(new URLSearchParams(search).get("page"));
  return `${site.baseUrl}${localisePath(path, locale)}${Number.isInteger(page) && page > 1 ? `?page=${page}` : ""}`;
}

/** The page in each language it exists in, and x-default: the English one. */
export function alternatesFor(
  site: SiteConfig,
  path: string,
  search: string,
  languages: readonly Locale[] = LOCALES,
): Alternate[] {
  if (languages.length < 2) return [];
  return [
    ...languages.map((language) => ({
      hreflang: language,
      href: canonicalFor(site, path, search, language),
    })),
    { hreflang: "x-default", href: canonicalFor(site, path, search, SOURCE_LOCALE) },
  ];
}

/** Schema.org types whose text is in a language (CreativeWork and its kinds the site uses). */
const TYPES_WITH_LANGUAGE = new Set(["WebSite", "WebPage", "FAQPage", "Article", "NewsArticle", "HowTo"]);

function withLanguage(data: object, locale: Locale): object {
  const type = (data as { "@type"?: unknown })["@type"];
  if (typeof type !== "string" || !TYPES_WITH_LANGUAGE.has(type) || "inLanguage" in data) return data;
  return { ...data, inLanguage: locale };
}

function organizationJsonLd(site: SiteConfig) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.siteName,
    url: site.baseUrl,
    logo: `${site.baseUrl}/logo.svg`,
    areaServed: site.scope === "Dubai" ? "Dubai" : "United Arab Emirates",
  };
}

function breadcrumbJsonLd(site: SiteConfig, trail: { name: string; path: string }[], locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${site.baseUrl}${localisePath(crumb.path, locale)}`,
    })),
  };
}

export function buildHead(
  site: SiteConfig,
  meta: PageMeta,
  location: { path: string; search: string },
  locale: Locale = SOURCE_LOCALE,
): HeadData {
  const image = meta.image ?? SOCIAL_IMAGE.path;
  const path = meta.path ?? location.path;
  const languages = meta.languages ?? LOCALES;
  // A page shown under /ar in English only is the English page's duplicate: its canonical is that page.
  const canonicalLocale = languages.includes(locale) ? locale : SOURCE_LOCALE;
  return {
    title: meta.title.includes(site.siteName) ? meta.title : `${meta.title} | ${site.siteName}`,
    description: meta.description,
    keywords: (meta.keywords ?? []).join(", "),
    canonical: canonicalFor(site, path, location.search, canonicalLocale),
    robots: robotsFor(location.search, meta.noindex),
    image: image.startsWith("http") ? image : `${site.baseUrl}${image}`,
    type: meta.type ?? "website",
    siteName: site.siteName,
    locale,
    alternates: alternatesFor(site, path, location.search, languages),
    jsonLd: [
      organizationJsonLd(site),
      ...(meta.breadcrumbs?.length ? [breadcrumbJsonLd(site, meta.breadcrumbs, locale)] : []),
      ...(meta.jsonLd ?? []).map((data) => withLanguage(data, locale)),
    ],
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** JSON inside <script>: "<" escaped so no text can close the tag. */
export function serializeJsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The head tags as HTML; each carries data-head so client navigation can replace them. */
export function renderHeadTags(head: HeadData): string {
  const meta = (attr: "name" | "property", key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" data-head>`;
  return [
    `<title data-head>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
    head.keywords ? meta("name", "keywords", head.keywords) : "",
    meta("name", "robots", head.robots),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" data-head>`,
    ...head.alternates.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}" data-head>`,
    ),
    meta("property", "og:type", head.type),
    meta("property", "og:site_name", head.siteName),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.canonical),
    meta("property", "og:image", head.image),
    meta("property", "og:image:width", String(SOCIAL_IMAGE.width)),
    meta("property", "og:image:height", String(SOCIAL_IMAGE.height)),
    meta("property", "og:locale", ogLocale(head.locale)),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", head.image),
    meta("name", "geo.region", GEO.region),
    meta("name", "geo.placename", GEO.placename),
    meta("name", "geo.position", `${GEO.latitude};${GEO.longitude}`),
    meta("name", "ICBM", `${GEO.latitude}, ${GEO.longitude}`),
    ...head.jsonLd.map(
      (data) => `<script type="application/ld+json" data-head>${serializeJsonForScript(data)}</script>`,
    ),
  ]
    .filter(Boolean)
    .join("");
}

/** After client navigation: swap the previous page's head tags for this page's. */
export function applyHead(head: HeadData) {
  document.head.querySelectorAll("[data-head]").forEach((node) => node.remove());
  document.head.insertAdjacentHTML("beforeend", renderHeadTags(head));
}
