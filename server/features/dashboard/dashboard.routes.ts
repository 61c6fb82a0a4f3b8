import type { Router } from "express";
import { listingIdParamsSchema } from "@shared/listing";
import { confirmResultSchema } from "@shared/my-listing";
import type { AppContext } from "../../app-context";
import { requireAuth } from "../../middleware/require-auth";
import { json } from "../../http/openapi/api-description";
import { documentedRouter } from "../../http/openapi/documented-router";
import { ownerOnlyResponses } from "../../http/openapi/listing-responses";
import * as service from "./dashboard.service";

/** Owner actions of the dashboard beyond plain listing edits. */
export function dashboardRoutes({ db }: AppContext): Router {
  const routes = documentedRouter({ name: "Dashboard", description: "Owner actions on their listings" });
  routes.post(
    "/properties/:id/confirm",
    {
      operationId: "confirmListing",
      summary: "Confirm your listing is still available",
      description:
        "Sets `confirmedAt` to now. Real listings not confirmed for 30 days are left out of public search and lists until confirmed again.",
      access: "session",
      params: listingIdParamsSchema,
      responses: {
        200: json(confirmResultSchema, "Confirmed", { id: 1001, confirmedAt: "2026-01-12T08:30:00.000Z" }),
        ...ownerOnlyResponses,
      },
    },
    requireAuth,
    async (input, req, res) => {
      const { id } = input.params;
      res.json(await service.confirmListing(db, id, req.user!.id));
    },
  );
  return routes.router;
}
