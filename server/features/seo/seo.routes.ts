import { Router, type Response } from "express";
import { isLocale, LOCALES, SOURCE_LOCALE } from "@shared/locale";
import type { AppContext } from "../../app-context";
import { AppError } from "../../lib/errors";
import * as service from "./seo.service";

export interface SeoOptions {
  /** URLs per sitemap file; tests lower it to see the split without 50,000 listings. */
  maxUrlsPerFile?: number;
}

/** Crawlers may read these for an hour; listings change more slowly than that matters. */
function sendDocument(res: Response, type: "xml" | "text", body: string) {
  res
    .status(200)
    .type(type === "xml" ? "application/xml; charset=utf-8" : "text/plain; charset=utf-8")
    .setHeader("Cache-Control", "public, max-age=3600")
    .send(body);
}

/** /robots.txt and the sitemaps, built for the requesting site (its base URL and listing scope). */
export function seoRoutes({ db }: AppContext, options: SeoOptions = {}): Router {
  const maxUrls = options.maxUrlsPerFile ?? service.MAX_URLS_PER_SITEMAP;
  const router = Router();

  router.get("/robots.txt", (req, res) => {
    sendDocument(res, "text", service.buildRobotsTxt(req.site));
  });

  // Stored by the seo.sitemaps job when it has run, built on request before that.
  router.get(service.SITEMAP_PATH, async (req, res) => {
    const xml = await service.storedSitemap(db, req.site, service.SITEMAP_PATH, () =>
      service.buildSitemap(db, req.site, maxUrls),
    );
    sendDocument(res, "xml", xml);
  });

  // Each language's pages file: /sitemaps/pages.xml (English), /sitemaps/ar/pages.xml (Arabic).
  for (const language of LOCALES) {
    const path = service.pagesSitemapPath(language);
    router.get(path, async (req, res) => {
      const xml = await service.storedSitemap(db, req.site, path, () =>
        service.buildPagesSitemap(db, req.site, language),
      );
      sendDocument(res, "xml", xml);
    });
  }

  // /sitemaps/listings-{n}.xml (English) and /sitemaps/ar/listings-{n}.xml (Arabic).
  router.get(/^\/sitemaps\/(?:([a-z]{2})\/)?listings-([1-9][0-9]{0,5})\.xml$/, async (req, res) => {
    const params = req.params as Record<string, string | undefined>;
    const language = params[0] ?? SOURCE_LOCALE;
    if (!isLocale(language) || (params[0] !== undefined && language === SOURCE_LOCALE)) {
      throw AppError.notFound("No such sitemap file");
    }
    const n = Number(params[1]);
    const xml = await service.storedSitemap(db, req.site, service.listingsSitemapPath(n, language), () =>
      service.buildListingsSitemap(db, req.site, n, maxUrls, language),
    );
    if (!xml) throw AppError.notFound("No such sitemap file");
    sendDocument(res, "xml", xml);
  });

  return router;
}
