import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { apiErrorSchema } from "@shared/api";
import {
  createListingInputSchema,
  listingIdParamsSchema,
  listingSchema,
  listListingsQuerySchema,
  pagingQuerySchema,
  searchListingsQuerySchema,
  updateListingInputSchema,
} from "@shared/listing";
import { loginInputSchema, registerInputSchema, userSchema } from "@shared/user";
import {
  enquiryIdParamsSchema,
  enquiryInputSchema,
  enquirySchema,
  markEnquiryInputSchema,
  myEnquiriesQuerySchema,
  myEnquirySchema,
} from "@shared/enquiry";
import { priceHistorySchema } from "@shared/listing-detail";

/**
 * The OpenAPI 3.1 description, generated from the same shared zod schemas that validate requests, so it
 * cannot drift from what the server accepts.
 */
export function buildOpenApiDocument(serverUrl: string) {
  const registry = new OpenAPIRegistry();
  // Named components via zod's own metadata: no prototype patching, so schema creation order is irrelevant.
  const error = apiErrorSchema.meta({ id: "Error" });
  const user = userSchema.meta({ id: "User" });
  const listing = listingSchema.meta({ id: "Listing" });
  const listingSummary = listingSchema
    .omit({ agent: true, description: true })
    .meta({ id: "ListingSummary" });

  const json = <T extends z.ZodType>(schema: T, description: string) => ({
    description,
    content: { "application/json": { schema } },
  });
  const errors = {
    400: json(error, "Invalid input; `fieldErrors` names each wrong field"),
    401: json(error, "Not signed in"),
    403: json(error, "Not the owner"),
    404: json(error, "Not found"),
    429: json(error, "Too many requests"),
  };
  const pagedHeaders = z.object({
    "X-Total-Count": z.string().meta({ description: "Number of matching rows" }),
    Link: z.string().meta({ description: 'RFC 8288 links with rel="next", "prev", "first", "last"' }),
  });
  const pagedList = (description: string) => ({
    ...json(z.array(listingSummary), description),
    headers: pagedHeaders,
  });

  registry.registerPath({
    method: "get",
    path: "/api/user",
    summary: "The signed-in user",
    responses: { 200: json(user, "The current user"), 401: errors[401] },
  });
  registry.registerPath({
    method: "post",
    path: "/api/register",
    summary: "Create an account and sign in",
    request: { body: json(registerInputSchema, "New account") },
    responses: {
      201: json(user, "Created and signed in"),
      400: errors[400],
      409: json(error, "Username or email taken"),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/login",
    summary: "Sign in with username or email",
    request: { body: json(loginInputSchema, "Credentials") },
    responses: {
      200: json(user, "Signed in"),
      400: errors[400],
      401: json(error, "Invalid username or password"),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/logout",
    summary: "Sign out and destroy the session",
    responses: { 200: json(z.object({ message: z.string() }), "Signed out") },
  });
  registry.registerPath({
    method: "get",
    path: "/api/properties",
    summary: "Published listings, featured first then newest",
    request: { query: listListingsQuerySchema },
    responses: { 200: pagedList("Listings"), 400: errors[400] },
  });
  registry.registerPath({
    method: "get",
    path: "/api/properties/search",
    summary: "Search published listings",
    description:
      "`search` matches every word in title, location or emirate; `emirate` takes the name or slug; `beds=5` means 5 or more; `all` or empty means no filter.",
    request: { query: searchListingsQuerySchema },
    responses: { 200: pagedList("Matching listings"), 400: errors[400] },
  });
  registry.registerPath({
    method: "get",
    path: "/api/properties/{id}",
    summary: "One listing with its agent card",
    request: { params: listingIdParamsSchema },
    responses: { 200: json(listing, "The listing"), 400: errors[400], 404: errors[404] },
  });
  registry.registerPath({
    method: "post",
    path: "/api/properties",
    summary: "Create a listing (a draft unless status is published)",
    request: { body: json(createListingInputSchema, "Listing fields") },
    responses: { 201: json(listing, "Created"), 400: errors[400], 401: errors[401] },
  });
  registry.registerPath({
    method: "patch",
    path: "/api/properties/{id}",
    summary: "Change your listing",
    request: { params: listingIdParamsSchema, body: json(updateListingInputSchema, "Fields to change") },
    responses: {
      200: json(listing, "Updated"),
      400: errors[400],
      401: errors[401],
      403: errors[403],
      404: errors[404],
    },
  });
  registry.registerPath({
    method: "delete",
    path: "/api/properties/{id}",
    summary: "Delete your listing",
    request: { params: listingIdParamsSchema },
    responses: { 204: { description: "Deleted" }, 401: errors[401], 403: errors[403], 404: errors[404] },
  });
  registry.registerPath({
    method: "get",
    path: "/api/my/properties",
    summary: "Your listings in every status",
    request: { query: pagingQuerySchema },
    responses: { 200: pagedList("Your listings"), 401: errors[401] },
  });

  // --- Listing detail: similar listings, price history, page views, enquiries ---
  const enquiry = enquirySchema.meta({ id: "Enquiry" });
  const myEnquiry = myEnquirySchema.meta({ id: "MyEnquiry" });
  registry.registerPath({
    method: "get",
    path: "/api/properties/{id}/similar",
    summary: "Up to 6 similar public listings",
    description:
      "Same purpose, emirate and category, priced within ±30%; the same property type first, then the closest price. Not found like the listing itself.",
    request: { params: listingIdParamsSchema },
    responses: {
      200: json(z.array(listingSummary), "Similar listings"),
      400: errors[400],
      404: errors[404],
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/properties/{id}/price-history",
    summary: "The listing's prices, oldest first",
    description: "The first entry is the price it was listed at (its createdAt); each later one a price change.",
    request: { params: listingIdParamsSchema },
    responses: {
      200: json(priceHistorySchema, "Prices and when each took effect"),
      400: errors[400],
      404: errors[404],
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/properties/{id}/views",
    summary: "Count a page view",
    description:
      "Answered at once; counts are saved in batches. Bots, prefetches and a viewer's repeat views within 30 minutes are not counted.",
    request: { params: listingIdParamsSchema },
    responses: { 202: { description: "Accepted" }, 400: errors[400] },
  });
  registry.registerPath({
    method: "post",
    path: "/api/properties/{id}/enquiries",
    summary: "Send an enquiry to the listing's agent or owner",
    description: "Signed in or not. Limited to 10 enquiries per 10 minutes from one address.",
    request: { params: listingIdParamsSchema, body: json(enquiryInputSchema, "The enquiry") },
    responses: {
      201: json(enquiry, "Stored"),
      400: errors[400],
      404: errors[404],
      429: errors[429],
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/my/enquiries",
    summary: "Enquiries about your listings, newest first",
    request: { query: myEnquiriesQuerySchema },
    responses: {
      200: { ...json(z.array(myEnquiry), "Enquiries"), headers: pagedHeaders },
      400: errors[400],
      401: errors[401],
    },
  });
  registry.registerPath({
    method: "patch",
    path: "/api/my/enquiries/{id}",
    summary: "Mark an enquiry read or unread",
    request: { params: enquiryIdParamsSchema, body: json(markEnquiryInputSchema, "Read state") },
    responses: {
      200: json(myEnquiry, "Updated"),
      400: errors[400],
      401: errors[401],
      403: errors[403],
      404: errors[404],
    },
  });

  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "UAE Property Markets API",
      version: "1.0.0",
      description:
        "Listings, search and accounts. Errors are `{ message, code?, fieldErrors? }`. Sessions use a cookie.",
    },
    servers: [{ url: serverUrl }],
  });
}
