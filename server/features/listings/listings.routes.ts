import crypto from "node:crypto";
import zlib from "node:zlib";
import { Router, type Request, type Response } from "express";
import {
  createListingInputSchema,
  listingIdParamsSchema,
  listListingsQuerySchema,
  pagingQuerySchema,
  searchListingsQuerySchema,
  updateListingInputSchema,
  type SearchListingsQuery,
} from "@shared/listing";
import type { Db } from "../../db/client";
import { setPagingHeaders } from "../../lib/paging";
import { PublicCache } from "../../lib/public-cache";
import { idempotent } from "../../middleware/idempotency";
import { requireAuth } from "../../middleware/require-auth";
import { parsed, validate } from "../../middleware/validate";
import type { MatchCount } from "./listings.repository";
import * as service from "./listings.service";
import { isAutomatedView, viewerKeyOf, type PageViewCounter } from "./listings.view-counter";

/** A page of search results as sent: the JSON body, its ETag and the count for the paging headers. */
interface ResultPage {
  body: string;
  /** The body gzip-compressed once, when the page is kept in the cache (answers skip compression then). */
  gzipped?: Buffer;
  etag: string;
  total: number;
  totalIsEstimate: boolean;
}

/** Most distinct searches kept: a page is some 25 kB of JSON and 5 kB compressed. */
const RESULT_PAGE_CACHE_ENTRIES = 1000;
/**
 * Counts outlive the pages: the same filters' next page or other sort reuses the count for a minute (an
 * estimate of "about 41,000" needs no fresher figure; a write here clears them like the pages).
 */
const COUNT_CACHE_TTL_MS = 60_000;
const COUNT_CACHE_ENTRIES = 5000;

export function listingsRoutes(db: Db, options: { publicCacheTtlMs?: number } = {}): Router {
  const router = Router();
  // Search results depend only on the site and the parsed query, never on the session, so every visitor
  // shares them (docs/decisions/0020-public-response-caching.md). Anything viewer-specific added to
  // these answers must leave this cache.
  const resultPages = new PublicCache<ResultPage>({
    ttlMs: options.publicCacheTtlMs ?? 0,
    staleMs: options.publicCacheTtlMs ?? 0,
    maxEntries: RESULT_PAGE_CACHE_ENTRIES,
  });
  const counts = new PublicCache<MatchCount>({
    ttlMs: resultPages.enabled ? COUNT_CACHE_TTL_MS : 0,
    maxEntries: COUNT_CACHE_ENTRIES,
  });
  const sendResultPage = async (req: Request, res: Response, query: SearchListingsQuery) => {
    const page = await resultPages.getOrCompute(`${req.site.key} ${JSON.stringify(query)}`, async () => {
      const { items, total, totalIsEstimate } = await service.searchListings(db, query, req.site, {
        countCache: counts.enabled ? counts : undefined,
      });
      const body = JSON.stringify(items);
      const gzipped = resultPages.enabled ? zlib.gzipSync(body) : undefined;
      return { body, gzipped, etag: weakEtagOf(body), total, totalIsEstimate };
    });
    setPagingHeaders(req, res, query.page, query.limit, page.total, { estimated: page.totalIsEstimate });
    // The browser may keep the answer but asks again each time: If-None-Match gets a 304 when unchanged.
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("ETag", page.etag);
    res.type("json");
    if (page.gzipped && req.acceptsEncodings("gzip") === "gzip") {
      res.vary("Accept-Encoding");
      res.setHeader("Content-Encoding", "gzip");
      res.send(page.gzipped);
    } else {
      res.send(page.body);
    }
  };

  router.get("/properties", validate("query", listListingsQuerySchema), async (req, res) => {
    const query = parsed(res, "query", listListingsQuerySchema);
    await sendResultPage(req, res, { ...query, sort: "featured" });
  });

  router.get("/properties/search", validate("query", searchListingsQuerySchema), async (req, res) => {
    await sendResultPage(req, res, parsed(res, "query", searchListingsQuerySchema));
  });

  router.get("/properties/:id", validate("params", listingIdParamsSchema), async (req, res) => {
    const { id } = parsed(res, "params", listingIdParamsSchema);
    res.json(await service.getListing(db, id, req.site, req.user?.id));
  });

  router.get("/properties/:id/similar", validate("params", listingIdParamsSchema), async (req, res) => {
    const { id } = parsed(res, "params", listingIdParamsSchema);
    res.json(await service.getSimilarListings(db, id, req.site, req.user?.id));
  });

  router.get("/properties/:id/price-history", validate("params", listingIdParamsSchema), async (req, res) => {
    const { id } = parsed(res, "params", listingIdParamsSchema);
    res.json(await service.getPriceHistory(db, id, req.site, req.user?.id));
  });

  router.post(
    "/properties",
    requireAuth,
    validate("body", createListingInputSchema),
    idempotent(db, "POST /api/properties"),
    async (req, res) => {
      const listing = await service.createListing(
        db,
        req.user!,
        parsed(res, "body", createListingInputSchema),
        req.site,
      );
      res.status(201).location(`/api/properties/${listing.id}`).json(listing);
    },
  );

  router.patch(
    "/properties/:id",
    requireAuth,
    validate("params", listingIdParamsSchema),
    // Ownership before the body: a stranger gets 403 whatever they send (PRODUCT.md §4).
    async (req, res, next) => {
      await service.assertOwnsListing(db, parsed(res, "params", listingIdParamsSchema).id, req.user!.id);
      next();
    },
    validate("body", updateListingInputSchema),
    async (req, res) => {
      const { id } = parsed(res, "params", listingIdParamsSchema);
      res.json(
        await service.updateListing(
          db,
          id,
          req.user!.id,
          parsed(res, "body", updateListingInputSchema),
          req.site,
        ),
      );
    },
  );

  router.delete(
    "/properties/:id",
    requireAuth,
    validate("params", listingIdParamsSchema),
    async (req, res) => {
      const { id } = parsed(res, "params", listingIdParamsSchema);
      await service.deleteListing(db, id, req.user!.id);
      res.status(204).end();
    },
  );

  router.get("/my/properties", requireAuth, validate("query", pagingQuerySchema), async (req, res) => {
    const query = parsed(res, "query", pagingQuerySchema);
    const { items, total } = await service.listMyListings(db, req.user!.id, query);
    setPagingHeaders(req, res, query.page, query.limit, total);
    res.json(items);
  });

  return router;
}

/** A weak validator of the body (Express would hash it again on every send; this is hashed once). */
function weakEtagOf(body: string): string {
  const hash = crypto.createHash("sha1").update(body).digest("base64url").slice(0, 27);
  return `W/"${Buffer.byteLength(body).toString(16)}-${hash}"`;
}

/**
 * POST /api/properties/:id/views, sent once by the listing page after it loads in a browser: answered at
 * once, counted later in batches; bots, prefetches and a viewer's repeat views are left out.
 */
export function pageViewRoutes(counter: PageViewCounter): Router {
  const router = Router();
  router.post("/properties/:id/views", validate("params", listingIdParamsSchema), (req, res) => {
    const { id } = parsed(res, "params", listingIdParamsSchema);
    const purpose = req.get("sec-purpose") ?? req.get("purpose");
    if (!isAutomatedView(req.get("user-agent"), purpose)) counter.record(id, viewerKeyOf(req));
    res.status(202).end();
  });
  return router;
}
