import { z } from "zod";
import { featuredOrderSchema, upgradeInputSchema, upgradeResultSchema } from "@shared/featured-plans";
import { listingIdParamsSchema } from "@shared/listing";
import { errorResponse, json, jsonBody, type ApiDescription } from "./api-description";
import { exampleFeaturedOrder, exampleUpgradeResult } from "./examples";
import { idempotencyKeyHeaders, idempotencyResponses, idempotentReplayedHeader } from "./idempotency.openapi";

/** server/features/upgrades/upgrades.routes.ts: featured upgrades of the owner's listings. */
export function describeUpgradesApi(api: ApiDescription) {
  const upgrades = api.feature({ name: "Upgrades", description: "Featured plans for an owner's listings" });
  const featuredOrder = featuredOrderSchema.meta({ id: "FeaturedOrder" });

  upgrades.operation({
    method: "post",
    path: "/api/properties/{id}/upgrade",
    operationId: "upgradeListing",
    summary: "Feature your published listing for 7 or 30 days",
    description:
      "Records an order through the payment provider (built in: payable by invoice, active at once, the invoice emailed to the account's address). The listing is featured until the plan ends; buying while a plan runs extends it from its end. With an Idempotency-Key, a repeated request gets the first answer and orders nothing.",
    access: "session",
    params: listingIdParamsSchema,
    headers: idempotencyKeyHeaders,
    body: jsonBody(upgradeInputSchema, "The plan", { plan: "7-days" }),
    responses: {
      201: {
        ...json(upgradeResultSchema, "Ordered", exampleUpgradeResult),
        headers: z.object(idempotentReplayedHeader),
      },
      ...idempotencyResponses,
      400: errorResponse("Unknown plan, or the listing is not published", {
        message: "Only a published listing can be featured. Publish it first.",
        code: "not_published",
      }),
      403: errorResponse("Not the owner of the listing"),
      404: errorResponse("No such listing"),
    },
  });
  upgrades.operation({
    method: "get",
    path: "/api/properties/{id}/orders",
    operationId: "listListingOrders",
    summary: "Featured orders of your listing, newest first",
    access: "session",
    params: listingIdParamsSchema,
    responses: {
      200: json(z.array(featuredOrder), "Orders", [exampleFeaturedOrder]),
      403: errorResponse("Not the owner of the listing"),
      404: errorResponse("No such listing"),
    },
  });
}
