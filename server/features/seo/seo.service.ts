import type { SiteConfig } from "@shared/site";
import { loadCollectionIndex } from "@shared/content/load";
import { flattenSitePages, listSitePages, type SitePage } from "@shared/content/site-pages";
import type { Db } from "../../db/client";
import * as repository from "./seo.repository";
import { renderSitemapIndex, renderUrlset, type SitemapUrl } from "./sitemap-xml";

/** The sitemaps.org limit on URLs in one sitemap file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** Paths crawlers have no business in: the API, signed-in screens and the sign-in forms. */
export const ROBOTS_DISALLOW = [
  "/api/",
  "/dashboard",
  "/create-listing",
  "/upgrade/",
  "/auth",
  "/forgot-password",
];

function scopeOf(site: SiteConfig): repository.SeoScope {
  return site.scope === "Dubai" ? { emirate: "Dubai" } : {};
}

const absolute = (site: SiteConfig, path: string) => `${site.baseUrl}${path}`;
const day = (date: Date) => date.toISOString().slice(0, 10);
const latest = (dates: (string | undefined)[]) =>
  dates
    .filter((d): d is string => Boolean(d))
    .reduce<string | undefined>((a, b) => (!a || b > a ? b : a), undefined);

export function buildRobotsTxt(site: SiteConfig): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absolute(site, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

/** The written pages' metadata, read from content/ once per process (the files ship with the app). */
const siteContent = () => ({
  guides: loadCollectionIndex("guides"),
  news: loadCollectionIndex("news"),
  company: loadCollectionIndex("company"),
});

/** Every indexable page of the site with the date it last changed. */
export async function listPageUrls(db: Db, site: SiteConfig): Promise<SitemapUrl[]> {
  const scope = scopeOf(site);
  const pages = flattenSitePages(listSitePages(site.scope, siteContent())).filter((p) => p.indexable);
  const [byLocation, latestTransaction] = await Promise.all([
    repository.findListingFreshnessByLocation(db, scope),
    repository.findLatestTransactionDate(db, scope),
  ]);
  const written = pages.map((p) =>
    p.freshness.kind === "content" ? latest([p.freshness.updated, p.freshness.published]) : undefined,
  );
  const writtenByPath = new Map(pages.map((p, i) => [p.path, written[i]]));
  // Pages made of code rather than text (calculator, contact form) change with the site's last review.
  const siteDate = latest(written) ?? day(new Date());
  const newsDate = latest(
    pages.filter((p) => p.path.startsWith("/news/")).map((p) => writtenByPath.get(p.path)),
  );

  const listingsDate = (p: SitePage): string | undefined => {
    if (p.freshness.kind !== "listings") return undefined;
    const { emirate, location } = p.freshness;
    const dates = byLocation
      .filter((r) => (!emirate || r.emirate === emirate) && (!location || r.location === location))
      .map((r) => r.modified.toISOString());
    const newest = latest(dates);
    return newest ? newest.slice(0, 10) : undefined;
  };

  return pages.map((p) => {
    let lastmod: string | undefined;
    switch (p.freshness.kind) {
      case "content":
        lastmod = writtenByPath.get(p.path);
        break;
      case "news-index":
        lastmod = newsDate;
        break;
      case "listings":
        lastmod = listingsDate(p);
        break;
      case "transactions":
        lastmod = latestTransaction ? day(latestTransaction) : undefined;
        break;
      case "site":
        break;
    }
    return { loc: absolute(site, p.path), lastmod: lastmod ?? siteDate };
  });
}

async function listListingUrls(
  db: Db,
  site: SiteConfig,
  offset: number,
  limit: number,
): Promise<SitemapUrl[]> {
  const rows = await repository.findListingUrls(db, scopeOf(site), offset, limit);
  return rows.map((r) => ({ loc: absolute(site, `/property/${r.id}`), lastmod: r.modified.toISOString() }));
}

/**
 * /sitemap.xml: one <urlset> of every page and public listing while they fit in one file; above the limit,
 * a <sitemapindex> of /sitemaps/pages.xml and /sitemaps/listings-{n}.xml. Pages (about 125) always fit in
 * one file; listings are split into files of at most `maxUrls`.
 */
export async function buildSitemap(
  db: Db,
  site: SiteConfig,
  maxUrls = MAX_URLS_PER_SITEMAP,
): Promise<string> {
  const [pages, listingCount] = await Promise.all([
    listPageUrls(db, site),
    repository.countPublicListings(db, scopeOf(site)),
  ]);
  if (pages.length + listingCount <= maxUrls) {
    return renderUrlset([...pages, ...(await listListingUrls(db, site, 0, listingCount))]);
  }
  const fileDates = await repository.findListingChunkDates(db, scopeOf(site), maxUrls);
  return renderSitemapIndex([
    { loc: absolute(site, "/sitemaps/pages.xml"), lastmod: latest(pages.map((p) => p.lastmod)) },
    ...fileDates.map((modified, i) => ({
      loc: absolute(site, `/sitemaps/listings-${i + 1}.xml`),
      lastmod: modified.toISOString(),
    })),
  ]);
}

export async function buildPagesSitemap(db: Db, site: SiteConfig): Promise<string> {
  return renderUrlset(await listPageUrls(db, site));
}

/** The n-th file of listings (from 1), or null past the last one. */
export async function buildListingsSitemap(
  db: Db,
  site: SiteConfig,
  n: number,
  maxUrls = MAX_URLS_PER_SITEMAP,
): Promise<string | null> {
  const listingCount = await repository.countPublicListings(db, scopeOf(site));
  const files = Math.max(1, Math.ceil(listingCount / maxUrls));
  if (n < 1 || n > files) return null;
  return renderUrlset(await listListingUrls(db, site, (n - 1) * maxUrls, maxUrls));
}

export const SITEMAP_PATH = "/sitemap.xml";
export const PAGES_SITEMAP_PATH = "/sitemaps/pages.xml";
export const listingsSitemapPath = (n: number) => `/sitemaps/listings-${n}.xml`;

/**
 * The stored file for this site and path (written by the `seo.sitemaps` job), or, before the job has
 * written one, the file built now.
 */
export async function storedSitemap<Built extends string | null>(
  db: Db,
  site: SiteConfig,
  path: string,
  build: () => Promise<Built>,
): Promise<string | Built> {
  return (await repository.findSitemapFile(db, site.key, path)) ?? build();
}

/**
 * Builds every sitemap file of each site and stores them (run every 30 minutes by the `seo.sitemaps`
 * job, once per cluster); returns how many files were written.
 */
export async function regenerateSitemaps(
  db: Db,
  sites: SiteConfig[],
  maxUrls = MAX_URLS_PER_SITEMAP,
  now: Date = new Date(),
): Promise<number> {
  let written = 0;
  for (const site of sites) {
    const files = [{ path: SITEMAP_PATH, xml: await buildSitemap(db, site, maxUrls) }];
    files.push({ path: PAGES_SITEMAP_PATH, xml: await buildPagesSitemap(db, site) });
    for (let n = 1; ; n++) {
      const xml = await buildListingsSitemap(db, site, n, maxUrls);
      if (!xml) break;
      files.push({ path: listingsSitemapPath(n), xml });
    }
    await repository.replaceSitemapFiles(db, site.key, files, now);
    written += files.length;
  }
  return written;
}
