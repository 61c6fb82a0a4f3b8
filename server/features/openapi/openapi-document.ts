import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
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
import { contactInputSchema, contactReceiptSchema } from "@shared/contact";
import { favouriteParamsSchema } from "@shared/favourite";
import { subscribeInputSchema } from "@shared/newsletter";
import { confirmPasswordResetSchema, requestPasswordResetSchema } from "@shared/password-reset";
import { loginInputSchema, registerInputSchema, userSchema } from "@shared/user";
import { agencySchema, agentIdParamsSchema, agentSchema, agentsQuerySchema } from "@shared/agent";
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
import {
  enquiryIdParamsSchema,
  enquiryInputSchema,
  enquirySchema,
  markEnquiryInputSchema,
  myEnquiriesQuerySchema,
  myEnquirySchema,
} from "@shared/enquiry";
import { priceHistorySchema } from "@shared/listing-detail";
import { changePasswordInputSchema } from "@shared/account";
import { featuredOrderSchema, upgradeInputSchema, upgradeResultSchema } from "@shared/featured-plans";
import { MAX_UPLOAD_MB, PHOTO_FIELD } from "@shared/media";
import { apiErrorSchema, uploadedPhotoSchema } from "./response-schemas";
import { confirmResultSchema, myListingSchema } from "@shared/my-listing";

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
    "X-Total-Count-Estimated": z
      .literal("true")
      .optional()
      .meta({ description: "Present when X-Total-Count is an estimate (large results): show it as about N" }),
    Link: z.string().meta({ description: 'RFC 8288 links with rel="next", "prev", "first", "last"' }),
  });
  /** A page of `item`s (listing summaries unless said) with the total and paging links in headers. */
  const pagedList = (description: string, item: z.ZodType = listingSummary) => ({
    ...json(z.array(item), description),
    headers: pagedHeaders,
  });
  /** The shared error responses of these statuses, to spread into `responses`. */
  const errorsFor = (...statuses: (keyof typeof errors)[]) =>
    Object.fromEntries(statuses.map((status) => [status, errors[status]]));

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
    responses: { 200: json(listing, "The listing"), ...errorsFor(400, 404) },
  });
  registry.registerPath({
    method: "post",
    path: "/api/properties",
    summary: "Create a listing (a draft unless status is published)",
    request: { body: json(createListingInputSchema, "Listing fields") },
    responses: { 201: json(listing, "Created"), ...errorsFor(400, 401) },
  });
  registry.registerPath({
    method: "patch",
    path: "/api/properties/{id}",
    summary: "Change your listing",
    request: { params: listingIdParamsSchema, body: json(updateListingInputSchema, "Fields to change") },
    responses: {
      200: json(listing, "Updated"),
      ...errorsFor(400, 401, 403, 404),
    },
  });
  registry.registerPath({
    method: "delete",
    path: "/api/properties/{id}",
    summary: "Delete your listing",
    request: { params: listingIdParamsSchema },
    responses: { 204: { description: "Deleted" }, ...errorsFor(401, 403, 404) },
  });
  registry.registerPath({
    method: "get",
    path: "/api/my/properties",
    summary: "Your listings in every status, with views, enquiry counts and the latest featured order",
    request: { query: pagingQuerySchema },
    responses: {
      200: pagedList("Your listings", myListingSchema.meta({ id: "MyListing" })),
      401: errors[401],
    },
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
      ...errorsFor(400, 404),
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/properties/{id}/price-history",
    summary: "The listing's prices, oldest first",
    description:
      "The first entry is the price it was listed at (its createdAt); each later one a price change.",
    request: { params: listingIdParamsSchema },
    responses: {
      200: json(priceHistorySchema, "Prices and when each took effect"),
      ...errorsFor(400, 404),
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
      ...errorsFor(400, 404, 429),
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/my/enquiries",
    summary: "Enquiries about your listings, newest first",
    request: { query: myEnquiriesQuerySchema },
    responses: {
      200: pagedList("Enquiries", myEnquiry),
      ...errorsFor(400, 401),
    },
  });
  registry.registerPath({
    method: "patch",
    path: "/api/my/enquiries/{id}",
    summary: "Mark an enquiry read or unread",
    request: { params: enquiryIdParamsSchema, body: json(markEnquiryInputSchema, "Read state") },
    responses: {
      200: json(myEnquiry, "Updated"),
      ...errorsFor(400, 401, 403, 404),
    },
  });

  // --- Places, agents and tools: market figures, category listings, transactions, agents ---
  const marketSummary = marketSummarySchema.meta({ id: "MarketSummary" });
  const priceIndex = priceIndexSchema.meta({ id: "PriceIndex" });
  const transaction = transactionSchema.meta({ id: "Transaction" });
  const agent = agentSchema.meta({ id: "Agent" });
  const agency = agencySchema.meta({ id: "Agency" });
  const dubaiScoped = "On a Dubai-scoped site only Dubai data is counted, whatever the query asks.";
  registry.registerPath({
    method: "get",
    path: "/api/market/summary",
    summary: "Live figures of public listings: counts and median prices, overall and by type",
    description: `Medians are the 50th percentile (percentile_cont) of the price; rents are per year; null when nothing matches. \`location\` takes the name or the area slug (\`jbr\` included); \`category\` takes residential, commercial or a curated category slug. ${dubaiScoped}`,
    request: { query: marketSummaryQuerySchema },
    responses: { 200: json(marketSummary, "Figures"), 400: errors[400] },
  });
  registry.registerPath({
    method: "get",
    path: "/api/market/emirates",
    summary: "Public listings per emirate",
    description: "All seven emirates in order; a Dubai-scoped site answers Dubai alone.",
    responses: { 200: json(z.array(emirateCountSchema), "Counts per emirate") },
  });
  registry.registerPath({
    method: "get",
    path: "/api/market/locations",
    summary: "Public listings per location",
    description: "All 58 locations with their area slugs; a Dubai-scoped site answers Dubai's 26.",
    responses: { 200: json(z.array(locationCountSchema), "Counts per location") },
  });
  registry.registerPath({
    method: "get",
    path: "/api/market/listings",
    summary: "Public listings of one exact location, emirate and/or category",
    description: `Unlike the word search, \`location\` matches one location exactly (Jumeirah is not Palm Jumeirah). ${dubaiScoped}`,
    request: { query: placeListingsQuerySchema },
    responses: { 200: pagedList("Listings"), 400: errors[400] },
  });
  registry.registerPath({
    method: "get",
    path: "/api/properties/category/{slug}",
    summary: "Public listings of a curated category",
    description: `${CURATED_CATEGORIES.map((c) => `\`${c.slug}\`: ${c.rule}`).join("; ")}. Homes only (residential listings). ${dubaiScoped}`,
    request: { params: categoryParamsSchema, query: categoryListingsQuerySchema },
    responses: { 200: pagedList("Listings"), 400: errors[400], 404: json(error, "No such category") },
  });
  registry.registerPath({
    method: "get",
    path: "/api/market/price-index",
    summary: "Monthly price index from sale transactions",
    description: `Median price per sq ft per month, rebased to 100 at each series' first month. Without \`propertyType\`: a series of the four home types together (propertyType null) and one per type. \`isSample\` is true while the transactions are sample data. ${dubaiScoped}`,
    request: { query: priceIndexQuerySchema },
    responses: { 200: json(priceIndex, "The index"), 400: errors[400] },
  });
  registry.registerPath({
    method: "get",
    path: "/api/market/transactions",
    summary: "Sold prices: sale transactions, newest first",
    description: `\`location\` matches every word in the location name; \`beds=5\` means 5 or more; \`from\`/\`to\` are inclusive dates. ${dubaiScoped}`,
    request: { query: transactionsQuerySchema },
    responses: {
      200: pagedList("Transactions", transaction),
      400: errors[400],
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/agents",
    summary: "Agents with live listing counts, most listings first",
    description:
      "`search` matches every word in the agent's or agency's name; `area` takes a location name or slug; `language` matches any language the agent lists, ignoring case. A Dubai-scoped site lists agents of Dubai agencies only.",
    request: { query: agentsQuerySchema },
    responses: {
      200: pagedList("Agents", agent),
      400: errors[400],
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/agents/{id}",
    summary: "One agent",
    request: { params: agentIdParamsSchema },
    responses: { 200: json(agent, "The agent"), ...errorsFor(400, 404) },
  });
  registry.registerPath({
    method: "get",
    path: "/api/agents/{id}/listings",
    summary: "The agent's public listings, featured first then newest",
    request: { params: agentIdParamsSchema, query: pagingQuerySchema },
    responses: { 200: pagedList("Listings"), ...errorsFor(400, 404) },
  });
  registry.registerPath({
    method: "get",
    path: "/api/agencies",
    summary: "Agencies with their number of agents and live listings",
    description: "A Dubai-scoped site lists Dubai agencies only.",
    responses: { 200: json(z.array(agency), "Agencies") },
  });

  // --- Listings: uploads, dashboard, upgrades, account ---
  const message = z.object({ message: z.string() });
  registry.registerPath({
    method: "post",
    path: "/api/uploads",
    summary: "Upload one listing photo",
    description: `One file per request in the multipart field \`${PHOTO_FIELD}\` (at most ${MAX_UPLOAD_MB} MB). The type is read from the content: JPEG, PNG, WebP, AVIF, HEIC (when the server's decoder supports it) or the first frame of a GIF. The photo is turned upright, stripped of all metadata and stored as WebP 400, 800 and 1600 pixels wide (never enlarged) under a random name. \`url\` is the largest variant, the value a listing's \`images\` takes; a listing may only use its owner's uploads.`,
    request: {
      body: {
        description: "The photo",
        content: {
          "multipart/form-data": {
            schema: z.object({
              [PHOTO_FIELD]: z.string().meta({ format: "binary", description: "The image file" }),
            }),
          },
        },
      },
    },
    responses: {
      201: json(uploadedPhotoSchema.meta({ id: "UploadedPhoto" }), "Stored; served with a one-year cache"),
      400: json(error, "No file, another field name or more than one file"),
      401: errors[401],
      413: json(error, "`{filename} is larger than 10 MB`"),
      415: json(error, "`{filename} is not a JPEG, PNG, WebP, AVIF or HEIC image`"),
      429: errors[429],
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/properties/{id}/confirm",
    summary: "Confirm your listing is still available",
    description:
      "Sets `confirmedAt` to now. Real listings not confirmed for 30 days are left out of public search and lists until confirmed again.",
    request: { params: listingIdParamsSchema },
    responses: {
      200: json(confirmResultSchema, "Confirmed"),
      ...errorsFor(400, 401, 403, 404),
    },
  });
  const featuredOrder = featuredOrderSchema.meta({ id: "FeaturedOrder" });
  registry.registerPath({
    method: "post",
    path: "/api/properties/{id}/upgrade",
    summary: "Feature your published listing for 7 or 30 days",
    description:
      "Records an order through the payment provider (built in: payable by invoice, active at once). The listing is featured until the plan ends; buying while a plan runs extends it from its end.",
    request: { params: listingIdParamsSchema, body: json(upgradeInputSchema, "The plan") },
    responses: {
      201: json(upgradeResultSchema, "Ordered"),
      400: json(error, "Unknown plan, or the listing is not published"),
      ...errorsFor(401, 403, 404),
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/properties/{id}/orders",
    summary: "Featured orders of your listing, newest first",
    request: { params: listingIdParamsSchema },
    responses: {
      200: json(z.array(featuredOrder), "Orders"),
      ...errorsFor(400, 401, 403, 404),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/account/password",
    summary: "Change your password",
    description: "Every other session of the user is ended; this one stays signed in.",
    request: { body: json(changePasswordInputSchema, "Current and new password") },
    responses: {
      200: json(message.extend({ otherSessionsEnded: z.number().int() }), "Changed"),
      400: json(error, "Invalid input, or `fieldErrors.currentPassword` when the current password is wrong"),
      ...errorsFor(401, 429),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/account/sign-out-everywhere",
    summary: "End every session of your account, this one included",
    responses: {
      200: json(message.extend({ sessionsEnded: z.number().int() }), "Signed out everywhere"),
      401: errors[401],
    },
  });

  registry.registerPath({
    method: "get",
    path: "/api/favourites",
    summary: "Your saved listings still public on this site, newest saved first",
    request: { query: pagingQuerySchema },
    responses: { 200: pagedList("Saved listings"), 401: errors[401] },
  });
  registry.registerPath({
    method: "get",
    path: "/api/favourites/ids",
    summary: "Ids of your saved listings, newest saved first",
    responses: { 200: json(z.array(z.number().int()), "Listing ids"), 401: errors[401] },
  });
  for (const method of ["put", "delete"] as const) {
    registry.registerPath({
      method,
      path: "/api/favourites/{propertyId}",
      summary: method === "put" ? "Save a listing (idempotent)" : "Remove a saved listing (idempotent)",
      request: { params: favouriteParamsSchema },
      responses: { 204: { description: "Done" }, ...errorsFor(400, 401, 404) },
    });
  }
  registry.registerPath({
    method: "post",
    path: "/api/newsletter",
    summary: "Subscribe to the monthly market update; subscribing again answers the same",
    request: { body: json(subscribeInputSchema, "Email") },
    responses: {
      200: json(z.object({ message: z.string() }), "Subscribed"),
      ...errorsFor(400, 429),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/password-reset/request",
    summary: "Email a one-time reset link; the same answer whether or not the email has an account",
    request: { body: json(requestPasswordResetSchema, "Email") },
    responses: {
      200: json(z.object({ message: z.string() }), "Requested"),
      ...errorsFor(400, 429),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/password-reset/confirm",
    summary: "Set a new password with the link's token (once, within an hour); ends every session",
    request: { body: json(confirmPasswordResetSchema, "Token and new password") },
    responses: {
      200: json(z.object({ message: z.string() }), "Changed"),
      400: json(error, "Invalid input, or `fieldErrors.token` when the link expired or was used"),
      429: errors[429],
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/stats/overview",
    summary: "Live listing counts for the home page, within the site's scope",
    responses: {
      200: json(
        z.object({
          listings: z.number().int(),
          forSale: z.number().int(),
          forRent: z.number().int(),
          offPlan: z.number().int(),
          agents: z.number().int(),
          byEmirate: z.array(
            z.object({ emirate: z.string(), slug: z.string(), listingCount: z.number().int() }),
          ),
        }),
        "Counts",
      ),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/contact",
    summary: "Send a message to the team",
    request: { body: json(contactInputSchema, "The message") },
    responses: { 201: json(contactReceiptSchema, "Received"), ...errorsFor(400, 429) },
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
