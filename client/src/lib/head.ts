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
  jsonLd: object[];
}

export function robotsFor(search: string, noindex = false): string {
  const params = new URLSearchParams(search);
  const onlyIndexable = [...params.keys()].every((key) => INDEXABLE_PARAMS.includes(key));
  return !noindex && onlyIndexable ? "index, follow" : "noindex, follow";
}

export function canonicalFor(site: SiteConfig, path: string, search: string): string {
  const page = Number(new URLSearchParams(search).get("page"));
  return `${site.baseUrl}${path}${Number.isInteger(page) && page > 1 ? `?page=${page}` : ""}`;
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

function breadcrumbJsonLd(site: SiteConfig, trail: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${site.baseUrl}${crumb.path}`,
    })),
  };
}

export function buildHead(
  site: SiteConfig,
  meta: PageMeta,
  location: { path: string; search: string },
): HeadData {
  const image = meta.image ?? SOCIAL_IMAGE.path;
  return {
    title: meta.title.includes(site.siteName) ? meta.title : `${meta.title} | ${site.siteName}`,
    description: meta.description,
    keywords: (meta.keywords ?? []).join(", "),
    canonical: canonicalFor(site, meta.path ?? location.path, location.search),
    robots: robotsFor(location.search, meta.noindex),
    image: image.startsWith("http") ? image : `${site.baseUrl}${image}`,
    type: meta.type ?? "website",
    siteName: site.siteName,
    jsonLd: [
      organizationJsonLd(site),
      ...(meta.breadcrumbs?.length ? [breadcrumbJsonLd(site, meta.breadcrumbs)] : []),
      ...(meta.jsonLd ?? []),
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
    meta("property", "og:type", head.type),
    meta("property", "og:site_name", head.siteName),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.canonical),
    meta("property", "og:image", head.image),
    meta("property", "og:image:width", String(SOCIAL_IMAGE.width)),
    meta("property", "og:image:height", String(SOCIAL_IMAGE.height)),
    meta("property", "og:locale", "en_AE"),
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
