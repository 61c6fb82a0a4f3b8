import type { Request, Router } from "express";
import { z } from "zod";
import {
  CURATED_CATEGORIES,
  categoryListingsQuerySchema,
  categoryParamsSchema,
  emirateCountSchema,
  locationCountSchema,
  marketSummaryQuerySchema,
  marketSummarySchema,
  placeListingsQuerySchema,
  priceIndexQuerySchema,
  priceIndexSchema,
  transactionSchema,
  transactionsQuerySchema,
} from "@shared/market";
import { BEDS_OR_MORE } from "@shared/listing";
import type { AppContext } from "../../app-context";
import { sendPage } from "../../lib/paging";
import { sharedAnswerCache } from "../../lib/public-cache";
import { errorResponse, json, pagedList } from "../../http/openapi/api-description";
import { documentedRouter } from "../../http/openapi/documented-router";
import {
  exampleEmirateCount,
  exampleListingSummary,
  exampleLocationCount,
  exampleMarketSummary,
  examplePriceIndex,
  exampleTransaction,
} from "../../http/openapi/examples";
import { listingSummaryDocumentSchema } from "../../http/openapi/listing-responses";
import * as service from "./market.service";

const dubaiScoped = "On a Dubai-scoped site only Dubai data is counted, whatever the query asks.";
const listings = pagedList(listingSummaryDocumentSchema, "Listings", [exampleListingSummary]);

/**
 * Live market figures for the emirate, area and category pages, the listings behind them, and the
 * transaction data of the price index and sold prices. Every answer is limited to the site's scope.
 */
export function marketRoutes({ db, config }: AppContext): Router {
  // Figures and lists over many listings, the same for every visitor: a place page reads several of them
  // on each render, so they are shared for a minute (cleared by any write, lib/public-cache.ts).
  const answers = sharedAnswerCache<unknown>("market", config.publicCacheTtlMs, 2000);
  /** The site's answer to this address (path and query), computed once for everyone who asks it. */
  const shared = <V>(req: Request, compute: () => Promise<V>): Promise<V> =>
    answers.getOrCompute(`${req.site.key} ${req.originalUrl}`, compute) as Promise<V>;

  const routes = documentedRouter({
    name: "Market",
    description: "Live market figures, listings of places and categories, and sale transactions",
  });

  routes.get(
    "/market/summary",
    {
      operationId: "getMarketSummary",
      summary: "Live figures of public listings: counts and median prices, overall and by type",
      description: `Medians are the 50th percentile (percentile_cont) of the price; rents are per year; null when nothing matches. \`location\` takes the name or the area slug (\`jbr\` included); \`category\` takes residential, commercial or a curated category slug. ${dubaiScoped}`,
      access: "public",
      query: marketSummaryQuerySchema,
      responses: {
        200: json(marketSummarySchema.meta({ id: "MarketSummary" }), "Figures", exampleMarketSummary),
      },
    },
    async (input, req, res) => {
      const query = input.query;
      res.json(await shared(req, () => service.getMarketSummary(db, query, req.site)));
    },
  );

  routes.get(
    "/market/emirates",
    {
      operationId: "countListingsByEmirate",
      summary: "Public listings per emirate",
      description: "All seven emirates in order; a Dubai-scoped site answers Dubai alone.",
      access: "public",
      responses: { 200: json(z.array(emirateCountSchema), "Counts per emirate", [exampleEmirateCount]) },
    },
    async (req, res) => {
      res.json(await shared(req, () => service.countListingsByEmirate(db, req.site)));
    },
  );

  routes.get(
    "/market/locations",
    {
      operationId: "countListingsByLocation",
      summary: "Public listings per location",
      description: "All 58 locations with their area slugs; a Dubai-scoped site answers Dubai's 26.",
      access: "public",
      responses: {
        200: json(z.array(locationCountSchema), "Counts per location", [exampleLocationCount]),
      },
    },
    async (req, res) => {
      res.json(await shared(req, () => service.countListingsByLocation(db, req.site)));
    },
  );

  routes.get(
    "/market/listings",
    {
      operationId: "listPlaceListings",
      summary: "Public listings of one exact location, emirate and/or category",
      description: `Unlike the word search, \`location\` matches one location exactly (Jumeirah is not Palm Jumeirah). ${dubaiScoped}`,
      access: "public",
      query: placeListingsQuerySchema,
      responses: { 200: listings },
    },
    async (input, req, res) => {
      const query = input.query;
      sendPage(req, res, query, await shared(req, () => service.findPlaceListings(db, query, req.site)));
    },
  );

  // Two path segments, so it never meets the listings router's /properties/:id.
  routes.get(
    "/properties/category/:slug",
    {
      operationId: "listCategoryListings",
      summary: "Public listings of a curated category",
      description: `${CURATED_CATEGORIES.map((c) => `\`${c.slug}\`: ${c.rule}`).join("; ")}. Homes only (residential listings). ${dubaiScoped}`,
      access: "public",
      params: categoryParamsSchema,
      query: categoryListingsQuerySchema,
      responses: {
        200: listings,
        404: errorResponse("No such category", { message: "No such category", code: "not_found" }),
      },
    },
    async (input, req, res) => {
      const { slug } = input.params;
      const query = input.query;
      sendPage(
        req,
        res,
        query,
        await shared(req, () => service.findCategoryListings(db, slug, query, req.site)),
      );
    },
  );

  routes.get(
    "/market/price-index",
    {
      operationId: "getPriceIndex",
      summary: "Monthly price index from sale transactions",
      description: `Median price per sq ft per month, rebased to 100 at each series' first month. Without \`propertyType\`: a series of the four home types together (propertyType null) and one per type. \`isSample\` is true while the transactions are sample data. ${dubaiScoped}`,
      access: "public",
      query: priceIndexQuerySchema,
      responses: {
        200: json(priceIndexSchema.meta({ id: "PriceIndex" }), "The index", examplePriceIndex),
      },
    },
    async (input, req, res) => {
      const query = input.query;
      res.json(await shared(req, () => service.getPriceIndex(db, query, req.site)));
    },
  );

  routes.get(
    "/market/transactions",
    {
      operationId: "listTransactions",
      summary: "Sold prices: sale transactions, newest first",
      description: `\`location\` matches every word in the location name; \`beds=${BEDS_OR_MORE}\` means ${BEDS_OR_MORE} or more; \`from\`/\`to\` are inclusive dates, and \`from\` ≤ \`to\` (400 otherwise). ${dubaiScoped}`,
      access: "public",
      query: transactionsQuerySchema,
      responses: {
        200: pagedList(transactionSchema.meta({ id: "Transaction" }), "Transactions", [exampleTransaction]),
      },
    },
    async (input, req, res) => {
      const query = input.query;
      sendPage(req, res, query, await service.findTransactions(db, query, req.site));
    },
  );

  return routes.router;
}
