import { Router } from "express";
import { upgradeInputSchema } from "@shared/featured-plans";
import { listingIdParamsSchema } from "@shared/listing";
import type { AppContext } from "../../app-context";
import { createMailer } from "../mail/mailer";
import { idempotent } from "../../middleware/idempotency";
import { requireAuth } from "../../middleware/require-auth";
import { parsed, validate } from "../../middleware/validate";
import type { PaymentProvider } from "./payment-provider";
import * as service from "./upgrades.service";

/** Featured upgrades of the owner's listings, paid through the given provider. */
export function upgradesRoutes({ db, config, logger }: AppContext, provider: PaymentProvider): Router {
  const router = Router();
  const mailer = createMailer(db, config.mail, logger);

  router.post(
    "/properties/:id/upgrade",
    requireAuth,
    validate("params", listingIdParamsSchema),
    validate("body", upgradeInputSchema),
    idempotent(db, "POST /api/properties/:id/upgrade"),
    async (req, res) => {
      const { id } = parsed(res, "params", listingIdParamsSchema);
      const input = parsed(res, "body", upgradeInputSchema);
      const result = await service.upgradeListing(db, provider, id, req.user!.id, input);
      res.status(201).json(result);
      // After answering: the order is committed, so a failed email must not turn it into an error (the
      // mail stays in the outbox when delivery fails; a failure to even record it is logged).
      service
        .sendInvoiceEmail(db, mailer, req.user!.id, result, req.site)
        .catch((error: unknown) =>
          logger.error({ err: error, orderId: result.order.id }, "invoice email failed"),
        );
    },
  );

  router.get(
    "/properties/:id/orders",
    requireAuth,
    validate("params", listingIdParamsSchema),
    async (req, res) => {
      const { id } = parsed(res, "params", listingIdParamsSchema);
      res.json(await service.listOrders(db, id, req.user!.id));
    },
  );

  return router;
}
