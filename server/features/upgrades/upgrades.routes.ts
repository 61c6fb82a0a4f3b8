import type { Router } from "express";
import { z } from "zod";
import { featuredOrderSchema, upgradeInputSchema, upgradeResultSchema } from "@shared/featured-plans";
import { listingIdParamsSchema } from "@shared/listing";
import type { AppContext } from "../../app-context";
import { requestLocale } from "../../lib/request-locale";
import { createMailer } from "../../lib/mail/mailer";
import { idempotent } from "../../middleware/idempotency";
import { requireAuth } from "../../middleware/require-auth";
import { errorResponse, json } from "../../http/openapi/api-description";
import { checkInput, documentedRouter } from "../../http/openapi/documented-router";
import { exampleFeaturedOrder, exampleUpgradeResult } from "../../http/openapi/examples";
import { ownerOnlyResponses } from "../../http/openapi/listing-responses";
import type { PaymentProvider } from "./payment-provider";
import * as service from "./upgrades.service";

/** Featured upgrades of the owner's listings, paid through the given provider. */
export function upgradesRoutes({ db, config, logger, jobs }: AppContext, provider: PaymentProvider): Router {
  const routes = documentedRouter({
    name: "Upgrades",
    description: "Featured plans for an owner's listings",
  });
  const mailer = createMailer(db, config.mail, logger, jobs);

  routes.post(
    "/properties/:id/upgrade",
    {
      operationId: "upgradeListing",
      summary: "Feature your published listing for 7 or 30 days",
      description:
        "Records an order through the payment provider (built in: payable by invoice, active at once, the invoice emailed to the account's address). The listing is featured until the plan ends; buying while a plan runs extends it from its end. While an order of the listing waits for payment, another is refused with 409, with or without a key. With an Idempotency-Key, a repeated request gets the first answer and orders nothing.",
      access: "session",
      params: listingIdParamsSchema,
      body: { schema: upgradeInputSchema, description: "The plan", example: { plan: "7-days" } },
      responses: {
        201: json(upgradeResultSchema, "Ordered", exampleUpgradeResult),
        ...ownerOnlyResponses,
        400: errorResponse("Unknown plan, or the listing is not published", {
          message: "Only a published listing can be featured. Publish it first.",
          code: "not_published",
        }),
        409: errorResponse("The listing already has an order waiting for payment (docs/decisions/0060)", {
          message:
            "This listing already has an order waiting for payment, so no second order was made. Check the listing's orders before ordering again.",
          code: "conflict",
        }),
      },
    },
    requireAuth,
    checkInput(),
    idempotent(db, "POST /api/properties/:id/upgrade"),
    async (input, req, res) => {
      const { id } = input.params;
      const result = await service.upgradeListing(db, provider, id, req.user!.id, input.body);
      res.status(201).json(result);
      // After answering: the order is committed, so a failed email must not turn it into an error (the
      // mail stays in the outbox when delivery fails; a failure to even record it is logged).
      service
        .sendInvoiceEmail(
          db,
          mailer,
          req.user!.id,
          result,
          req.site,
          config.invoiceSupplier,
          requestLocale(req),
        )
        .catch((error: unknown) =>
          logger.error({ err: error, orderId: result.order.id }, "invoice email failed"),
        );
    },
  );

  routes.get(
    "/properties/:id/orders",
    {
      operationId: "listListingOrders",
      summary: "Featured orders of your listing, newest first",
      access: "session",
      params: listingIdParamsSchema,
      responses: {
        200: json(z.array(featuredOrderSchema.meta({ id: "FeaturedOrder" })), "Orders", [
          exampleFeaturedOrder,
        ]),
        ...ownerOnlyResponses,
      },
    },
    requireAuth,
    async (input, req, res) => {
      const { id } = input.params;
      res.json(await service.listOrders(db, id, req.user!.id));
    },
  );

  return routes.router;
}
