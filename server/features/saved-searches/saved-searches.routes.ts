import express, { type Router } from "express";
import { z } from "zod";
import {
  alertUnsubscribeParamsSchema,
  alertUnsubscribeStateSchema,
  createSavedSearchInputSchema,
  savedSearchIdParamsSchema,
  savedSearchSchema,
  updateSavedSearchInputSchema,
} from "@shared/saved-search";
import type { AppContext } from "../../app-context";
import { idempotent } from "../../middleware/idempotency";
import { requireAuth } from "../../middleware/require-auth";
import { errorResponse, json } from "../../http/openapi/api-description";
import { checkInput, documentedRouter } from "../../http/openapi/documented-router";
import * as service from "./saved-searches.service";

const exampleSavedSearch = {
  id: 12,
  name: "2-bed apartments in Dubai Marina to rent",
  filters: { priceType: "rent", propertyType: "Apartment", beds: "2", search: "Dubai Marina" },
  frequency: "daily",
  newMatches: 3,
  seenAt: "2026-11-20T08:00:00.000Z",
  lastAlertedAt: "2026-11-26T04:00:00.000Z",
  createdAt: "2026-11-01T10:30:00.000Z",
  updatedAt: "2026-11-01T10:30:00.000Z",
};

const ownerOnly = {
  403: errorResponse("Someone else's saved search", {
    message: "This saved search is not yours",
    code: "forbidden",
  }),
  404: errorResponse("No such saved search", { message: "Saved search not found", code: "not_found" }),
};

/**
 * Saved searches of a signed-in user and their alerts (docs/decisions/0047-saved-searches-and-alerts.md):
 * list with new-match counts, save, change, delete, mark seen; and the alert mails' unsubscribe link,
 * which needs no session (its token is signed).
 */
export function savedSearchesRoutes({ db, config }: AppContext): Router {
  const routes = documentedRouter({
    name: "Saved searches",
    description: "Searches a signed-in user keeps, with email alerts of new matches",
  });

  routes.get(
    "/saved-searches",
    {
      operationId: "listSavedSearches",
      summary: "Your saved searches, newest first, each with its count of new matches since you last looked",
      access: "session",
      responses: {
        200: json(z.array(savedSearchSchema.meta({ id: "SavedSearch" })), "Saved searches", [
          exampleSavedSearch,
        ]),
      },
    },
    requireAuth,
    async (req, res) => {
      res.json(await service.listSavedSearches(db, req.user!.id));
    },
  );

  routes.post(
    "/saved-searches",
    {
      operationId: "createSavedSearch",
      summary: "Save a search (its URL filters) with a name and how often to mail new matches",
      description:
        "`filters` are the search page's URL filters (shared/search-filters.ts, without page and sort), checked as /api/properties/search checks them: a wrong one is a 400 naming `filters.<key>`. At most 25 per account (400). With an Idempotency-Key, a repeated request gets the first answer and saves nothing.",
      access: "session",
      body: {
        schema: createSavedSearchInputSchema,
        description: "The search",
        example: { name: exampleSavedSearch.name, filters: exampleSavedSearch.filters, frequency: "daily" },
      },
      responses: {
        201: json(savedSearchSchema, "Saved", exampleSavedSearch),
        400: errorResponse(
          "A field or filter not valid (named in fieldErrors), or already 25 saved searches",
          {
            message: "You can keep up to 25 saved searches. Delete one to save another.",
            code: "bad_request",
          },
        ),
      },
    },
    requireAuth,
    checkInput(),
    idempotent(db, "POST /api/saved-searches"),
    async (input, req, res) => {
      const saved = await service.createSavedSearch(db, req.user!.id, input.body, req.site);
      res.status(201).location(`/api/saved-searches/${saved.id}`).json(saved);
    },
  );

  routes.patch(
    "/saved-searches/:id",
    {
      operationId: "updateSavedSearch",
      summary: "Rename a saved search, change its alerts or its filters (only the fields sent change)",
      access: "session",
      params: savedSearchIdParamsSchema,
      body: {
        schema: updateSavedSearchInputSchema,
        description: "Fields to change",
        example: { frequency: "weekly" },
      },
      responses: { 200: json(savedSearchSchema, "Changed", exampleSavedSearch), ...ownerOnly },
    },
    requireAuth,
    async (input, req, res) => {
      const { id } = input.params;
      res.json(await service.updateSavedSearch(db, id, req.user!.id, input.body, req.site));
    },
  );

  routes.delete(
    "/saved-searches/:id",
    {
      operationId: "deleteSavedSearch",
      summary: "Delete a saved search and its alerts",
      access: "session",
      params: savedSearchIdParamsSchema,
      responses: { 204: { description: "Deleted" }, ...ownerOnly },
    },
    requireAuth,
    async (input, req, res) => {
      const { id } = input.params;
      await service.deleteSavedSearch(db, id, req.user!.id);
      res.status(204).end();
    },
  );

  routes.post(
    "/saved-searches/:id/seen",
    {
      operationId: "markSavedSearchSeen",
      summary: "Mark a saved search's matches as seen: its new-match count starts again from now",
      access: "session",
      params: savedSearchIdParamsSchema,
      responses: {
        200: json(savedSearchSchema, "Marked", { ...exampleSavedSearch, newMatches: 0 }),
        ...ownerOnly,
      },
    },
    requireAuth,
    async (input, req, res) => {
      const { id } = input.params;
      res.json(await service.markSavedSearchSeen(db, id, req.user!.id));
    },
  );

  const invalidLink = errorResponse("A tampered, truncated or wrong-purpose link", {
    message: "This unsubscribe link is not valid. Use the link from the latest alert email.",
    code: "bad_request",
  });

  routes.get(
    "/alerts/unsubscribe/:token",
    {
      operationId: "getAlertUnsubscribe",
      summary: "The saved search an alert's unsubscribe link names (for its page); no sign-in",
      access: "public",
      params: alertUnsubscribeParamsSchema,
      responses: {
        200: json(alertUnsubscribeStateSchema, "The search (name null: deleted since)", {
          name: exampleSavedSearch.name,
          frequency: "daily",
        }),
        400: invalidLink,
      },
    },
    async (input, req, res) => {
      const { token } = input.params;
      res.json(await service.getUnsubscribeState(db, await service.alertSecret(db, config), token));
    },
  );

  routes.post(
    "/alerts/unsubscribe/:token",
    {
      operationId: "unsubscribeAlert",
      summary:
        "Stop a saved search's alert mails through the link in one of them (the search is kept); no sign-in",
      access: "public",
      params: alertUnsubscribeParamsSchema,
      responses: {
        200: json(alertUnsubscribeStateSchema, "Unsubscribed", {
          name: exampleSavedSearch.name,
          frequency: "none",
        }),
        400: invalidLink,
      },
    },
    async (input, req, res) => {
      const { token } = input.params;
      res.json(await service.unsubscribeByToken(db, await service.alertSecret(db, config), token));
    },
  );

  return routes.router;
}

/**
 * RFC 8058 one-click unsubscribe: a mail program POSTs `List-Unsubscribe=One-Click` (form-encoded) to the
 * link of the List-Unsubscribe header, the page's own address (`/unsubscribe/<token>`, `/ar/…`), with no
 * cookie. A GET of that address is the page (client route), which confirms with one button.
 */
export function oneClickUnsubscribeRoutes({ db, config, logger }: AppContext): Router {
  const router = express.Router();
  router.post(
    ["/unsubscribe/:token", "/ar/unsubscribe/:token"],
    express.urlencoded({ extended: false, limit: "2kb" }),
    async (req, res, next) => {
      try {
        const token = String(req.params.token);
        await service.unsubscribeByToken(db, await service.alertSecret(db, config), token);
        res.setHeader("Cache-Control", "no-store");
        res.status(200).type("text/plain").send("Unsubscribed\n");
      } catch (error) {
        if (error instanceof service.InvalidUnsubscribeLinkError) {
          res.status(400).type("text/plain").send(`${error.message}\n`);
          return;
        }
        logger.warn({ err: error }, "one-click unsubscribe failed");
        next(error);
      }
    },
  );
  return router;
}
