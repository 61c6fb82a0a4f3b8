import { z } from "zod";
import { PHOTO_ADDRESS_PATTERN } from "./media";
import { mediaEmbed, refusedMediaUrl } from "./media-embeds";
import { timestampSchema } from "./timestamp";
import {
  CATEGORIES,
  COMPLETION_STATUSES,
  DEFAULT_PAGE_SIZE,
  FURNISHINGS,
  LISTING_STATUSES,
  MAX_PAGE_SIZE,
  OWNER_STATUSES,
  PRICE_TYPES,
  PROPERTY_TYPES,
  SEARCH_SORTS,
} from "./listing-options";
import { COMMERCIAL_AMENITIES, HOME_AMENITIES } from "./amenities";
import { textLanguage } from "./listing-text";
import { findPropertyType } from "./localised-names";
import { UAE_BOUNDS } from "./location-centres";
import { EMIRATES, LOCATION_NAMES, findEmirate, findLocationByArabicName } from "./locations";
import { optionalFilter } from "./query-filter";
import { publicListingVerificationSchema, refusedPermitValidationUrl } from "./trust-signals";

export * from "./listing-options";

export const agentCardSchema = z.object({
  name: z.string(),
  agency: z.string().nullable(),
  /** The agency's profile page is /agencies/{agencyId} (docs/decisions/0053); null without an agency. */
  agencyId: z.number().int().nullable(),
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
  /**
   * The permit's validation address on DLD's Trakheesi (what the permit's QR code opens), when the lister
   * gave it; Dubai listings only (docs/decisions/0056-permit-wording-and-qr.md).
   */
  permitValidationUrl: z.string().nullable(),
  /**
   * The QR code of `permitValidationUrl`, drawn on the server so the page needs no code for it: an SVG
   * path of unit squares in a `size`×`size` grid (quiet zone included). Null without an address.
   */
  permitQr: z.object({ size: z.number().int(), path: z.string() }).nullable(),
  /**
   * The listing's video, when the lister gave one: a YouTube or Vimeo page address in the provider's
   * canonical form (`https://www.youtube.com/watch?v=…`, `https://vimeo.com/…`; shared/media-embeds.ts).
   */
  videoUrl: z.string().nullable(),
  /**
   * The listing's 360° tour, when the lister gave one: a Matterport tour
   * (`https://my.matterport.com/show/?m=…`) or a 360° video on YouTube or Vimeo, in the provider's canonical
   * form (shared/media-embeds.ts).
   */
  tourUrl: z.string().nullable(),
  status: z.enum(LISTING_STATUSES),
  isSample: z.boolean(),
  confirmedAt: timestampSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  ownerId: z.number().int().nullable(),
  /** Where the listing is (WGS 84 degrees): the owner's pin, or its community's centre; null only if unknown. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /**
   * Whether and how the listing is verified (docs/decisions/0051-duplicate-and-fraud-signals.md): by its
   * permit's form and no open review flag, or by a moderator; null when neither.
   */
  verification: publicListingVerificationSchema,
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
  permitValidationUrl: true,
  permitQr: true,
  videoUrl: true,
  tourUrl: true,
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

/** Most locations one search may name (`location=Dubai Marina,JLT`). */
export const MAX_SEARCH_LOCATIONS = 5;
/** The choices of `addedWithin`: listings first published within this many days. */
export const ADDED_WITHIN_DAYS = [1, 3, 7, 14, 30] as const;
export type AddedWithinDays = (typeof ADDED_WITHIN_DAYS)[number];
/** The widest `near` circle, in kilometres. */
export const MAX_NEAR_KM = 50;
/** Every amenity a listing can be filtered by (the editor's vocabulary). */
export const SEARCH_AMENITIES: readonly string[] = [
  ...new Set<string>([...HOME_AMENITIES, ...COMMERCIAL_AMENITIES]),
];

/** A comma-separated list's items, trimmed, empty ones and repeats left out. */
function listItems(value: string): string[] {
  return [
    ...new Set(
      value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

/** A location by its English name (any case) or its Arabic name or alias however spelled: the English name. */
export function findLocationName(value: string): string | undefined {
  const wanted = value.trim().toLowerCase();
  return (
    LOCATION_NAMES.find((name) => name.toLowerCase() === wanted) ?? findLocationByArabicName(value)?.name
  );
}

/** `location=Dubai Marina,دبي مارينا,JLT…`: up to five of the 58 location names, read as the English names. */
const locationListFilter = z.string().transform((value, ctx) => {
  const items = listItems(value);
  if (items.length > MAX_SEARCH_LOCATIONS) {
    ctx.addIssue({ code: "custom", message: `At most ${MAX_SEARCH_LOCATIONS} locations` });
    return z.NEVER;
  }
  const names = items.map((item) => ({ item, name: findLocationName(item) }));
  const unknown = names.filter((n) => !n.name).map((n) => n.item);
  if (unknown.length) {
    ctx.addIssue({ code: "custom", message: `Not a listed location: ${unknown.join(", ")}` });
    return z.NEVER;
  }
  const found = [...new Set(names.map((n) => n.name!))];
  return found.length ? found : undefined;
});

/** `amenities=Sea view,Maid's room`: amenity names of the editor's list (any case), all of which must be there. */
const amenitiesFilter = z.string().transform((value, ctx) => {
  const items = listItems(value);
  const names = items.map((item) => ({
    item,
    name: SEARCH_AMENITIES.find((a) => a.toLowerCase() === item.toLowerCase()),
  }));
  const unknown = names.filter((n) => !n.name).map((n) => n.item);
  if (unknown.length) {
    ctx.addIssue({ code: "custom", message: `Not a listed amenity: ${unknown.join(", ")}` });
    return z.NEVER;
  }
  if (names.length > SEARCH_AMENITIES.length) {
    ctx.addIssue({ code: "custom", message: "Too many amenities" });
    return z.NEVER;
  }
  const found = [...new Set(names.map((n) => n.name!))];
  return found.length ? found : undefined;
});

const addedWithinFilter = z.coerce
  .number({ error: `Must be one of: ${ADDED_WITHIN_DAYS.join(", ")}` })
  .refine((days): days is AddedWithinDays => (ADDED_WITHIN_DAYS as readonly number[]).includes(days), {
    error: `Must be one of: ${ADDED_WITHIN_DAYS.join(", ")}`,
  });

/** Decimal numbers separated by commas ("55.1,25.0"): NaN for anything else, so the caller can say which. */
function decimals(value: string): number[] {
  return value
    .split(",")
    .map((part) => part.trim())
    .map((part) => (/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(part) ? Number(part) : Number.NaN));
}

export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

const BBOX_FORMAT_MESSAGE = "Must be west,south,east,north in degrees";

/**
 * `bbox=west,south,east,north` in degrees (the map's viewport); west ≤ east, south ≤ north. Required where
 * a view is (the map's clusters): then a missing one is refused with the format.
 */
export const bboxFilter = z.string({ error: BBOX_FORMAT_MESSAGE }).transform((value, ctx): BoundingBox => {
  const numbers = decimals(value);
  const fail = (message: string) => {
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  if (numbers.length !== 4 || numbers.some(Number.isNaN)) return fail(BBOX_FORMAT_MESSAGE);
  const [west, south, east, north] = numbers;
  if ([west, east].some((lng) => lng < -180 || lng > 180))
    return fail("Longitudes must be within -180 and 180");
  if ([south, north].some((lat) => lat < -90 || lat > 90)) return fail("Latitudes must be within -90 and 90");
  if (west > east) return fail("West must not be east of east");
  if (south > north) return fail("South must not be north of north");
  return { west, south, east, north };
});

export interface NearPoint {
  lat: number;
  lng: number;
  km: number;
}

/** `near=lat,lng,km`: within `km` (more than 0, at most 50) of the point. */
const nearFilter = z.string().transform((value, ctx): NearPoint => {
  const numbers = decimals(value);
  const fail = (message: string) => {
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  if (numbers.length !== 3 || numbers.some(Number.isNaN)) return fail("Must be lat,lng,km");
  const [lat, lng, km] = numbers;
  if (lat < -90 || lat > 90) return fail("Latitude must be within -90 and 90");
  if (lng < -180 || lng > 180) return fail("Longitude must be within -180 and 180");
  if (!(km > 0) || km > MAX_NEAR_KM)
    return fail(`Distance must be more than 0 and at most ${MAX_NEAR_KM} km`);
  return { lat, lng, km };
});

/** The fewest and most corners of a drawn area (`polygon`): a triangle, and a shape drawn by hand. */
export const POLYGON_MIN_POINTS = 3;
export const POLYGON_MAX_POINTS = 40;

/** A drawn search area: its corners as [longitude, latitude], in order; the last joins the first. */
export interface SearchPolygon {
  points: [number, number][];
}

/**
 * Corners closer than this to the line through the others (degrees, about 0.1 mm) are on it: an area
 * whose corners are all on one line has no inside.
 */
const ON_A_LINE_DEGREES = 1e-9;

/** True when every point lies on one line (or on one point): a shape without area. */
function allOnOneLine(points: [number, number][]): boolean {
  const [x0, y0] = points[0];
  const far = points.reduce((best, p) =>
    Math.hypot(p[0] - x0, p[1] - y0) > Math.hypot(best[0] - x0, best[1] - y0) ? p : best,
  );
  const length = Math.hypot(far[0] - x0, far[1] - y0);
  if (length === 0) return true;
  return points.every(
    ([x, y]) => Math.abs((far[0] - x0) * (y - y0) - (far[1] - y0) * (x - x0)) / length <= ON_A_LINE_DEGREES,
  );
}

const POLYGON_FORMAT_MESSAGE = "Must be longitude,latitude pairs separated by semicolons";
const POLYGON_COUNT_MESSAGE = `Must have ${POLYGON_MIN_POINTS} to ${POLYGON_MAX_POINTS} points`;

/**
 * `polygon=lng,lat;lng,lat;…`: an area drawn on the map, longitude first like `bbox`. From 3 to 40
 * corners inside the UAE (UAE_BOUNDS), not all on one line; closed without repeating the first corner (a
 * repeated one at the end, as GeoJSON writes rings, is dropped).
 */
const polygonFilter = z.string({ error: POLYGON_FORMAT_MESSAGE }).transform((value, ctx): SearchPolygon => {
  const fail = (message: string) => {
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  const pieces = value.split(";");
  // A closing corner repeated at the end is the one more allowed.
  if (pieces.length > POLYGON_MAX_POINTS + 1) return fail(POLYGON_COUNT_MESSAGE);
  const pairs = pieces.map(decimals);
  if (pairs.some((pair) => pair.length !== 2 || pair.some(Number.isNaN))) return fail(POLYGON_FORMAT_MESSAGE);
  const points = pairs as [number, number][];
  const [first, last] = [points[0], points[points.length - 1]];
  if (points.length > 1 && first[0] === last[0] && first[1] === last[1]) points.pop();
  if (points.length < POLYGON_MIN_POINTS || points.length > POLYGON_MAX_POINTS) {
    return fail(POLYGON_COUNT_MESSAGE);
  }
  const outside = points.some(
    ([lng, lat]) =>
      lng < UAE_BOUNDS.west || lng > UAE_BOUNDS.east || lat < UAE_BOUNDS.south || lat > UAE_BOUNDS.north,
  );
  if (outside) {
    return fail(
      `Every point must be inside the UAE (longitude ${UAE_BOUNDS.west} to ${UAE_BOUNDS.east}, latitude ${UAE_BOUNDS.south} to ${UAE_BOUNDS.north})`,
    );
  }
  if (allOnOneLine(points)) return fail("The points must not all lie on one line");
  return { points };
});

/** True when a search text has a letter or digit: words that full-text search and relevance can use. */
export function hasSearchWords(text: string | undefined): boolean {
  return !!text && /[\p{L}\p{N}]/u.test(text);
}

/**
 * The filters of a search, without its paging and order: what the search, its facets and relaxations and
 * the map's clusters (shared/map-clusters.ts) take alike.
 */
export const searchFilterFields = {
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
  location: optionalFilter(locationListFilter),
  amenities: optionalFilter(amenitiesFilter),
  addedWithin: optionalFilter(addedWithinFilter),
  bbox: optionalFilter(bboxFilter),
  near: optionalFilter(nearFilter),
  polygon: optionalFilter(polygonFilter),
};

type SearchFilterValues = z.output<z.ZodObject<typeof searchFilterFields>>;

/** The rules between filters (400 otherwise): a minimum never above its maximum. */
export function checkSearchFilters(q: SearchFilterValues, ctx: z.RefinementCtx): void {
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
    ctx.addIssue({ code: "custom", path: ["maxPrice"], message: "Must not be below minPrice" });
  }
  if (q.minSqft !== undefined && q.maxSqft !== undefined && q.minSqft > q.maxSqft) {
    ctx.addIssue({ code: "custom", path: ["maxSqft"], message: "Must not be below minSqft" });
  }
}

export const searchListingsQuerySchema = z
  .object({
    ...pagingFields,
    ...searchFilterFields,
    sort: optionalFilter(z.enum(SEARCH_SORTS)).transform((v) => v ?? "featured"),
  })
  .superRefine((q, ctx) => {
    checkSearchFilters(q, ctx);
    if (q.sort === "relevance" && !hasSearchWords(q.search)) {
      ctx.addIssue({ code: "custom", path: ["sort"], message: "Sorting by relevance needs words in search" });
    }
  });
export type SearchListingsQuery = z.output<typeof searchListingsQuerySchema>;
/** A search's filters alone: what decides which listings match (listings.repository.ts searchConditions). */
export type SearchFilters = Omit<SearchListingsQuery, "page" | "limit" | "sort">;

/**
 * GET /api/properties/facets: how many public listings each location and each property type would give,
 * every other filter of the search applied but the dimension's own (docs/api.md §Facets). Options without
 * a match are left out; most first.
 */
export const listingFacetsSchema = z.object({
  locations: z.array(z.object({ name: z.string(), count: z.number().int() })),
  propertyTypes: z.array(z.object({ type: z.enum(PROPERTY_TYPES), count: z.number().int() })),
});
export type ListingFacets = z.infer<typeof listingFacetsSchema>;
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

/**
 * A video or 360° tour address (shared/media-embeds.ts): refused unless it is one of the field's providers,
 * then kept in the provider's canonical form, whatever form was pasted; null for none.
 */
function mediaUrl(field: "video" | "tour", typeError: { error: string }) {
  return z
    .string(typeError)
    .trim()
    .superRefine((value, ctx) => {
      const refused = refusedMediaUrl(value, field);
      if (refused) ctx.addIssue({ code: "custom", message: refused });
    })
    .transform((value) => mediaEmbed(value)?.pageUrl ?? value)
    .nullable();
}

const listingFieldsSchema = z.object({
  title: titleSchema,
  /** Optional Arabic title (docs/decisions/0044); null for none. */
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
  /** The address the permit's QR code opens (DLD Trakheesi only), or null for none. */
  permitValidationUrl: z
    .string({ error: "Permit QR link must be text, or null for none" })
    .trim()
    .superRefine((value, ctx) => {
      const refused = refusedPermitValidationUrl(value);
      if (refused) ctx.addIssue({ code: "custom", message: refused });
    })
    .nullable(),
  /** A YouTube or Vimeo address, stored in the provider's canonical form; null for none. */
  videoUrl: mediaUrl("video", { error: "Video link must be text, or null for none" }),
  /** A Matterport tour or a 360° video on YouTube or Vimeo, stored in canonical form; null for none. */
  tourUrl: mediaUrl("tour", { error: "360° tour link must be text, or null for none" }),
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
  permitValidationUrl: listingFieldsSchema.shape.permitValidationUrl.default(null),
  videoUrl: listingFieldsSchema.shape.videoUrl.default(null),
  tourUrl: listingFieldsSchema.shape.tourUrl.default(null),
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
  // Moderation's statuses (hidden, removed) are never the owner's to set (docs/decisions/0050).
  .extend({ status: z.enum(OWNER_STATUSES).optional() })
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
