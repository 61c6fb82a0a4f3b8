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
import { errorResponse, json, pagedList, type ApiDescription } from "./api-description";
import {
  exampleEmirateCount,
  exampleListingSummary,
  exampleLocationCount,
  exampleMarketSummary,
  examplePriceIndex,
  exampleTransaction,
} from "./examples";
import { listingSummarySchema } from "./listings.openapi";

const dubaiScoped = "On a Dubai-scoped site only Dubai data is counted, whatever the query asks.";

/** server/features/market/market.routes.ts: market figures, place and category listings, transactions. */
export function describeMarketApi(api: ApiDescription) {
  const market = api.feature({
    name: "Market",
    description: "Live market figures, listings of places and categories, and sale transactions",
  });

  market.operation({
    method: "get",
    path: "/api/market/summary",
    operationId: "getMarketSummary",
    summary: "Live figures of public listings: counts and median prices, overall and by type",
    description: `Medians are the 50th percentile (percentile_cont) of the price; rents are per year; null when nothing matches. \`location\` takes the name or the area slug (\`jbr\` included); \`category\` takes residential, commercial or a curated category slug. ${dubaiScoped}`,
    access: "public",
    query: marketSummaryQuerySchema,
    responses: {
      200: json(marketSummarySchema.meta({ id: "MarketSummary" }), "Figures", exampleMarketSummary),
    },
  });
  market.operation({
    method: "get",
    path: "/api/market/emirates",
    operationId: "countListingsByEmirate",
    summary: "Public listings per emirate",
    description: "All seven emirates in order; a Dubai-scoped site answers Dubai alone.",
    access: "public",
    responses: { 200: json(z.array(emirateCountSchema), "Counts per emirate", [exampleEmirateCount]) },
  });
  market.operation({
    method: "get",
    path: "/api/market/locations",
    operationId: "countListingsByLocation",
    summary: "Public listings per location",
    description: "All 58 locations with their area slugs; a Dubai-scoped site answers Dubai's 26.",
    access: "public",
    responses: { 200: json(z.array(locationCountSchema), "Counts per location", [exampleLocationCount]) },
  });
  market.operation({
    method: "get",
    path: "/api/market/listings",
    operationId: "listPlaceListings",
    summary: "Public listings of one exact location, emirate and/or category",
    description: `Unlike the word search, \`location\` matches one location exactly (Jumeirah is not Palm Jumeirah). ${dubaiScoped}`,
    access: "public",
    query: placeListingsQuerySchema,
    responses: { 200: pagedList(listingSummarySchema, "Listings", [exampleListingSummary]) },
  });
  market.operation({
    method: "get",
    path: "/api/properties/category/{slug}",
    operationId: "listCategoryListings",
    summary: "Public listings of a curated category",
    description: `${CURATED_CATEGORIES.map((c) => `\`${c.slug}\`: ${c.rule}`).join("; ")}. Homes only (residential listings). ${dubaiScoped}`,
    access: "public",
    params: categoryParamsSchema,
    query: categoryListingsQuerySchema,
    responses: {
      200: pagedList(listingSummarySchema, "Listings", [exampleListingSummary]),
      404: errorResponse("No such category", { message: "No such category", code: "not_found" }),
    },
  });
  market.operation({
    method: "get",
    path: "/api/market/price-index",
    operationId: "getPriceIndex",
    summary: "Monthly price index from sale transactions",
    description: `Median price per sq ft per month, rebased to 100 at each series' first month. Without \`propertyType\`: a series of the four home types together (propertyType null) and one per type. \`isSample\` is true while the transactions are sample data. ${dubaiScoped}`,
    access: "public",
    query: priceIndexQuerySchema,
    responses: { 200: json(priceIndexSchema.meta({ id: "PriceIndex" }), "The index", examplePriceIndex) },
  });
  market.operation({
    method: "get",
    path: "/api/market/transactions",
    operationId: "listTransactions",
    summary: "Sold prices: sale transactions, newest first",
    description: `\`location\` matches every word in the location name; \`beds=5\` means 5 or more; \`from\`/\`to\` are inclusive dates, and \`from\` ≤ \`to\` (400 otherwise). ${dubaiScoped}`,
    access: "public",
    query: transactionsQuerySchema,
    responses: {
      200: pagedList(transactionSchema.meta({ id: "Transaction" }), "Transactions", [exampleTransaction]),
    },
  });
}
