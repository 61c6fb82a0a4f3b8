import { Router } from "express";
import { upgradeInputSchema } from "@shared/featured-plans";
import { listingIdParamsSchema } from "@shared/listing";
import type { AppContext } from "../../app-context";
import { requireAuth } from "../../middleware/require-auth";
import { parsed, validate } from "../../middleware/validate";
import type { PaymentProvider } from "./payment-provider";
import * as service from "./upgrades.service";

/** Featured upgrades of the owner's listings, paid through the given provider. */
export function upgradesRoutes({ db }: AppContext, provider: PaymentProvider): Router {
  const router = Router();

  router.post(
    "/properties/:id/upgrade",
    requireAuth,
    validate("params", listingIdParamsSchema),
    validate("body", upgradeInputSchema),
    async (req, res) => {
      const { id } = parsed(res, "params", listingIdParamsSchema);
      const input = parsed(res, "body", upgradeInputSchema);
      res.status(201).json(await service.upgradeListing(db, provider, id, req.user!.id, input));
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
