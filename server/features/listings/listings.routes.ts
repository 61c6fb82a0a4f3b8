import { Router } from "express";
import {
  createListingInputSchema,
  listingIdParamsSchema,
  listListingsQuerySchema,
  pagingQuerySchema,
  searchListingsQuerySchema,
  updateListingInputSchema,
} from "@shared/listing";
import type { Db } from "../../db/client";
import { setPagingHeaders } from "../../lib/paging";
import { requireAuth } from "../../middleware/require-auth";
import { parsed, validate } from "../../middleware/validate";
import * as service from "./listings.service";
import { isAutomatedView, viewerKeyOf, type PageViewCounter } from "./listings.view-counter";

export function listingsRoutes(db: Db): Router {
  const router = Router();

  router.get("/properties", validate("query", listListingsQuerySchema), async (req, res) => {
    const query = parsed(res, "query", listListingsQuerySchema);
    const { items, total } = await service.searchListings(db, { ...query, sort: "featured" }, req.site);
    setPagingHeaders(req, res, query.page, query.limit, total);
    res.json(items);
  });

  router.get("/properties/search", validate("query", searchListingsQuerySchema), async (req, res) => {
    const query = parsed(res, "query", searchListingsQuerySchema);
    const { items, total } = await service.searchListings(db, query, req.site);
    setPagingHeaders(req, res, query.page, query.limit, total);
    res.json(items);
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

  router.post("/properties", requireAuth, validate("body", createListingInputSchema), async (req, res) => {
    const listing = await service.createListing(
      db,
      req.user!.id,
      parsed(res, "body", createListingInputSchema),
      req.site,
    );
    res.status(201).location(`/api/properties/${listing.id}`).json(listing);
  });

  router.patch(
    "/properties/:id",
    requireAuth,
    validate("params", listingIdParamsSchema),
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
