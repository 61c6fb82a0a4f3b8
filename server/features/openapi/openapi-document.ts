import { z } from "zod";
import { describeAccountApi } from "./account.openapi";
import { describeAgentsApi } from "./agents.openapi";
import { ApiDescription, json } from "./api-description";
import { describeAuthApi } from "./auth.openapi";
import { describeContactApi } from "./contact.openapi";
import { describeDashboardApi } from "./dashboard.openapi";
import { describeEnquiriesApi } from "./enquiries.openapi";
import { describeFavouritesApi } from "./favourites.openapi";
import { describeListingDraftsApi } from "./listing-drafts.openapi";
import { describeListingsApi } from "./listings.openapi";
import { describeMarketApi } from "./market.openapi";
import { describeNewsletterApi } from "./newsletter.openapi";
import { describePasswordResetApi } from "./password-reset.openapi";
import { describeStatsApi } from "./stats.openapi";
import { describeUploadsApi } from "./uploads.openapi";
import { describeUpgradesApi } from "./upgrades.openapi";

/**
 * The OpenAPI 3.1 description, generated from the same shared zod schemas that validate requests, so it
 * cannot drift from what the server accepts; the contract test (tests/contract) checks every response of
 * the API test suite against it. Each feature describes its own operations (`describe…Api`), one per
 * router, so each can move next to its router.
 */
export function buildOpenApiDocument(serverUrl: string) {
  return { ...describeWholeApi(), servers: [{ url: serverUrl }] };
}

let wholeApi: ReturnType<ApiDescription["generate"]> | undefined;

/** Every operation, generated once per process (tens of milliseconds of CPU). */
function describeWholeApi() {
  if (wholeApi) return wholeApi;
  const api = new ApiDescription();
  describeAuthApi(api);
  describeAccountApi(api);
  describeListingsApi(api);
  describeDashboardApi(api);
  describeListingDraftsApi(api);
  describeEnquiriesApi(api);
  describeUploadsApi(api);
  describeUpgradesApi(api);
  describeFavouritesApi(api);
  describeNewsletterApi(api);
  describePasswordResetApi(api);
  describeStatsApi(api);
  describeContactApi(api);
  describeMarketApi(api);
  describeAgentsApi(api);
  describeOpenApiDocument(api);
  wholeApi = api.generate({
    title: "UAE Property Markets API",
    version: "1.0.0",
    description:
      "Listings, search and accounts. Errors are `{ message, code?, fieldErrors? }`, `code` one of the Error schema's values. Sessions use a cookie (the `session` security scheme). State-changing requests from another site are refused (403), and are rate-limited (429 with Retry-After).",
  });
  return wholeApi;
}

/** This document itself: answered before the session store, so it never needs the database. */
function describeOpenApiDocument(api: ApiDescription) {
  api.feature({ name: "Documentation", description: "This description of the API" }).operation({
    method: "get",
    path: "/api/openapi.json",
    operationId: "getOpenApiDocument",
    summary: "This OpenAPI 3.1 document",
    description: "Built once per site; `servers` names the site's base URL.",
    access: "public",
    usesDatabase: false,
    responses: {
      200: json(
        z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
        "The document",
        {
          openapi: "3.1.0",
          paths: {},
        },
      ),
    },
  });
}

const documentsBySite = new Map<string, string>();

/** The document as JSON for a site's base URL, serialised once per configured site. */
export function openApiJsonFor(serverUrl: string): string {
  let json = documentsBySite.get(serverUrl);
  if (json === undefined) {
    json = JSON.stringify(buildOpenApiDocument(serverUrl));
    documentsBySite.set(serverUrl, json);
  }
  return json;
}
