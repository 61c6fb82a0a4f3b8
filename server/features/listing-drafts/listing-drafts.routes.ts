import type { Router } from "express";
import { z } from "zod";
import { LISTING_DRAFT_MAX_BYTES, listingDraftInputSchema } from "@shared/listing-draft";
import type { AppContext } from "../../app-context";
import { requireAuth } from "../../middleware/require-auth";
import { json } from "../../http/openapi/api-description";
import { documentedRouter } from "../../http/openapi/documented-router";
import * as service from "./listing-drafts.service";

const listingDraftSchema = listingDraftInputSchema
  .extend({ updatedAt: z.iso.datetime() })
  .meta({ id: "ListingDraft" });

const exampleDraftInput = {
  step: 3,
  values: {
    priceType: "rent",
    propertyType: "Apartment",
    title: "Sea view",
    location: "Dubai Marina",
    images: ["/media/uploads/3f9a1c-1600.webp"],
  },
};
const exampleDraft = { ...exampleDraftInput, updatedAt: "2026-03-01T09:30:00.000Z" };

/** The signed-in user's create-listing draft (one per user): read, replace, discard. */
export function listingDraftsRoutes({ db }: AppContext): Router {
  const routes = documentedRouter({
    name: "Listing drafts",
    description:
      "The create-listing form's work in progress, one per user, so Back or a refresh loses nothing",
  });
  routes.router.use("/my/listing-draft", requireAuth);

  routes.get(
    "/my/listing-draft",
    {
      operationId: "getListingDraft",
      summary: "Your saved create-listing draft",
      access: "session",
      responses: {
        200: json(listingDraftSchema, "The draft", exampleDraft),
        204: { description: "No draft saved" },
      },
    },
    async (req, res) => {
      // No draft is the usual state: 204, not a 404 that every browser would log as a failed request.
      const draft = await service.getListingDraft(db, req.user!.id, req.site);
      if (draft) res.json(draft);
      else res.status(204).end();
    },
  );

  routes.put(
    "/my/listing-draft",
    {
      operationId: "saveListingDraft",
      summary: "Replace your create-listing draft",
      description: `The whole draft: fields not sent are not kept. A draft may be incomplete (any field may be missing or not yet valid as a listing), but each field must have its type, and the whole body at most ${LISTING_DRAFT_MAX_BYTES} bytes of JSON (else 400).`,
      access: "session",
      body: {
        schema: listingDraftInputSchema,
        description: "The form's values and step",
        example: exampleDraftInput,
      },
      responses: { 200: json(listingDraftSchema, "The draft as saved", exampleDraft) },
    },
    async (input, req, res) => {
      res.json(await service.saveListingDraft(db, req.user!.id, input.body, req.site));
    },
  );

  routes.delete(
    "/my/listing-draft",
    {
      operationId: "discardListingDraft",
      summary: "Discard your create-listing draft (idempotent)",
      access: "session",
      responses: { 204: { description: "Discarded, or there was none" } },
    },
    async (req, res) => {
      await service.discardListingDraft(db, req.user!.id);
      res.status(204).end();
    },
  );

  return routes.router;
}
