import { Router, type Response } from "express";
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

  router.get(service.PAGES_SITEMAP_PATH, async (req, res) => {
    const xml = await service.storedSitemap(db, req.site, service.PAGES_SITEMAP_PATH, () =>
      service.buildPagesSitemap(db, req.site),
    );
    sendDocument(res, "xml", xml);
  });

  router.get(/^\/sitemaps\/listings-([1-9][0-9]{0,5})\.xml$/, async (req, res) => {
    const n = Number((req.params as Record<string, string>)[0]);
    const xml = await service.storedSitemap(db, req.site, service.listingsSitemapPath(n), () =>
      service.buildListingsSitemap(db, req.site, n, maxUrls),
    );
    if (!xml) throw AppError.notFound("No such sitemap file");
    sendDocument(res, "xml", xml);
  });

  return router;
}
