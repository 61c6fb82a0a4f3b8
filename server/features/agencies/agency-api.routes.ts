import type { Router } from "express";
import { z } from "zod";
import {
  agencyListingCreateSchema,
  agencyListingSchema,
  agencyListingUpdateSchema,
  referenceParamsSchema,
} from "@shared/agency";
import { pagingQuerySchema } from "@shared/listing";
import type { AppContext } from "../../app-context";
import { AppError } from "../../lib/errors";
import { sendPage } from "../../lib/paging";
import { RATE_LIMITS, rateLimit } from "../../middleware/rate-limit";
import { errorResponse, json, pagedList } from "../../http/openapi/api-description";
import { documentedRouter } from "../../http/openapi/documented-router";
import { exampleListing } from "../../http/openapi/examples";
import * as agencyListings from "./agency-listings";
import { authenticateApiKey } from "./api-keys";

/**
 * The agency API (docs/decisions/0053; docs/api.md "Agency API"): an agency's systems create, read,
 * update and unpublish the agency's listings by their own reference numbers, with an API key. Mounted
 * before the session middleware: a cookie means nothing here, and a key means nothing anywhere else.
 */
const agencyListingDocument = agencyListingSchema.meta({ id: "AgencyListing" });

export const agencyListingCreateExample = {
  reference: "DXB-ARV-0042",
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
  agentBrn: "BRN-40213",
  status: "published",
};
const agencyListingUpdateExample = { price: 4_100_000, status: "under-offer" };
const exampleAgencyListing = { ...exampleListing, reference: "DXB-ARV-0042", source: "api" as const };

const notTheAgencys = errorResponse(
  "No listing with this reference number in the key's agency (another agency's listings are never visible)",
  { message: "Listing not found", code: "not_found" },
);

export function agencyApiRoutes({ db, rateLimits }: AppContext): Router {
  const routes = documentedRouter({
    name: "Agency API",
    description:
      "An agency's own systems (CRM, feed tools) manage the agency's listings by reference number with an API key (`Authorization: Bearer <key>`)",
  });
  const keyed = [authenticateApiKey(db), rateLimit(rateLimits, RATE_LIMITS.agencyApiKey)];

  routes.get(
    "/agency/listings",
    {
      operationId: "listAgencyListings",
      summary: "The agency's listings, any status, by reference number",
      access: "api-key",
      query: pagingQuerySchema,
      responses: { 200: pagedList(agencyListingDocument, "Listings", [exampleAgencyListing]) },
    },
    ...keyed,
    async (input, req, res) => {
      const query = input.query;
      sendPage(
        req,
        res,
        query,
        await agencyListings.listAgencyListings(db, req.apiKey!.agencyId, query, req.site),
      );
    },
  );

  routes.post(
    "/agency/listings",
    {
      operationId: "createAgencyListing",
      summary: "Create a listing of the agency under its reference number",
      description:
        "The listing API's create body (the same rules: permits, photos uploaded by the agency's admin, duplicate checks) with `reference`, the agency's own number for it, and optionally `agentBrn`, one of the agency's agents. A reference already used answers 409.",
      access: "api-key",
      body: {
        schema: agencyListingCreateSchema,
        description: "Listing fields with the agency's reference",
        example: agencyListingCreateExample,
      },
      responses: {
        201: {
          ...json(agencyListingDocument, "Created", exampleAgencyListing),
          headers: z.object({
            Location: z.string().meta({ description: "/api/agency/listings/{reference}" }),
          }),
        },
        409: errorResponse("The reference number is used, or the permit is on another active listing", {
          message: "A listing with this reference number exists: update it instead",
          code: "conflict",
          fieldErrors: {
            reference: ["This reference number is already used by one of the agency's listings"],
          },
        }),
      },
    },
    ...keyed,
    async (input, req, res) => {
      const body = input.body;
      const listing = await agencyListings.createAgencyListing(db, req.apiKey!.agencyId, body, req.site);
      res
        .status(201)
        .location(`/api/agency/listings/${encodeURIComponent(listing.reference)}`)
        .json(listing);
    },
  );

  routes.get(
    "/agency/listings/:reference",
    {
      operationId: "getAgencyListing",
      summary: "One of the agency's listings by reference number",
      access: "api-key",
      params: referenceParamsSchema,
      responses: {
        200: json(agencyListingDocument, "The listing", exampleAgencyListing),
        404: notTheAgencys,
      },
    },
    ...keyed,
    async (input, req, res) => {
      const { reference } = input.params;
      res.json(await agencyListings.getAgencyListing(db, req.apiKey!.agencyId, reference, req.site));
    },
  );

  routes.patch(
    "/agency/listings/:reference",
    {
      operationId: "updateAgencyListing",
      summary: "Change some fields of the agency's listing",
      description: "Only the fields sent change (the listing API's update body).",
      access: "api-key",
      params: referenceParamsSchema,
      body: {
        schema: agencyListingUpdateSchema,
        description: "The fields to change",
        example: agencyListingUpdateExample,
      },
      responses: {
        200: json(agencyListingDocument, "Updated", {
          ...exampleAgencyListing,
          price: 4_100_000,
          status: "under-offer",
        }),
        404: notTheAgencys,
        409: errorResponse("The permit is on another active listing, or moderators decide the status"),
      },
    },
    ...keyed,
    async (input, req, res) => {
      const { reference } = input.params;
      const body = input.body;
      res.json(await agencyListings.updateAgencyListing(db, req.apiKey!.agencyId, reference, body, req.site));
    },
  );

  routes.delete(
    "/agency/listings/:reference",
    {
      operationId: "unpublishAgencyListing",
      summary: "Take the agency's listing off the site (archived; PATCH status to publish it again)",
      access: "api-key",
      params: referenceParamsSchema,
      responses: {
        200: json(agencyListingDocument, "Unpublished", { ...exampleAgencyListing, status: "archived" }),
        404: notTheAgencys,
      },
    },
    ...keyed,
    async (input, req, res) => {
      const { reference } = input.params;
      res.json(await agencyListings.unpublishAgencyListing(db, req.apiKey!.agencyId, reference, req.site));
    },
  );

  // Nothing under the agency API's path falls through to the session routes after it (a request with a
  // key passed the Origin checks only because it is bound for these routes): anything else here is a 404.
  routes.router.use("/agency/listings", (_req, _res, next) => next(AppError.notFound("Not found")));
  return routes.router;
}
