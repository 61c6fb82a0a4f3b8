import { z } from "zod";
import { LISTING_DRAFT_MAX_BYTES, listingDraftInputSchema } from "@shared/listing-draft";
import { json, jsonBody, type ApiDescription } from "./api-description";

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

/** server/features/listing-drafts/listing-drafts.routes.ts: the create-listing form's work in progress. */
export function describeListingDraftsApi(api: ApiDescription) {
  const drafts = api.feature({
    name: "Listing drafts",
    description:
      "The create-listing form's work in progress, one per user, so Back or a refresh loses nothing",
  });

  drafts.operation({
    method: "get",
    path: "/api/my/listing-draft",
    operationId: "getListingDraft",
    summary: "Your saved create-listing draft",
    access: "session",
    responses: {
      200: json(listingDraftSchema, "The draft", exampleDraft),
      204: { description: "No draft saved" },
    },
  });
  drafts.operation({
    method: "put",
    path: "/api/my/listing-draft",
    operationId: "saveListingDraft",
    summary: "Replace your create-listing draft",
    description: `The whole draft: fields not sent are not kept. A draft may be incomplete (any field may be missing or not yet valid as a listing), but each field must have its type, and the whole body at most ${LISTING_DRAFT_MAX_BYTES} bytes of JSON (else 400).`,
    access: "session",
    body: jsonBody(listingDraftInputSchema, "The form's values and step", exampleDraftInput),
    responses: { 200: json(listingDraftSchema, "The draft as saved", exampleDraft) },
  });
  drafts.operation({
    method: "delete",
    path: "/api/my/listing-draft",
    operationId: "discardListingDraft",
    summary: "Discard your create-listing draft (idempotent)",
    access: "session",
    responses: { 204: { description: "Discarded, or there was none" } },
  });
}
