import { Router } from "express";
import {
  categoryListingsQuerySchema,
  categoryParamsSchema,
  marketSummaryQuerySchema,
  placeListingsQuerySchema,
  priceIndexQuerySchema,
  transactionsQuerySchema,
} from "@shared/market";
import type { AppContext } from "../../app-context";
import { setPagingHeaders } from "../../lib/paging";
import { parsed, validate } from "../../middleware/validate";
import * as service from "./market.service";

/**
 * Live market figures for the emirate, area and category pages, the listings behind them, and the
 * transaction data of the price index and sold prices. Every answer is limited to the site's scope.
 */
export function marketRoutes({ db }: AppContext): Router {
  const router = Router();

  router.get("/market/summary", validate("query", marketSummaryQuerySchema), async (req, res) => {
    const query = parsed(res, "query", marketSummaryQuerySchema);
    res.json(await service.getMarketSummary(db, query, req.site));
  });

  router.get("/market/emirates", async (req, res) => {
    res.json(await service.countListingsByEmirate(db, req.site));
  });

  router.get("/market/locations", async (req, res) => {
    res.json(await service.countListingsByLocation(db, req.site));
  });

  router.get("/market/listings", validate("query", placeListingsQuerySchema), async (req, res) => {
    const query = parsed(res, "query", placeListingsQuerySchema);
    const { items, total } = await service.findPlaceListings(db, query, req.site);
    setPagingHeaders(req, res, query.page, query.limit, total);
    res.json(items);
  });

  // Two path segments, so it never meets the listings router's /properties/:id.
  router.get(
    "/properties/category/:slug",
    validate("params", categoryParamsSchema),
    validate("query", categoryListingsQuerySchema),
    async (req, res) => {
      const { slug } = parsed(res, "params", categoryParamsSchema);
      const query = parsed(res, "query", categoryListingsQuerySchema);
      const { items, total } = await service.findCategoryListings(db, slug, query, req.site);
      setPagingHeaders(req, res, query.page, query.limit, total);
      res.json(items);
    },
  );

  router.get("/market/price-index", validate("query", priceIndexQuerySchema), async (req, res) => {
    const query = parsed(res, "query", priceIndexQuerySchema);
    res.json(await service.getPriceIndex(db, query, req.site));
  });

  router.get("/market/transactions", validate("query", transactionsQuerySchema), async (req, res) => {
    const query = parsed(res, "query", transactionsQuerySchema);
    const { items, total } = await service.findTransactions(db, query, req.site);
    setPagingHeaders(req, res, query.page, query.limit, total);
    res.json(items);
  });

  return router;
}
