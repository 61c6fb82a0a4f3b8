import { z } from "zod";
import { favouriteParamsSchema } from "@shared/favourite";
import { pagingQuerySchema } from "@shared/listing";
import { errorResponse, json, pagedList, type ApiDescription } from "./api-description";
import { exampleListing, exampleListingSummary } from "./examples";
import { listingSummarySchema } from "./listings.openapi";

/** server/features/favourites/favourites.routes.ts: a signed-in user's saved listings. */
export function describeFavouritesApi(api: ApiDescription) {
  const favourites = api.feature({
    name: "Favourites",
    description: "Saved listings of a signed-in user (guests keep theirs in the browser)",
  });

  favourites.operation({
    method: "get",
    path: "/api/favourites",
    operationId: "listFavourites",
    summary: "Your saved listings still public on this site, newest saved first",
    access: "session",
    query: pagingQuerySchema,
    responses: { 200: pagedList(listingSummarySchema, "Saved listings", [exampleListingSummary]) },
  });
  favourites.operation({
    method: "get",
    path: "/api/favourites/ids",
    operationId: "listFavouriteIds",
    summary: "Ids of your saved listings, newest saved first",
    access: "session",
    responses: { 200: json(z.array(z.number().int()), "Listing ids", [exampleListing.id]) },
  });
  favourites.operation({
    method: "put",
    path: "/api/favourites/{propertyId}",
    operationId: "saveFavourite",
    summary: "Save a listing (idempotent)",
    access: "session",
    params: favouriteParamsSchema,
    responses: {
      204: { description: "Saved" },
      404: errorResponse("No such listing public on this site", {
        message: "Listing not found",
        code: "not_found",
      }),
    },
  });
  favourites.operation({
    method: "delete",
    path: "/api/favourites/{propertyId}",
    operationId: "removeFavourite",
    summary: "Remove a saved listing (idempotent: removing one not saved answers the same)",
    access: "session",
    params: favouriteParamsSchema,
    responses: { 204: { description: "Removed" } },
  });
}
