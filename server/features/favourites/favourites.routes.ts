import type { Router } from "express";
import { z } from "zod";
import { favouriteParamsSchema } from "@shared/favourite";
import { pagingQuerySchema } from "@shared/listing";
import type { AppContext } from "../../app-context";
import { sendPage } from "../../lib/paging";
import { requireAuth } from "../../middleware/require-auth";
import { errorResponse, json, pagedList } from "../../http/openapi/api-description";
import { documentedRouter } from "../../http/openapi/documented-router";
import { exampleListing, exampleListingSummary } from "../../http/openapi/examples";
import { listingSummaryDocumentSchema } from "../../http/openapi/listing-responses";
import * as service from "./favourites.service";

/** Saved listings of a signed-in user (signed-out visitors keep favourites in the browser). */
export function favouritesRoutes({ db }: AppContext): Router {
  const routes = documentedRouter({
    name: "Favourites",
    description: "Saved listings of a signed-in user (guests keep theirs in the browser)",
  });
  routes.router.use("/favourites", requireAuth);

  routes.get(
    "/favourites",
    {
      operationId: "listFavourites",
      summary: "Your saved listings still public on this site, newest saved first",
      access: "session",
      query: pagingQuerySchema,
      responses: {
        200: pagedList(listingSummaryDocumentSchema, "Saved listings", [exampleListingSummary]),
      },
    },
    async (input, req, res) => {
      const query = input.query;
      sendPage(req, res, query, await service.listFavourites(db, req.user!.id, req.site, query));
    },
  );

  routes.get(
    "/favourites/ids",
    {
      operationId: "listFavouriteIds",
      summary: "Ids of your saved listings, newest saved first",
      access: "session",
      responses: { 200: json(z.array(z.number().int()), "Listing ids", [exampleListing.id]) },
    },
    async (req, res) => {
      res.json(await service.listFavouriteIds(db, req.user!.id));
    },
  );

  routes.put(
    "/favourites/:propertyId",
    {
      operationId: "saveFavourite",
      summary: "Save a listing (idempotent)",
      access: "session",
      params: favouriteParamsSchema,
      responses: {
        204: { description: "Saved" },
        404: errorResponse("No such listing public on this site", {
          message: "Listing not found",
          code: "not_found",
        }),
      },
    },
    async (input, req, res) => {
      const { propertyId } = input.params;
      await service.saveFavourite(db, req.user!.id, propertyId, req.site);
      res.status(204).end();
    },
  );

  routes.delete(
    "/favourites/:propertyId",
    {
      operationId: "removeFavourite",
      summary: "Remove a saved listing (idempotent: removing one not saved answers the same)",
      access: "session",
      params: favouriteParamsSchema,
      responses: { 204: { description: "Removed" } },
    },
    async (input, req, res) => {
      const { propertyId } = input.params;
      await service.removeFavourite(db, req.user!.id, propertyId);
      res.status(204).end();
    },
  );

  return routes.router;
}
