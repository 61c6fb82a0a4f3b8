import { describe, expect, it } from "vitest";
import { DEFAULT_SITES } from "@shared/site";
import { buildHead, canonicalFor, renderHeadTags, robotsFor } from "./head";

const { hosts: _hosts, ...site } = DEFAULT_SITES.dubaipropertymarkets;

describe("robots rule (docs/product.md §Pages)", () => {
  it("indexes pages whose query has only the listed parameters", () => {
    expect(robotsFor("")).toBe("index, follow");
    expect(
      robotsFor(
        "page=2&emirate=Dubai&propertyType=Villa&beds=3&minPrice=1&maxPrice=2&priceType=sale&search=x",
      ),
    ).toBe("index, follow");
  });
  it("does not index pages with any other parameter", () => {
    expect(robotsFor("utm_source=x")).toBe("noindex, follow");
    expect(robotsFor("search=x&sort=price_asc")).toBe("noindex, follow");
  });
});

describe("canonical", () => {
  it("is the site's base URL plus the path, plus page when above 1", () => {
    expect(canonicalFor(site, "/buy", "emirate=Dubai")).toBe("https://dubaipropertymarkets.com/buy");
    expect(canonicalFor(site, "/buy", "page=3&beds=2")).toBe("https://dubaipropertymarkets.com/buy?page=3");
    expect(canonicalFor(site, "/buy", "page=1")).toBe("https://dubaipropertymarkets.com/buy");
  });
});

describe("head tags", () => {
  it("escapes text and keeps JSON-LD from closing its script tag", () => {
    const head = buildHead(
      site,
      {
        title: 'Villas <script>"x"</script>',
        description: "A & B",
        jsonLd: [{ name: "</script><script>alert(1)</script>" }],
      },
      { path: "/x", search: "" },
    );
    const html = renderHeadTags(head);
    expect(html).toContain(
      "<title data-head>Villas &lt;script&gt;&quot;x&quot;&lt;/script&gt; | Dubai Property Markets</title>",
    );
    expect(html).toContain('content="A &amp; B"');
    expect(html).not.toContain("</script><script>alert(1)");
    expect(html).toContain('<meta name="geo.region" content="AE-DU" data-head>');
    expect(html).toContain('<meta property="og:image:width" content="1200" data-head>');
  });
});
