import { z } from "zod";
import { PHOTO_ADDRESS_PATTERN } from "./media";
import { timestampSchema } from "./timestamp";
import {
  CATEGORIES,
  COMPLETION_STATUSES,
  DEFAULT_PAGE_SIZE,
  FURNISHINGS,
  LISTING_STATUSES,
  MAX_PAGE_SIZE,
  PRICE_TYPES,
  PROPERTY_TYPES,
  SORTS,
} from "./listing-options";
import { textLanguage } from "./listing-text";
import { findPropertyType } from "./localised-names";
import { UAE_BOUNDS } from "./location-centres";
import { EMIRATES, LOCATION_NAMES, findEmirate } from "./locations";
import { optionalFilter } from "./query-filter";

export * from "./listing-options";

export const agentCardSchema = z.object({
  name: z.string(),
  agency: z.string().nullable(),
  brn: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  photoUrl: z.string().nullable(),
});
export type AgentCard = z.infer<typeof agentCardSchema>;

export const listingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The title in Arabic, when the owner gave one besides the main title (which may itself be Arabic). */
  titleAr: z.string().nullable(),
  location: z.string(),
  price: z.number(),
  priceType: z.enum(PRICE_TYPES),
  imageUrl: z.string(),
  beds: z.number().int(),
  baths: z.number().int(),
  sqft: z.number(),
  propertyType: z.enum(PROPERTY_TYPES),
  featured: z.union([z.literal(0), z.literal(1)]),
  emirate: z.enum(EMIRATES),
  category: z.enum(CATEGORIES),
  completionStatus: z.enum(COMPLETION_STATUSES),
  furnished: z.enum(FURNISHINGS),
  description: z.string(),
  /** The description in Arabic, when the owner gave one besides the main description. */
  descriptionAr: z.string().nullable(),
  images: z.array(z.string()),
  amenities: z.array(z.string()),
  permitNumber: z.string().nullable(),
  status: z.enum(LISTING_STATUSES),
  isSample: z.boolean(),
  confirmedAt: timestampSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  ownerId: z.number().int().nullable(),
  /** Where the listing is (WGS 84 degrees): the owner's pin, or its community's centre; null only if unknown. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  agent: agentCardSchema.nullable(),
  /** Page views: present only when the listing's owner asks for it. */
  views: z.number().int().optional(),
});
export type Listing = z.infer<typeof listingSchema>;

/**
 * A listing in lists (search results, favourites, dashboards): no description, no agent card. The Arabic
 * title comes along (cards show it on Arabic pages): null for most listings, at most 160 characters.
 */
export const listingSummarySchema = listingSchema.omit({
  agent: true,
  description: true,
  descriptionAr: true,
});
export type ListingSummary = z.infer<typeof listingSummarySchema>;

/* ---------- Search ---------- */

const wholeNumber = (max: number) =>
  z.coerce
    .number({ error: "Must be a whole number" })
    .int({ error: "Must be a whole number" })
    .min(0, { error: "Must be 0 or more" })
    .max(max, { error: `Must be at most ${max}` });

const emirateFilter = z.string().transform((value, ctx) => {
  const emirate = findEmirate(value);
  if (!emirate) {
    ctx.addIssue({ code: "custom", message: `Must be one of: ${EMIRATES.join(", ")}` });
    return z.NEVER;
  }
  return emirate;
});

/**
 * A property type filter: the value ("Villa") or its Arabic name however spelled ("فيلا", "شقه"), read as
 * the value (docs/decisions/0042-arabic-names-and-matching.md).
 */
export const propertyTypeFilter = z.preprocess(
  (value) => (typeof value === "string" ? (findPropertyType(value) ?? value) : value),
  z.enum(PROPERTY_TYPES),
);

const pagingFields = {
  page: optionalFilter(z.coerce.number().int().min(1, { error: "Must be 1 or more" }).max(100_000)).transform(
    (v) => v ?? 1,
  ),
  limit: optionalFilter(
    z.coerce
      .number()
      .int()
      .min(1, { error: "Must be 1 or more" })
      .max(MAX_PAGE_SIZE, { error: `Must be at most ${MAX_PAGE_SIZE}` }),
  ).transform((v) => v ?? DEFAULT_PAGE_SIZE),
};
const featuredField = optionalFilter(z.enum(["1", "0"]).transform((v) => Number(v) as 0 | 1));

export const pagingQuerySchema = z.object(pagingFields);

/** GET /api/properties: paging and `featured=1` (docs/api.md §Search). */
export const listListingsQuerySchema = z.object({ ...pagingFields, featured: featuredField });

export const searchListingsQuerySchema = z
  .object({
    ...pagingFields,
    priceType: optionalFilter(z.enum(PRICE_TYPES)),
    search: optionalFilter(z.string().trim().max(200, { error: "Must be at most 200 characters" })),
    emirate: optionalFilter(emirateFilter),
    propertyType: optionalFilter(propertyTypeFilter),
    beds: optionalFilter(wholeNumber(50)),
    baths: optionalFilter(wholeNumber(50)),
    minPrice: optionalFilter(wholeNumber(10_000_000_000)),
    maxPrice: optionalFilter(wholeNumber(10_000_000_000)),
    minSqft: optionalFilter(wholeNumber(10_000_000)),
    maxSqft: optionalFilter(wholeNumber(10_000_000)),
    category: optionalFilter(z.enum(CATEGORIES)),
    completionStatus: optionalFilter(z.enum(COMPLETION_STATUSES)),
    furnished: optionalFilter(z.enum(FURNISHINGS)),
    featured: featuredField,
    sort: optionalFilter(z.enum(SORTS)).transform((v) => v ?? "featured"),
  })
  .superRefine((q, ctx) => {
    if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
      ctx.addIssue({ code: "custom", path: ["maxPrice"], message: "Must not be below minPrice" });
    }
    if (q.minSqft !== undefined && q.maxSqft !== undefined && q.minSqft > q.maxSqft) {
      ctx.addIssue({ code: "custom", path: ["maxSqft"], message: "Must not be below minSqft" });
    }
  });
export type SearchListingsQuery = z.output<typeof searchListingsQuerySchema>;
/** What a client may send: every value as it would appear in the query string. */
export type SearchListingsParams = Partial<
  Record<keyof z.input<typeof searchListingsQuerySchema>, string | number>
>;

/* ---------- Create and update ---------- */

const AMENITY_MAX = 40;

const titleSchema = z
  .string({ error: "Title is required" })
  .trim()
  .min(10, { error: "Title must be at least 10 characters" })
  .max(120, { error: "Title must be at most 120 characters" });
const descriptionSchema = z
  .string({ error: "Description is required" })
  .trim()
  .min(30, { error: "Description must be at least 30 characters" })
  .max(5000, { error: "Description must be at most 5,000 characters" });

/** The Arabic version of a text: the same rules as the main text, and written in Arabic (most letters). */
function inArabic(name: string, rules: { min: number; max: number; maxText: string }) {
  return z
    .string({ error: `${name} must be text, or null for none` })
    .trim()
    .min(rules.min, { error: `${name} must be at least ${rules.min} characters` })
    .max(rules.max, { error: `${name} must be at most ${rules.maxText} characters` })
    .refine((text) => textLanguage(text) === "ar", { error: `${name} must be written in Arabic letters` })
    .nullable();
}

/**
 * A coordinate of the owner's pin: inside the UAE's bounding box (shared/location-centres.ts), or null for
 * none, when the server puts the listing at its community's centre (docs/decisions/0046-map-and-basemap.md).
 */
function coordinate(name: "Latitude" | "Longitude", min: number, max: number) {
  const inside = `${name} must be inside the UAE (${min} to ${max})`;
  return z
    .number({ error: `${name} must be a number of degrees, or null for the community's centre` })
    .min(min, { error: inside })
    .max(max, { error: inside })
    .nullable();
}

const listingFieldsSchema = z.object({
  title: titleSchema,
  /** Optional Arabic title (issue 14, item 7); null for none. */
  titleAr: inArabic("Title in Arabic", { min: 10, max: 120, maxText: "120" }),
  description: descriptionSchema,
  /** Optional Arabic description; null for none. */
  descriptionAr: inArabic("Description in Arabic", { min: 30, max: 5000, maxText: "5,000" }),
  location: z.enum(LOCATION_NAMES as [string, ...string[]], { error: "Choose one of the listed locations" }),
  price: z
    .number({ error: "Price must be a number" })
    .int({ error: "Price must be a whole number of dirhams" })
    .min(1_000, { error: "Price must be at least AED 1,000" })
    .max(10_000_000_000, { error: "Price is too large" }),
  priceType: z.enum(PRICE_TYPES, { error: "Choose sale or rent" }),
  propertyType: z.enum(PROPERTY_TYPES, { error: `Choose one of: ${PROPERTY_TYPES.join(", ")}` }),
  beds: z
    .number({ error: "Beds must be a number" })
    .int()
    .min(0, { error: "Beds must be 0 (studio) or more" })
    .max(50),
  baths: z
    .number({ error: "Baths must be a number" })
    .int()
    .min(0)
    .max(50, { error: "Baths must be at most 50" }),
  sqft: z
    .number({ error: "Size must be a number" })
    .int({ error: "Size must be a whole number of square feet" })
    .min(100, { error: "Size must be at least 100 sq ft" })
    .max(10_000_000, { error: "Size is too large" }),
  completionStatus: z.enum(COMPLETION_STATUSES),
  furnished: z.enum(FURNISHINGS),
  amenities: z
    .array(z.string().trim().min(1).max(60))
    .max(AMENITY_MAX, { error: `At most ${AMENITY_MAX} amenities` }),
  images: z
    .array(
      z
        .string()
        .regex(PHOTO_ADDRESS_PATTERN, { error: "Images must be photos uploaded to this site" })
        .max(300),
    )
    .max(30, { error: "At most 30 photos" }),
  permitNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, { error: "Permit number: 4–40 letters, digits or hyphens" })
    .nullable(),
  latitude: coordinate("Latitude", UAE_BOUNDS.south, UAE_BOUNDS.north),
  longitude: coordinate("Longitude", UAE_BOUNDS.west, UAE_BOUNDS.east),
});

/**
 * The fields as created: what a new listing leaves out gets its default. Defaults live here only, never
 * on the shared field schemas, so an update can never fill them in.
 */
export const createListingInputSchema = listingFieldsSchema.extend({
  titleAr: listingFieldsSchema.shape.titleAr.default(null),
  descriptionAr: listingFieldsSchema.shape.descriptionAr.default(null),
  completionStatus: listingFieldsSchema.shape.completionStatus.default("ready"),
  furnished: listingFieldsSchema.shape.furnished.default("unfurnished"),
  amenities: listingFieldsSchema.shape.amenities.default([]),
  images: listingFieldsSchema.shape.images.default([]),
  permitNumber: listingFieldsSchema.shape.permitNumber.default(null),
  latitude: listingFieldsSchema.shape.latitude.default(null),
  longitude: listingFieldsSchema.shape.longitude.default(null),
  status: z.enum(["draft", "published"], { error: "Status must be draft or published" }).default("draft"),
});
export type CreateListingInput = z.output<typeof createListingInputSchema>;

/** Every field a PATCH may change; the update schema is built from these and the test walks them all. */
export const UPDATABLE_LISTING_FIELDS = [...listingFieldsSchema.keyof().options, "status"] as const;

/**
 * PATCH /api/properties/:id: a partial update. No field has a default, so a field not sent is absent from
 * the parsed value and never changes (a `.partial()` of the create schema would reset photos, amenities and
 * the permit number to their defaults on every edit). Unknown fields and an empty body are refused.
 */
export const updateListingInputSchema = listingFieldsSchema
  .partial()
  .extend({ status: z.enum(LISTING_STATUSES).optional() })
  .strict()
  .refine((value) => Object.keys(value).length > 0, {
    error: `Send at least one field to change: ${UPDATABLE_LISTING_FIELDS.join(", ")}`,
  });
export type UpdateListingInput = z.output<typeof updateListingInputSchema>;

export const listingIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: "Must be a listing id" })
    .int({ error: "Must be a listing id" })
    .min(1)
    .max(2_147_483_647),
});
