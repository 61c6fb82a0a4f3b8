import { listingSchema, listingSummarySchema } from "@shared/listing";
import { errorResponse } from "./api-description";

/*
 * The listing shapes and answers that several routers' contracts share (listings, favourites, agents,
 * market, upgrades, dashboard), named once for the document's components.
 */

/** A listing with its description and agent card. */
export const listingDocumentSchema = listingSchema.meta({ id: "Listing" });
/** A listing in lists: without its description and agent card. */
export const listingSummaryDocumentSchema = listingSummarySchema.meta({ id: "ListingSummary" });

export const listingNotFound = errorResponse("No such listing, or not public on this site", {
  message: "Listing not found",
  code: "not_found",
});

/** An owner's action on a listing (confirm, upgrade, orders): the listing must exist and be theirs. */
export const ownerOnlyResponses = {
  403: errorResponse("Not the owner of the listing"),
  404: errorResponse("No such listing"),
};
