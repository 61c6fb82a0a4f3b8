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

export interface SitemapUrl {
  loc: string;
  /** W3C datetime: "2026-11-15" or a full ISO timestamp. */
  lastmod?: string;
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function entry(tag: "url" | "sitemap", { loc, lastmod }: SitemapUrl): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
  return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>`;
}

/** A <urlset> (sitemaps.org protocol 0.9). */
export function renderUrlset(urls: SitemapUrl[]): string {
  return `${HEADER}<urlset ${NAMESPACE}>\n${urls.map((u) => entry("url", u)).join("\n")}\n</urlset>\n`;
}

/** A <sitemapindex> pointing at the sitemap files. */
export function renderSitemapIndex(sitemaps: SitemapUrl[]): string {
  return `${HEADER}<sitemapindex ${NAMESPACE}>\n${sitemaps.map((s) => entry("sitemap", s)).join("\n")}\n</sitemapindex>\n`;
}
