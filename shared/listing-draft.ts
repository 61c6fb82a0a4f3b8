import { z } from "zod";
import { PHOTO_ADDRESS_PATTERN } from "./media";
import { COMPLETION_STATUSES, FURNISHINGS, PRICE_TYPES, PROPERTY_TYPES } from "./listing-options";
import { PERMIT_VALIDATION_URL_MAX } from "./trust-signals";

/**
 * The create-listing form's work in progress (docs/product.md §Lifecycle), saved on the server while the
 * owner types so Back, a refresh or another device loses nothing. A draft may be incomplete or not yet valid
 * as a listing (a 5-character title, a price of 0): only each field's type and a generous size are checked
 * here; the listing's own rules apply when it is created. Unknown fields are refused.
 */

/** Limits a little above the listing's own (shared/listing.ts), so a draft never refuses what the form holds. */
const DRAFT_TEXT_MAX = 10_000;
const DRAFT_SHORT_TEXT_MAX = 500;
const DRAFT_LIST_MAX = 60;

/**
 * The largest draft the server keeps, as UTF-8 JSON: a full listing is under 40 kB (two 5,000-character
 * descriptions, main and Arabic, even in a three-byte script; 30 photo addresses), so this leaves room and
 * stops a client from using drafts as free storage.
 */
export const LISTING_DRAFT_MAX_BYTES = 50_000;

const count = z.number().int().min(0).max(10_000_000_000);

export const listingDraftValuesSchema = z
  .object({
    priceType: z.enum(PRICE_TYPES),
    propertyType: z.enum(PROPERTY_TYPES),
    title: z.string().max(DRAFT_SHORT_TEXT_MAX),
    description: z.string().max(DRAFT_TEXT_MAX),
    /** The optional Arabic title and description (docs/decisions/0044). */
    titleAr: z.string().max(DRAFT_SHORT_TEXT_MAX),
    descriptionAr: z.string().max(DRAFT_TEXT_MAX),
    location: z.string().max(DRAFT_SHORT_TEXT_MAX),
    beds: count,
    baths: count,
    sqft: count,
    furnished: z.enum(FURNISHINGS),
    completionStatus: z.enum(COMPLETION_STATUSES),
    amenities: z.array(z.string().max(DRAFT_SHORT_TEXT_MAX)).max(DRAFT_LIST_MAX),
    images: z
      .array(
        z
          .string()
          .max(DRAFT_SHORT_TEXT_MAX)
          .regex(PHOTO_ADDRESS_PATTERN, { error: "Images must be photos uploaded to this site" }),
      )
      .max(DRAFT_LIST_MAX),
    price: count,
    permitNumber: z.string().max(DRAFT_SHORT_TEXT_MAX),
    /** The permit's QR link as typed (checked when the listing is saved, not in the draft). */
    permitValidationUrl: z.string().max(PERMIT_VALIDATION_URL_MAX),
    /** The video and 360° tour links as typed (checked when the listing is saved, not in the draft). */
    videoUrl: z.string().max(DRAFT_SHORT_TEXT_MAX),
    tourUrl: z.string().max(DRAFT_SHORT_TEXT_MAX),
    /** The owner's pin (docs/decisions/0046); null while it is the community's centre. */
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
  })
  .partial()
  .strict();

/** PUT /api/my/listing-draft: the form's values and the step the owner was on. */
export const listingDraftInputSchema = z
  .object({
    values: listingDraftValuesSchema,
    /** The editor's step, 0 (basics) to 5 (review). */
    step: z.number().int().min(0).max(5).default(0),
  })
  .strict();
export type ListingDraftInput = z.output<typeof listingDraftInputSchema>;
export type ListingDraftValues = z.output<typeof listingDraftValuesSchema>;

/** What GET and PUT answer. */
export interface ListingDraft extends ListingDraftInput {
  updatedAt: string;
}
