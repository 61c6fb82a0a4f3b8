import crypto from "node:crypto";
import zlib from "node:zlib";
import type { Request, Response, Router } from "express";
import type { ResponseConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import {
  BEDS_OR_MORE,
  createListingInputSchema,
  listingFacetsSchema,
  listingIdParamsSchema,
  listListingsQuerySchema,
  pagingQuerySchema,
  searchListingsQuerySchema,
  updateListingInputSchema,
  type SearchListingsQuery,
} from "@shared/listing";
import {
  MAP_CLUSTER_CELL_PIXELS,
  MAX_MAP_CLUSTERS,
  MAX_MAP_ZOOM,
  mapClustersQuerySchema,
  mapClustersSchema,
} from "@shared/map-clusters";
import { myListingSchema } from "@shared/my-listing";
import { priceHistorySchema } from "@shared/listing-detail";
import { AppError } from "../../lib/errors";
import type { Db } from "../../db/client";
import { sendPage, setPagingHeaders } from "../../lib/paging";
import { PublicCache, sharedAnswerCache } from "../../lib/public-cache";
import { idempotent } from "../../middleware/idempotency";
import { requireAuth } from "../../middleware/require-auth";
import { errorResponse, json, pagedList } from "../../http/openapi/api-description";
import { checkInput, documentedRouter, type RouteContract } from "../../http/openapi/documented-router";
import {
  exampleListing,
  exampleListingSummary,
  exampleMyListing,
  examplePriceHistory,
} from "../../http/openapi/examples";
import {
  listingDocumentSchema,
  listingNotFound,
  listingSummaryDocumentSchema,
} from "../../http/openapi/listing-responses";
import type { MatchCount } from "./listing-count";
import * as service from "./listings.service";
import { isAutomatedView, viewerKeyOf, type PageViewCounter } from "./listings.view-counter";

/** A read of one listing's data as the viewer may see it (404 when they may not). */
type ReadOfOneListing<V> = (
  db: Db,
  id: number,
  site: Request["site"],
  viewerId: number | undefined,
) => Promise<V>;

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

/** Most distinct map views kept: an answer is at most 500 cells, some 40 kB of JSON. */
const MAP_CLUSTER_CACHE_ENTRIES = 500;

const LISTINGS_TAG = { name: "Listings", description: "Search, detail and an owner's listings" };

/** One permit, one advert (docs/decisions/0051-duplicate-and-fraud-signals.md). */
const permitInUse = errorResponse("The permit number is on another active listing: one permit, one advert", {
  message: "This permit number is already in use",
  code: "conflict",
  fieldErrors: {
    permitNumber: [
      "This permit number is on another active listing: one permit allows one advert. If the permit is yours, report that listing to us",
    ],
  },
});

const notTheOwner = errorResponse("Not the owner of the listing", {
  message: "You do not have access to this",
  code: "forbidden",
});

const listingInputExample = {
  title: "Three-bedroom villa with garden in Arabian Ranches",
  description: "A quiet corner plot with a private garden, maid's room and a two-car garage.",
  location: "Arabian Ranches",
  price: 4_250_000,
  priceType: "sale",
  propertyType: "Villa",
  beds: 3,
  baths: 4,
  sqft: 3_100,
  permitNumber: "7117220918",
  status: "published",
};

export function listingsRoutes(db: Db, options: { publicCacheTtlMs?: number } = {}): Router {
  const routes = documentedRouter(LISTINGS_TAG);
  // Search results depend only on the site and the parsed query, never on the session, so every visitor
  // shares them (docs/decisions/0020-public-response-caching.md). Anything viewer-specific added to
  // these answers must leave this cache.
  const resultPages = new PublicCache<ResultPage>({
    name: "search-results",
    ttlMs: options.publicCacheTtlMs ?? 0,
    staleMs: options.publicCacheTtlMs ?? 0,
    maxEntries: RESULT_PAGE_CACHE_ENTRIES,
  });
  const counts = new PublicCache<MatchCount>({
    name: "search-counts",
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

  routes.get(
    "/properties",
    {
      operationId: "listListings",
      summary: "Published listings, featured first then newest",
      access: "public",
      query: listListingsQuerySchema,
      responses: { 200: pagedList(listingSummaryDocumentSchema, "Listings", [exampleListingSummary]) },
    },
    async (input, req, res) => {
      const query = input.query;
      await sendResultPage(req, res, { ...query, sort: "featured" });
    },
  );

  routes.get(
    "/properties/search",
    {
      operationId: "searchListings",
      summary: "Search published listings",
      description:
        'Full text: `search` finds every word (stemmed, English or Arabic) and every "quoted phrase" in title, location, emirate, description and amenities, the last word also as the start of one (while typing); Arabic names of emirates, locations and types read as the English ones. `sort=relevance` (only with words in `search`) ranks the newest 500 matches by how well they match, title and place first, then the rest newest first. `location` takes up to 5 location names (English or Arabic), comma-separated, any of them; `amenities` amenity names, comma-separated, all of them; `addedWithin` 1, 3, 7, 14 or 30 days since first published; `bbox` west,south,east,north, `near` lat,lng,km (km at most 50) and `polygon` lng,lat;lng,lat;… (3 to 40 corners inside the UAE, not all on one line; closed without repeating the first) in WGS 84 degrees. `emirate` takes the name, slug or Arabic name, `propertyType` the value or Arabic name; answers are in English either way; ' +
        `\`beds=${BEDS_OR_MORE}\` and \`baths=${BEDS_OR_MORE}\` mean ${BEDS_OR_MORE} or more; ` +
        "`all` or empty means no filter. Cross-field rules (400 otherwise): `minPrice` ≤ `maxPrice`, `minSqft` ≤ `maxSqft`.",
      access: "public",
      query: searchListingsQuerySchema,
      responses: {
        200: pagedList(listingSummaryDocumentSchema, "Matching listings", [exampleListingSummary]),
      },
    },
    async (input, req, res) => {
      await sendResultPage(req, res, input.query);
    },
  );

  // Facet counts: the same filters' counts for a minute like the search counts, cleared by any write.
  const facetCounts = new PublicCache<string>({
    name: "facet-counts",
    ttlMs: resultPages.enabled ? COUNT_CACHE_TTL_MS : 0,
    maxEntries: COUNT_CACHE_ENTRIES,
  });
  routes.get(
    "/properties/facets",
    {
      operationId: "listingFacets",
      summary: "Counts of the search's matches by location and by property type",
      description:
        "Takes the filters of `/properties/search` (400 for the same bad values; paging and order are ignored). Each dimension is counted with every other filter applied but its own: with `location=Dubai Marina`, `locations` still counts every location, and `propertyTypes` counts Dubai Marina's listings. Options without a match are left out; most first.",
      access: "public",
      query: searchListingsQuerySchema,
      responses: {
        200: json(listingFacetsSchema.meta({ id: "ListingFacets" }), "Counts", {
          locations: [
            { name: "Dubai Marina", count: 1204 },
            { name: "Jumeirah Lake Towers (JLT)", count: 311 },
          ],
          propertyTypes: [
            { type: "Apartment", count: 1409 },
            { type: "Penthouse", count: 106 },
          ],
        }),
      },
    },
    async (input, req, res) => {
      const { page: _page, limit: _limit, sort: _sort, ...filters } = input.query;
      const body = await facetCounts.getOrCompute(`${req.site.key} ${JSON.stringify(filters)}`, async () =>
        JSON.stringify(
          await service.listingFacets(db, { ...filters, page: 1, limit: 1, sort: "featured" }, req.site),
        ),
      );
      res.setHeader("Cache-Control", "no-cache");
      res.setHeader("ETag", weakEtagOf(body));
      res.type("json").send(body);
    },
  );

  // The map's clusters: shared by every visitor like the result pages, for as long, cleared by any write.
  const mapClusters = new PublicCache<string>({
    name: "map-clusters",
    ttlMs: options.publicCacheTtlMs ?? 0,
    staleMs: options.publicCacheTtlMs ?? 0,
    maxEntries: MAP_CLUSTER_CACHE_ENTRIES,
  });
  routes.get(
    "/properties/map-clusters",
    {
      operationId: "listMapClusters",
      summary: "Every match of a search in the map's view, counted per grid cell",
      description:
        `Takes the filters of \`/properties/search\` (400 for the same bad values; no paging or order), with the view required: \`bbox\` (west,south,east,north) and \`zoom\` (the map's zoom, floored: a whole number from 0 to ${MAX_MAP_ZOOM}). The view is cut into square cells of 360 / 2^zoom × ${MAP_CLUSTER_CELL_PIXELS} / 256 degrees (about ${MAP_CLUSTER_CELL_PIXELS} screen pixels) from 0° longitude and latitude; each cell with matches is one cluster at its matches' average position, with their count, and, when it holds one listing, that listing's \`id\`, \`price\` and \`priceType\` (null otherwise). ` +
        `At most ${MAX_MAP_CLUSTERS} cells, most matches first; \`total\` counts every match in the view (the counts add up to it unless cells were left out). Public listings with coordinates of the request's site only, as the search.`,
      access: "public",
      query: mapClustersQuerySchema,
      responses: {
        200: json(mapClustersSchema.meta({ id: "MapClusters" }), "The view's clusters, fullest first", {
          clusters: [
            { latitude: 25.0811, longitude: 55.1398, count: 214, id: null, price: null, priceType: null },
            { latitude: 25.1972, longitude: 55.2744, count: 96, id: null, price: null, priceType: null },
            { latitude: 25.0935, longitude: 55.1562, count: 1, id: 1042, price: 95_000, priceType: "rent" },
          ],
          total: 311,
        }),
      },
    },
    async (input, req, res) => {
      const query = input.query;
      const body = await mapClusters.getOrCompute(`${req.site.key} ${JSON.stringify(query)}`, async () =>
        JSON.stringify(await service.getMapClusters(db, query, req.site)),
      );
      res.setHeader("Cache-Control", "no-cache");
      res.setHeader("ETag", weakEtagOf(body));
      res.type("json").send(body);
    },
  );

  /**
   * A read of one listing's data, with the listing's own visibility: public on this site, or the viewer's
   * own in any status; a 404 otherwise.
   */
  const getOfOneListing = (
    path: string,
    { ok, ...contract }: Omit<RouteContract, "access" | "responses"> & { ok: ResponseConfig },
    read: ReadOfOneListing<unknown>,
  ) =>
    routes.get(
      path,
      {
        ...contract,
        access: "optional-session",
        params: listingIdParamsSchema,
        responses: { 200: ok, 404: listingNotFound },
      },
      async (input, req, res) => {
        const { id } = input.params;
        res.json(await read(db, id, req.site, req.user?.id));
      },
    );

  getOfOneListing(
    "/properties/:id",
    {
      operationId: "getListing",
      summary: "One listing with its agent card",
      description: "Its owner also gets drafts and withdrawn listings, with their page views (`views`).",
      ok: json(listingDocumentSchema, "The listing", exampleListing),
    },
    service.getListing,
  );

  /**
   * A read about a public listing that is the same for every visitor, shared for a minute (any write clears
   * it): computed as an anonymous visitor sees it. Only a listing the public cannot see (the viewer's own
   * draft) is read again for the viewer, and never kept.
   */
  const sharedForPublicListings = <V>(name: string, read: ReadOfOneListing<V>): ReadOfOneListing<V> => {
    const answers = sharedAnswerCache<V>(name, options.publicCacheTtlMs ?? 0);
    return async (db, id, site, viewerId) => {
      try {
        return await answers.getOrCompute(`${site.key} ${id}`, () => read(db, id, site, undefined));
      } catch (error) {
        if (viewerId === undefined || !(error instanceof AppError) || error.status !== 404) throw error;
        return read(db, id, site, viewerId);
      }
    };
  };

  getOfOneListing(
    "/properties/:id/similar",
    {
      operationId: "listSimilarListings",
      summary: "Up to 6 similar public listings",
      description:
        "Same purpose, emirate and category, priced within ±25%, never the listing itself. The same community first, then the rest of the emirate; within each, the same type with beds within one and size within ±30% first, then looser matches (size, then beds, then type relaxed), then by beds difference and price ratio. Not found like the listing itself.",
      ok: json(z.array(listingSummaryDocumentSchema), "Similar listings", [exampleListingSummary]),
    },
    sharedForPublicListings("similar-listings", service.getSimilarListings),
  );

  getOfOneListing(
    "/properties/:id/price-history",
    {
      operationId: "getPriceHistory",
      summary: "The listing's prices, oldest first",
      description:
        "The first entry is the price it was listed at (its createdAt); each later one a price change.",
      ok: json(priceHistorySchema, "Prices and when each took effect", examplePriceHistory),
    },
    sharedForPublicListings("price-history", service.getPriceHistory),
  );

  routes.post(
    "/properties",
    {
      operationId: "createListing",
      summary: "Create a listing (a draft unless status is published)",
      description:
        "Publishing in Dubai and Abu Dhabi needs a permit number; `images` take only the owner's uploads. Answers with Location. With an Idempotency-Key, a repeated request gets the first answer and creates nothing.",
      access: "session",
      body: { schema: createListingInputSchema, description: "Listing fields", example: listingInputExample },
      responses: {
        201: {
          ...json(listingDocumentSchema, "Created", exampleListing),
          headers: z.object({ Location: z.string().meta({ description: "/api/properties/{id}" }) }),
        },
        409: permitInUse,
      },
    },
    requireAuth,
    checkInput(),
    idempotent(db, "POST /api/properties"),
    async (input, req, res) => {
      const listing = await service.createListing(db, req.user!, input.body, req.site);
      res.status(201).location(`/api/properties/${listing.id}`).json(listing);
    },
  );

  routes.patch(
    "/properties/:id",
    {
      operationId: "updateListing",
      summary: "Change your listing",
      description:
        "Fields not sent never change; an empty body is a 400. The publishing rules are checked on the listing as it will be after the change.",
      access: "session",
      params: listingIdParamsSchema,
      body: {
        schema: updateListingInputSchema,
        description: "Fields to change",
        example: { price: 4_100_000, status: "under-offer" },
      },
      responses: {
        200: json(listingDocumentSchema, "Updated", exampleListing),
        403: notTheOwner,
        404: listingNotFound,
        409: errorResponse(
          "A status change while moderators hold the listing (hidden for review or removed); or a permit number another active listing advertises (one permit, one advert: `fieldErrors.permitNumber`)",
          {
            message: "This listing was removed by moderators; its status cannot change",
            code: "conflict",
            fieldErrors: { status: ["Moderators decide this listing's status"] },
          },
        ),
      },
    },
    requireAuth,
    checkInput("params"),
    // Ownership before the body: a stranger gets 403 whatever they send (docs/api.md §Errors). The params
    // are checked above (checkInput stores them in res.locals); the body is checked after this.
    async (req, res, next) => {
      await service.assertOwnsListing(db, (res.locals.params as { id: number }).id, req.user!.id);
      next();
    },
    async ({ params, body }, req, res) => {
      res.json(await service.updateListing(db, params.id, req.user!.id, body, req.site));
    },
  );

  routes.delete(
    "/properties/:id",
    {
      operationId: "deleteListing",
      summary: "Delete your listing",
      access: "session",
      params: listingIdParamsSchema,
      responses: { 204: { description: "Deleted" }, 403: notTheOwner, 404: listingNotFound },
    },
    requireAuth,
    async (input, req, res) => {
      const { id } = input.params;
      await service.deleteListing(db, id, req.user!.id);
      res.status(204).end();
    },
  );

  routes.get(
    "/my/properties",
    {
      operationId: "listMyListings",
      summary: "Your listings in every status, with views, enquiry counts and the latest featured order",
      access: "session",
      query: pagingQuerySchema,
      responses: {
        200: pagedList(myListingSchema.meta({ id: "MyListing" }), "Your listings", [exampleMyListing]),
      },
    },
    requireAuth,
    async (input, req, res) => {
      const query = input.query;
      sendPage(req, res, query, await service.listMyListings(db, req.user!.id, query, req.site));
    },
  );

  return routes.router;
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
  const routes = documentedRouter(LISTINGS_TAG);
  routes.post(
    "/properties/:id/views",
    {
      operationId: "countListingView",
      summary: "Count a page view",
      description:
        "Answered at once; counts are saved in batches. Bots, prefetches and a viewer's repeat views within 30 minutes are not counted.",
      access: "public",
      params: listingIdParamsSchema,
      responses: { 202: { description: "Accepted" } },
    },
    (input, req, res) => {
      const { id } = input.params;
      const purpose = req.get("sec-purpose") ?? req.get("purpose");
      if (!isAutomatedView(req.get("user-agent"), purpose)) counter.record(id, viewerKeyOf(req));
      res.status(202).end();
    },
  );
  return routes.router;
}
