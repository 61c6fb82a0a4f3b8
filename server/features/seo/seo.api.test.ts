import express from "express";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { readCollection } from "../../lib/content-files";
import { LOCATIONS } from "@shared/locations";
import { createListing } from "../../../tests/factories";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";
import type { AppContext } from "../../app-context";
import { loadConfig } from "../../config";
import { seedSampleData } from "../../db/seed/seed";
import { errorHandler } from "../../middleware/error-handler";
import { siteMiddleware } from "../../middleware/site";
import { seoRoutes } from "./seo.routes";

let t: TestApp;
const SAMPLE_SIZE = 300;
const UAE = "uaepropertymarkets.com";
const DUBAI = "dubaipropertyhub.com";
// The written pages, read from content/ by the same loader the build uses.
const newsArticles = readCollection("news");
const guides = readCollection("guides");
const companyPages = readCollection("company");

beforeAll(async () => {
  t = await createTestApp();
  await seedSampleData(t.database.db, { listings: SAMPLE_SIZE });
});
afterAll(async () => {
  await t.close();
});

const get = (app: express.Express, path: string, host: string) => supertest(app).get(path).set("Host", host);

/** The <loc>s of a sitemap or sitemap index, and each entry's lastmod. */
function entries(xml: string): { loc: string; lastmod: string | undefined }[] {
  return [...xml.matchAll(/<(?:url|sitemap)><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map(
    (m) => ({ loc: m[1], lastmod: m[2] }),
  );
}
const locs = (xml: string) => entries(xml).map((e) => e.loc);

/** Every public listing id the site's own search API returns. */
async function publicListingIds(host: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await get(t.app, `/api/properties?limit=100&page=${page}`, host).expect(200);
    ids.push(...(res.body as { id: number }[]).map((l) => l.id));
    if (ids.length >= Number(res.headers["x-total-count"])) return ids;
  }
}

/** The emirate of each of these listings, read from the UAE-wide site, which sees them all. */
async function listingEmirates(ids: number[]): Promise<string[]> {
  const emirates = new Map<number, string>();
  for (let page = 1; ; page++) {
    const res = await get(t.app, `/api/properties?limit=100&page=${page}`, UAE).expect(200);
    const items = res.body as { id: number; emirate: string }[];
    for (const l of items) emirates.set(l.id, l.emirate);
    if (!items.length) break;
  }
  return ids.map((id) => emirates.get(id) ?? "missing");
}

describe("GET /robots.txt", () => {
  it.each([
    [UAE, "https://uaepropertymarkets.com/sitemap.xml"],
    [DUBAI, "https://dubaipropertyhub.com/sitemap.xml"],
    ["dubaipropertymarkets.com", "https://dubaipropertymarkets.com/sitemap.xml"],
  ])("on %s allows all but private paths and names %s", async (host, sitemap) => {
    const res = await get(t.app, "/robots.txt", host).expect(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = res.text.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of [
      "/api/",
      "/dashboard",
      "/create-listing",
      "/upgrade/",
      "/auth",
      "/forgot-password",
      "/admin",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // The same private pages under /ar (every route exists in Arabic).
    for (const path of [
      "/ar/dashboard",
      "/ar/create-listing",
      "/ar/upgrade/",
      "/ar/auth",
      "/ar/forgot-password",
      "/ar/admin",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((l) => l.startsWith("Disallow:"))).toHaveLength(13);
    expect(lines).toContain(`Sitemap: ${sitemap}`);
  });
});

describe("GET /sitemap.xml", () => {
  it("lists every page and every public listing of the UAE site, each with a lastmod", async () => {
    const res = await get(t.app, "/sitemap.xml", UAE).expect(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(res.text).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const all = entries(res.text);
    expect(all.every((e) => e.lastmod && /^\d{4}-\d{2}-\d{2}/.test(e.lastmod))).toBe(true);
    const urls = new Set(all.map((e) => e.loc));
    expect(urls.size).toBe(all.length);

    const base = "https://uaepropertymarkets.com";
    for (const path of [
      "/",
      "/buy",
      "/rent",
      "/new-property",
      "/commercial-property",
      "/find-agent",
      "/dubai",
      "/abu-dhabi",
      "/umm-al-quwain",
      "/areas",
      "/categories/luxury-properties",
      "/news",
      "/stamp-duty-calculator",
      "/house-price-index",
      "/sold-prices",
      "/about",
      "/contact-us",
      "/faqs",
      "/privacy-policy",
      "/sitemap",
    ]) {
      expect(urls, path).toContain(`${base}${path}`);
    }
    for (const l of LOCATIONS) expect(urls).toContain(`${base}/areas/${l.slug}`);
    for (const a of newsArticles) expect(urls).toContain(`${base}/news/${a.meta.slug}`);
    for (const g of guides) expect(urls).toContain(`${base}${g.meta.path}`);
    for (const c of companyPages) expect(urls).toContain(`${base}/${c.meta.slug}`);
    for (const path of ["/auth", "/dashboard", "/create-listing", "/forgot-password"]) {
      expect(urls).not.toContain(`${base}${path}`);
    }

    const ids = await publicListingIds(UAE);
    expect(ids.length).toBe(SAMPLE_SIZE);
    const listingUrls = [...urls].filter((u) => u.startsWith(`${base}/property/`));
    expect(listingUrls.sort()).toEqual(ids.map((id) => `${base}/property/${id}`).sort());
  });

  it("dates written pages by their last check and news by publication", async () => {
    const res = await get(t.app, "/sitemap.xml", UAE).expect(200);
    const byLoc = new Map(entries(res.text).map((e) => [e.loc, e.lastmod]));
    const article = newsArticles[0];
    const expected = [article.meta.published, article.body.updated].sort().at(-1);
    expect(byLoc.get(`https://uaepropertymarkets.com/news/${article.meta.slug}`)).toBe(expected);
    const guide = guides.find((g) => g.meta.path === "/buyer-guides/mortgage-guide")!;
    expect(byLoc.get(`https://uaepropertymarkets.com${guide.meta.path}`)).toBe(guide.body.updated);
  });

  it("on a Dubai site lists only Dubai listings and Dubai places, on that site's address", async () => {
    const res = await get(t.app, "/sitemap.xml", DUBAI).expect(200);
    const urls = locs(res.text);
    expect(urls.every((u) => u.startsWith("https://dubaipropertyhub.com/"))).toBe(true);

    const dubaiIds = await publicListingIds(DUBAI);
    const listingIds = urls
      .filter((u) => u.startsWith("https://dubaipropertyhub.com/property/"))
      .map((u) => Number(u.split("/property/")[1]));
    expect(dubaiIds.length).toBeGreaterThan(0);
    expect(listingIds.sort()).toEqual([...dubaiIds].sort());
    const emirates = await listingEmirates(listingIds);
    expect(new Set(emirates)).toEqual(new Set(["Dubai"]));
    expect(dubaiIds.length).toBeLessThan(SAMPLE_SIZE);

    const base = "https://dubaipropertyhub.com";
    expect(urls).toContain(`${base}/dubai`);
    expect(urls).toContain(`${base}/areas/dubai-marina`);
    expect(urls).toContain(`${base}/news/dubai-rental-guide`);
    expect(urls).toContain(`${base}/buyer-guides/mortgage-guide`);
    for (const other of ["/abu-dhabi", "/sharjah", "/areas/al-reem-island", "/areas/al-majaz"]) {
      expect(urls).not.toContain(`${base}${other}`);
    }
    const areaUrls = urls.filter((u) => u.startsWith(`${base}/areas/`));
    expect(areaUrls).toHaveLength(LOCATIONS.filter((l) => l.emirate === "Dubai").length);
  });

  it("lists every page in both languages with en, ar and x-default alternates when it exists in Arabic", async () => {
    const xml = (await get(t.app, "/sitemap.xml", UAE).expect(200)).text;
    const base = "https://uaepropertymarkets.com";
    /** The <url> element of a location, whole. */
    const urlOf = (loc: string) => new RegExp(`<url><loc>${loc}</loc>.*?</url>`).exec(xml)?.[0];
    const links = (loc: string) =>
      [
        ...(urlOf(loc) ?? "").matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
      ].map((m) => `${m[1]} ${m[2]}`);
    // Routes, and written pages with an Arabic file: both addresses listed, each naming every version.
    for (const path of [
      "/buy",
      "/dubai",
      "/sharjah",
      "/areas/dubai-marina",
      "/property-guides",
      "/renter-guides",
      "/about",
      "/faqs",
      "/areas",
      "/sitemap",
    ]) {
      const alternates = [`en ${base}${path}`, `ar ${base}/ar${path}`, `x-default ${base}${path}`];
      expect(links(`${base}${path}`), path).toEqual(alternates);
      expect(links(`${base}/ar${path}`), `/ar${path}`).toEqual(alternates);
    }
    const home = [`en ${base}/`, `ar ${base}/ar`, `x-default ${base}/`];
    expect(links(`${base}/`)).toEqual(home);
    expect(links(`${base}/ar`)).toEqual(home);
    // Written pages with no Arabic file: English only, no alternates, no /ar address.
    const arabicAreas = new Set(readCollection("areas", "ar").map((p) => p.meta.slug));
    const englishOnly = [
      "/news",
      `/news/${newsArticles[0].meta.slug}`,
      "/buyer-guides/mortgage-guide",
      "/careers",
      ...LOCATIONS.filter((l) => !arabicAreas.has(l.slug)).map((l) => `/areas/${l.slug}`),
    ];
    for (const path of englishOnly) {
      expect(urlOf(`${base}${path}`), path).toBeDefined();
      expect(links(`${base}${path}`), path).toEqual([]);
      expect(urlOf(`${base}/ar${path}`), `/ar${path}`).toBeUndefined();
    }
    expect(arabicAreas.size).toBe(9);
    // Listings: every one in both languages.
    const ids = await publicListingIds(UAE);
    const arabicListings = locs(xml).filter((u) => u.startsWith(`${base}/ar/property/`));
    expect(arabicListings.sort()).toEqual(ids.map((id) => `${base}/ar/property/${id}`).sort());
    expect(links(`${base}/ar/property/${ids[0]}`)).toEqual([
      `en ${base}/property/${ids[0]}`,
      `ar ${base}/ar/property/${ids[0]}`,
      `x-default ${base}/property/${ids[0]}`,
    ]);
    // The account pages stay out in either language.
    for (const path of ["/ar/auth", "/ar/dashboard", "/ar/create-listing", "/ar/forgot-password"]) {
      expect(urlOf(`${base}${path}`), path).toBeUndefined();
    }
  });

  it("leaves out drafts and lists a listing once it is published", async () => {
    const agent = t.request();
    await signUp(agent);
    const draft = await createListing(agent, { status: "draft" });
    const url = `https://uaepropertymarkets.com/property/${draft.id}`;
    expect(locs((await get(t.app, "/sitemap.xml", UAE).expect(200)).text)).not.toContain(url);
    await agent.patch(`/api/properties/${draft.id}`).send({ status: "published" }).expect(200);
    expect(locs((await get(t.app, "/sitemap.xml", UAE).expect(200)).text)).toContain(url);
    await agent.delete(`/api/properties/${draft.id}`).expect(204);
  });
});

describe("the seo.sitemaps job's files", () => {
  it("stores each language's pages and listing files and the index naming them", async () => {
    const { findSitemapFile, replaceSitemapFiles } = await import("./seo.repository");
    const { regenerateSitemaps } = await import("./seo.service");
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    const uae = Object.values(config.sites).find((site) => site.scope === "UAE")!;
    await regenerateSitemaps(t.database.db, [uae], 150);
    // The other tests build their files on request: leave nothing stored behind.
    onTestFinished(() => replaceSitemapFiles(t.database.db, uae.key, [], new Date()));
    const arabic = await findSitemapFile(t.database.db, uae.key, "/sitemaps/ar/pages.xml");
    expect(arabic).toContain(`<loc>${uae.baseUrl}/ar/dubai</loc>`);
    expect(await findSitemapFile(t.database.db, uae.key, "/sitemaps/ar/listings-1.xml")).toContain(
      `<loc>${uae.baseUrl}/ar/property/`,
    );
    const index = await findSitemapFile(t.database.db, uae.key, "/sitemap.xml");
    expect(index).toContain(`<loc>${uae.baseUrl}/sitemaps/ar/pages.xml</loc>`);
  });
});

describe("sitemap split above the per-file limit", () => {
  const LIMIT = 150;
  let app: express.Express;
  beforeAll(() => {
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    app = express();
    app.use(siteMiddleware(config.sites));
    app.use(seoRoutes({ db: t.database.db } as AppContext, { maxUrlsPerFile: LIMIT }));
    app.use(errorHandler);
  });

  it("turns /sitemap.xml into an index of the pages file and listing files of at most the limit", async () => {
    const res = await get(app, "/sitemap.xml", UAE).expect(200);
    expect(res.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(res.text).not.toContain("<urlset");
    const files = entries(res.text);
    const expectedFiles = Math.ceil(SAMPLE_SIZE / LIMIT);
    expect(files.map((f) => f.loc)).toEqual(
      ["", "/ar"].flatMap((language) => [
        `https://uaepropertymarkets.com/sitemaps${language}/pages.xml`,
        ...Array.from(
          { length: expectedFiles },
          (_, i) => `https://uaepropertymarkets.com/sitemaps${language}/listings-${i + 1}.xml`,
        ),
      ]),
    );
    expect(files.every((f) => f.lastmod)).toBe(true);

    const pages = locs((await get(app, "/sitemaps/pages.xml", UAE).expect(200)).text);
    expect(pages.length).toBeLessThanOrEqual(LIMIT);
    expect(pages).toContain("https://uaepropertymarkets.com/news");
    expect(pages.some((u) => u.includes("/property/"))).toBe(false);

    const listed: string[] = [];
    for (let n = 1; n <= expectedFiles; n++) {
      const file = await get(app, `/sitemaps/listings-${n}.xml`, UAE).expect(200);
      const urls = locs(file.text);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(LIMIT);
      listed.push(...urls);
    }
    const ids = await publicListingIds(UAE);
    expect(listed.sort()).toEqual(ids.map((id) => `https://uaepropertymarkets.com/property/${id}`).sort());
    await get(app, `/sitemaps/listings-${expectedFiles + 1}.xml`, UAE).expect(404);
    await get(app, "/sitemaps/listings-0.xml", UAE).expect(404);
  });

  it("gives Arabic its own pages and listing files, with the alternates, within the limit", async () => {
    const base = "https://uaepropertymarkets.com";
    const pages = (await get(app, "/sitemaps/ar/pages.xml", UAE).expect(200)).text;
    const arabicPages = locs(pages);
    expect(arabicPages.length).toBeLessThanOrEqual(LIMIT);
    expect(arabicPages.every((u) => u === `${base}/ar` || u.startsWith(`${base}/ar/`))).toBe(true);
    expect(arabicPages).toContain(`${base}/ar/areas/dubai-marina`);
    expect(arabicPages).not.toContain(`${base}/ar/news`);
    expect(pages).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${base}/areas/dubai-marina"/>`);
    // The English pages file keeps English addresses only.
    const english = locs((await get(app, "/sitemaps/pages.xml", UAE).expect(200)).text);
    expect(english.some((u) => u.includes("/ar/"))).toBe(false);

    const listed: string[] = [];
    for (let n = 1; n <= Math.ceil(SAMPLE_SIZE / LIMIT); n++) {
      const file = await get(app, `/sitemaps/ar/listings-${n}.xml`, UAE).expect(200);
      expect(locs(file.text).length).toBeLessThanOrEqual(LIMIT);
      listed.push(...locs(file.text));
    }
    const ids = await publicListingIds(UAE);
    expect(listed.sort()).toEqual(ids.map((id) => `${base}/ar/property/${id}`).sort());
    await get(app, `/sitemaps/ar/listings-${Math.ceil(SAMPLE_SIZE / LIMIT) + 1}.xml`, UAE).expect(404);
    await get(app, "/sitemaps/en/listings-1.xml", UAE).expect(404);
    await get(app, "/sitemaps/fr/listings-1.xml", UAE).expect(404);
  });

  it("keeps a Dubai site's split files to Dubai listings", async () => {
    const index = locs((await get(app, "/sitemap.xml", DUBAI).expect(200)).text);
    expect(index).toContain("https://dubaipropertyhub.com/sitemaps/listings-1.xml");
    const listed: string[] = [];
    for (const file of index.filter((u) => u.includes("/sitemaps/listings-"))) {
      listed.push(...locs((await get(app, new URL(file).pathname, DUBAI).expect(200)).text));
    }
    const dubaiIds = await publicListingIds(DUBAI);
    expect(listed.sort()).toEqual(dubaiIds.map((id) => `https://dubaipropertyhub.com/property/${id}`).sort());
  });
});
