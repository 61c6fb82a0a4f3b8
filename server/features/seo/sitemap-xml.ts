/** XML text and attribute escaping: the five predefined entities. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);
}
const XML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** A language version of a URL: hreflang "en", "ar" or "x-default", and its address. */
export interface Alternate {
  hreflang: string;
  href: string;
}

export interface SitemapUrl {
  loc: string;
  /** W3C datetime: "2026-11-15" or a full ISO timestamp. */
  lastmod?: string;
  /**
   * Every language version of the page, itself included (Google's hreflang in sitemaps), written as
   * `<xhtml:link rel="alternate">`; none for a page in one language only.
   */
  alternates?: Alternate[];
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const XHTML_NAMESPACE = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

function entry(tag: "url" | "sitemap", { loc, lastmod, alternates = [] }: SitemapUrl): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
  const links = alternates
    .map(
      (a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`,
    )
    .join("");
  return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}${links}</${tag}>`;
}

/** A <urlset> (sitemaps.org protocol 0.9), with the XHTML namespace when any URL has language versions. */
export function renderUrlset(urls: SitemapUrl[]): string {
  const namespaces = urls.some((u) => u.alternates?.length) ? `${NAMESPACE} ${XHTML_NAMESPACE}` : NAMESPACE;
  return `${HEADER}<urlset ${namespaces}>\n${urls.map((u) => entry("url", u)).join("\n")}\n</urlset>\n`;
}

/** A <sitemapindex> pointing at the sitemap files. */
export function renderSitemapIndex(sitemaps: SitemapUrl[]): string {
  return `${HEADER}<sitemapindex ${NAMESPACE}>\n${sitemaps.map((s) => entry("sitemap", s)).join("\n")}\n</sitemapindex>\n`;
}
