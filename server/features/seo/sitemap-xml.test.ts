import { describe, expect, it } from "vitest";
import { escapeXml, renderSitemapIndex, renderUrlset } from "./sitemap-xml";

describe("sitemap XML", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
    expect(escapeXml("&amp;")).toBe("&amp;amp;");
  });

  it("escapes locations and dates inside <urlset> and <sitemapindex>", () => {
    const xml = renderUrlset([{ loc: "https://example.com/search?a=1&b=<2>", lastmod: "2026-11-15" }]);
    expect(xml).toContain(
      "<url><loc>https://example.com/search?a=1&amp;b=&lt;2&gt;</loc><lastmod>2026-11-15</lastmod></url>",
    );
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const index = renderSitemapIndex([{ loc: "https://example.com/sitemaps/pages.xml" }]);
    expect(index).toContain("<sitemap><loc>https://example.com/sitemaps/pages.xml</loc></sitemap>");
    expect(index.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex')).toBe(true);
  });

  it("writes language versions as xhtml:link alternates, declaring the XHTML namespace only then", () => {
    const xml = renderUrlset([
      {
        loc: "https://example.com/ar/buy",
        lastmod: "2026-11-15",
        alternates: [
          { hreflang: "en", href: "https://example.com/buy" },
          { hreflang: "ar", href: "https://example.com/ar/buy" },
          { hreflang: "x-default", href: "https://example.com/buy" },
        ],
      },
    ]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain(
      '<url><loc>https://example.com/ar/buy</loc><lastmod>2026-11-15</lastmod><xhtml:link rel="alternate" hreflang="en" href="https://example.com/buy"/><xhtml:link rel="alternate" hreflang="ar" href="https://example.com/ar/buy"/><xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/buy"/></url>',
    );
    expect(renderUrlset([{ loc: "https://example.com/news" }])).not.toContain("xmlns:xhtml");
  });
});
