import type { SiteConfig } from "@shared/site";
import { loadCollectionIndex } from "../../lib/content-files";
import { flattenSitePages, listSitePages, type SitePage } from "@shared/content/site-pages";
import { LOCALES, SOURCE_LOCALE, localisePath, type Locale } from "@shared/locale";
import type { Db } from "../../db/client";
import * as repository from "./seo.repository";
import { renderSitemapIndex, renderUrlset, type SitemapUrl } from "./sitemap-xml";

/** The sitemaps.org limit on URLs in one sitemap file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** Paths crawlers have no business in: the API, signed-in screens and the sign-in forms (in each language). */
const PRIVATE_PATHS = ["/dashboard", "/create-listing", "/upgrade/", "/auth", "/forgot-password", "/admin"];
export const ROBOTS_DISALLOW = [
  "/api/",
  ...LOCALES.flatMap((locale) => PRIVATE_PATHS.map((path) => localisePath(path, locale))),
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

/**
 * The written pages' metadata, read from content/ once per process (the files ship with the app), with
 * the pages written in Arabic (content/ar), which are the ones with an Arabic version in the sitemap.
 */
const siteContent = () => ({
  guides: loadCollectionIndex("guides"),
  news: loadCollectionIndex("news"),
  company: loadCollectionIndex("company"),
  translated: {
    ar: {
      guides: loadCollectionIndex("guides", "ar"),
      news: loadCollectionIndex("news", "ar"),
      company: loadCollectionIndex("company", "ar"),
      emirates: loadCollectionIndex("emirates", "ar"),
      areas: loadCollectionIndex("areas", "ar"),
    },
  },
});

/** A sitemap entry and the language of its address. */
type LocalisedUrl = SitemapUrl & { language: Locale };

/**
 * A page's entries: one per language it exists in (the Arabic address under /ar), each naming every
 * version and x-default (the English page) as alternates, as the page's own head does; a page in one
 * language only is one entry with no alternates.
 */
function inLanguages(
  site: SiteConfig,
  path: string,
  lastmod: string | undefined,
  languages: readonly Locale[],
): LocalisedUrl[] {
  if (languages.length < 2) return [{ loc: absolute(site, path), lastmod, language: SOURCE_LOCALE }];
  const alternates = [
    ...languages.map((language) => ({
      hreflang: language,
      href: absolute(site, localisePath(path, language)),
    })),
    { hreflang: "x-default", href: absolute(site, localisePath(path, SOURCE_LOCALE)) },
  ];
  return languages.map((language) => ({
    loc: absolute(site, localisePath(path, language)),
    lastmod,
    alternates,
    language,
  }));
}

const inLanguage = (urls: LocalisedUrl[], language: Locale): SitemapUrl[] =>
  urls.filter((u) => u.language === language).map(({ language: _language, ...url }) => url);

/** Every indexable page of the site, in each language it exists in, with the date it last changed. */
export async function listPageUrls(db: Db, site: SiteConfig): Promise<LocalisedUrl[]> {
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

  return pages.flatMap((p) => {
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
    return inLanguages(site, p.path, lastmod ?? siteDate, p.languages);
  });
}

/** Public listings, one file's worth, in each language: every listing page exists under /ar too. */
async function listListingUrls(
  db: Db,
  site: SiteConfig,
  offset: number,
  limit: number,
): Promise<LocalisedUrl[]> {
  const rows = await repository.findListingUrls(db, scopeOf(site), offset, limit);
  return rows.flatMap((r) => inLanguages(site, `/property/${r.id}`, r.modified.toISOString(), LOCALES));
}

export const SITEMAP_PATH = "/sitemap.xml";
/** The files of an index, per language: English at the paths they always had, others under their code. */
const filesPrefix = (language: Locale) =>
  language === SOURCE_LOCALE ? "/sitemaps" : `/sitemaps/${language}`;
export const pagesSitemapPath = (language: Locale = SOURCE_LOCALE) => `${filesPrefix(language)}/pages.xml`;
export const listingsSitemapPath = (n: number, language: Locale = SOURCE_LOCALE) =>
  `${filesPrefix(language)}/listings-${n}.xml`;
export const PAGES_SITEMAP_PATH = pagesSitemapPath();

/**
 * /sitemap.xml: one <urlset> of every page and public listing, in every language they exist in, while
 * they fit in one file; above the limit, a <sitemapindex> of each language's files: /sitemaps/pages.xml
 * and /sitemaps/listings-{n}.xml for English, /sitemaps/ar/pages.xml and /sitemaps/ar/listings-{n}.xml
 * for Arabic. Pages (about 125 per language) always fit in one file; listings are split into files of at
 * most `maxUrls`.
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
  if (pages.length + listingCount * LOCALES.length <= maxUrls) {
    const listings = await listListingUrls(db, site, 0, listingCount);
    return renderUrlset([...pages, ...listings].map(({ language: _language, ...url }) => url));
  }
  const fileDates = await repository.findListingChunkDates(db, scopeOf(site), maxUrls);
  return renderSitemapIndex(
    LOCALES.flatMap((language) => [
      {
        loc: absolute(site, pagesSitemapPath(language)),
        lastmod: latest(inLanguage(pages, language).map((p) => p.lastmod)),
      },
      ...fileDates.map((modified, i) => ({
        loc: absolute(site, listingsSitemapPath(i + 1, language)),
        lastmod: modified.toISOString(),
      })),
    ]),
  );
}

/** The pages file of a language: its addresses, each with its alternates. */
export async function buildPagesSitemap(
  db: Db,
  site: SiteConfig,
  language: Locale = SOURCE_LOCALE,
): Promise<string> {
  return renderUrlset(inLanguage(await listPageUrls(db, site), language));
}

/** The n-th file of listings (from 1) in a language, or null past the last one. */
export async function buildListingsSitemap(
  db: Db,
  site: SiteConfig,
  n: number,
  maxUrls = MAX_URLS_PER_SITEMAP,
  language: Locale = SOURCE_LOCALE,
): Promise<string | null> {
  const listingCount = await repository.countPublicListings(db, scopeOf(site));
  const files = Math.max(1, Math.ceil(listingCount / maxUrls));
  if (n < 1 || n > files) return null;
  return renderUrlset(inLanguage(await listListingUrls(db, site, (n - 1) * maxUrls, maxUrls), language));
}

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
    for (const language of LOCALES) {
      files.push({ path: pagesSitemapPath(language), xml: await buildPagesSitemap(db, site, language) });
      for (let n = 1; ; n++) {
        const xml = await buildListingsSitemap(db, site, n, maxUrls, language);
        if (!xml) break;
        files.push({ path: listingsSitemapPath(n, language), xml });
      }
    }
    await repository.replaceSitemapFiles(db, site.key, files, now);
    written += files.length;
  }
  return written;
}
