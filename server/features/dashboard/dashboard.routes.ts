import { Router } from "express";
import { listingIdParamsSchema } from "@shared/listing";
import type { AppContext } from "../../app-context";
import { requireAuth } from "../../middleware/require-auth";
import { parsed, validate } from "../../middleware/validate";
import * as service from "./dashboard.service";

/** Owner actions of the dashboard beyond plain listing edits. */
export function dashboardRoutes({ db }: AppContext): Router {
  const router = Router();
  router.post(
    "/properties/:id/confirm",
    requireAuth,
    validate("params", listingIdParamsSchema),
    async (req, res) => {
      const { id } = parsed(res, "params", listingIdParamsSchema);
      res.json(await service.confirmListing(db, id, req.user!.id));
    },
  );
  return router;
}
