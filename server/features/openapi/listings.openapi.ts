import { z } from "zod";
import {
  createListingInputSchema,
  listingIdParamsSchema,
  listingSchema,
  listListingsQuerySchema,
  pagingQuerySchema,
  searchListingsQuerySchema,
  updateListingInputSchema,
} from "@shared/listing";
import { priceHistorySchema } from "@shared/listing-detail";
import { myListingSchema } from "@shared/my-listing";
import { errorResponse, json, jsonBody, pagedList, type ApiDescription } from "./api-description";
import { idempotencyKeyHeaders, idempotencyResponses, idempotentReplayedHeader } from "./idempotency.openapi";
import { exampleListing, exampleListingSummary, exampleMyListing, examplePriceHistory } from "./examples";

export const listingDetailSchema = listingSchema.meta({ id: "Listing" });
/** A listing in lists: without its description and agent card. */
export const listingSummarySchema = listingSchema
  .omit({ agent: true, description: true })
  .meta({ id: "ListingSummary" });

const listingNotFound = errorResponse("No such listing, or not public on this site", {
  message: "Listing not found",
  code: "not_found",
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

/** server/features/listings/listings.routes.ts: search, detail and the owner's changes. */
export function describeListingsApi(api: ApiDescription) {
  const listings = api.feature({ name: "Listings", description: "Search, detail and an owner's listings" });

  listings.operation({
    method: "get",
    path: "/api/properties",
    operationId: "listListings",
    summary: "Published listings, featured first then newest",
    access: "public",
    query: listListingsQuerySchema,
    responses: { 200: pagedList(listingSummarySchema, "Listings", [exampleListingSummary]) },
  });
  listings.operation({
    method: "get",
    path: "/api/properties/search",
    operationId: "searchListings",
    summary: "Search published listings",
    description:
      "`search` matches every word in title, location or emirate; `emirate` takes the name or slug; `beds=5` means 5 or more; `all` or empty means no filter. Cross-field rules (400 otherwise): `minPrice` ≤ `maxPrice`, `minSqft` ≤ `maxSqft`.",
    access: "public",
    query: searchListingsQuerySchema,
    responses: { 200: pagedList(listingSummarySchema, "Matching listings", [exampleListingSummary]) },
  });
  listings.operation({
    method: "get",
    path: "/api/properties/{id}",
    operationId: "getListing",
    summary: "One listing with its agent card",
    description: "Its owner also gets drafts and withdrawn listings, with their page views (`views`).",
    access: "optional-session",
    params: listingIdParamsSchema,
    responses: { 200: json(listingDetailSchema, "The listing", exampleListing), 404: listingNotFound },
  });
  listings.operation({
    method: "post",
    path: "/api/properties",
    operationId: "createListing",
    summary: "Create a listing (a draft unless status is published)",
    description:
      "Publishing in Dubai and Abu Dhabi needs a permit number; `images` take only the owner's uploads. Answers with Location. With an Idempotency-Key, a repeated request gets the first answer and creates nothing.",
    access: "session",
    headers: idempotencyKeyHeaders,
    body: jsonBody(createListingInputSchema, "Listing fields", listingInputExample),
    responses: {
      201: {
        ...json(listingDetailSchema, "Created", exampleListing),
        headers: z.object({
          Location: z.string().meta({ description: "/api/properties/{id}" }),
          ...idempotentReplayedHeader,
        }),
      },
      ...idempotencyResponses,
    },
  });
  listings.operation({
    method: "patch",
    path: "/api/properties/{id}",
    operationId: "updateListing",
    summary: "Change your listing",
    description:
      "Fields not sent never change; an empty body is a 400. The publishing rules are checked on the listing as it will be after the change.",
    access: "session",
    params: listingIdParamsSchema,
    body: jsonBody(updateListingInputSchema, "Fields to change", { price: 4_100_000, status: "under-offer" }),
    responses: {
      200: json(listingDetailSchema, "Updated", exampleListing),
      403: notTheOwner,
      404: listingNotFound,
    },
  });
  listings.operation({
    method: "delete",
    path: "/api/properties/{id}",
    operationId: "deleteListing",
    summary: "Delete your listing",
    access: "session",
    params: listingIdParamsSchema,
    responses: { 204: { description: "Deleted" }, 403: notTheOwner, 404: listingNotFound },
  });
  listings.operation({
    method: "get",
    path: "/api/my/properties",
    operationId: "listMyListings",
    summary: "Your listings in every status, with views, enquiry counts and the latest featured order",
    access: "session",
    query: pagingQuerySchema,
    responses: {
      200: pagedList(myListingSchema.meta({ id: "MyListing" }), "Your listings", [exampleMyListing]),
    },
  });
  listings.operation({
    method: "get",
    path: "/api/properties/{id}/similar",
    operationId: "listSimilarListings",
    summary: "Up to 6 similar public listings",
    description:
      "Same purpose, emirate and category, priced within ±30%; the same property type first, then the closest price. Not found like the listing itself.",
    access: "optional-session",
    params: listingIdParamsSchema,
    responses: {
      200: json(z.array(listingSummarySchema), "Similar listings", [exampleListingSummary]),
      404: listingNotFound,
    },
  });
  listings.operation({
    method: "get",
    path: "/api/properties/{id}/price-history",
    operationId: "getPriceHistory",
    summary: "The listing's prices, oldest first",
    description:
      "The first entry is the price it was listed at (its createdAt); each later one a price change.",
    access: "optional-session",
    params: listingIdParamsSchema,
    responses: {
      200: json(priceHistorySchema, "Prices and when each took effect", examplePriceHistory),
      404: listingNotFound,
    },
  });
  listings.operation({
    method: "post",
    path: "/api/properties/{id}/views",
    operationId: "countListingView",
    summary: "Count a page view",
    description:
      "Answered at once; counts are saved in batches. Bots, prefetches and a viewer's repeat views within 30 minutes are not counted.",
    access: "public",
    params: listingIdParamsSchema,
    responses: { 202: { description: "Accepted" } },
  });
}
