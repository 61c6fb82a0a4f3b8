import { z } from "zod";
import {
  CATEGORIES,
  PRICE_TYPES,
  PROPERTY_TYPES,
  RESIDENTIAL_TYPES,
  SORTS,
  pagingQuerySchema,
  propertyTypeFilter,
  type PropertyType,
} from "./listing";
import {
  EMIRATES,
  LOCATIONS,
  findEmirate,
  findLocationByArabicName,
  findLocationBySlug,
  type LocationInfo,
} from "./locations";
import { optionalFilter } from "./query-filter";

/* ---------- Curated categories (docs/product.md §Categories) ---------- */

export const CURATED_CATEGORY_SLUGS = ["luxury-properties", "affordable-homes", "family-homes"] as const;
export type CuratedCategorySlug = (typeof CURATED_CATEGORY_SLUGS)[number];

/** Luxury: homes for sale from AED 5M, or to rent from AED 500k a year (docs/product.md §Categories). */
export const LUXURY_MIN_SALE_PRICE = 5_000_000;
export const LUXURY_MIN_ANNUAL_RENT = 500_000;
/** Affordable: homes for sale up to AED 1M, or to rent up to AED 60k a year (docs/product.md §Categories). */
export const AFFORDABLE_MAX_SALE_PRICE = 1_000_000;
export const AFFORDABLE_MAX_ANNUAL_RENT = 60_000;
/** Family homes: villas and townhouses with three bedrooms or more (docs/product.md §Categories). */
export const FAMILY_MIN_BEDS = 3;
export const FAMILY_HOME_TYPES: readonly PropertyType[] = ["Villa", "Townhouse"];

export interface CuratedCategory {
  slug: CuratedCategorySlug;
  name: string;
  /** The rule in one line, as the pages and the API description state it. */
  rule: string;
}

/** The three categories; all of them are homes (residential listings), never offices or warehouses. */
export const CURATED_CATEGORIES: readonly CuratedCategory[] = [
  {
    slug: "luxury-properties",
    name: "Luxury properties",
    rule: "Homes for sale from AED 5,000,000, or to rent from AED 500,000 a year",
  },
  {
    slug: "affordable-homes",
    name: "Affordable homes",
    rule: "Homes for sale up to AED 1,000,000, or to rent up to AED 60,000 a year",
  },
  {
    slug: "family-homes",
    name: "Family homes",
    rule: "Villas and townhouses with three or more bedrooms, for sale or to rent",
  },
];

export function findCuratedCategory(slug: string): CuratedCategory | undefined {
  return CURATED_CATEGORIES.find((c) => c.slug === slug);
}

/* ---------- Query helpers ---------- */

const emirateValue = z.string().transform((value, ctx) => {
  const emirate = findEmirate(value);
  if (!emirate) {
    ctx.addIssue({ code: "custom", message: `Must be one of: ${EMIRATES.join(", ")}` });
    return z.NEVER;
  }
  return emirate;
});

/**
 * A location by display name (any case) or area slug, including the spec's alias "jbr", or by its Arabic
 * name however spelled ("دبى مارينا").
 */
export function findLocation(value: string): LocationInfo | undefined {
  const wanted = value.trim().toLowerCase();
  return (
    LOCATIONS.find((l) => l.name.toLowerCase() === wanted) ??
    findLocationBySlug(wanted) ??
    (wanted ? findLocationByArabicName(wanted) : undefined)
  );
}

const locationValue = z.string().transform((value, ctx) => {
  const location = findLocation(value);
  if (!location) {
    ctx.addIssue({ code: "custom", message: "Must be one of the 58 locations (name or area slug)" });
    return z.NEVER;
  }
  return location.name;
});

/** `residential`/`commercial` (the listing field) or one of the curated category slugs. */
export const MARKET_CATEGORIES = [...CATEGORIES, ...CURATED_CATEGORY_SLUGS] as const;
export type MarketCategory = (typeof MARKET_CATEGORIES)[number];
const categoryValue = z.enum(MARKET_CATEGORIES, {
  error: `Must be one of: ${MARKET_CATEGORIES.join(", ")}`,
});

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: "Must be a whole number" })
    .int({ error: "Must be a whole number" })
    .min(min, { error: `Must be ${min} or more` })
    .max(max, { error: `Must be at most ${max}` });

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Must be a date as YYYY-MM-DD" })
  .refine(isRealDate, { error: "Must be a real date" });

/** "2025-02-30" parses (to 2 March) in JavaScript; a real date survives the round trip unchanged. */
function isRealDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/* ---------- GET /api/market/summary ---------- */

export const marketSummaryQuerySchema = z.object({
  emirate: optionalFilter(emirateValue),
  location: optionalFilter(locationValue),
  category: optionalFilter(categoryValue),
});
export type MarketSummaryQuery = z.output<typeof marketSummaryQuerySchema>;

const median = z.number().nullable().meta({ description: "AED; null when there is nothing to measure" });

export const marketTypeFiguresSchema = z.object({
  propertyType: z.enum(PROPERTY_TYPES),
  forSale: z.number().int(),
  medianSalePrice: median,
  forRent: z.number().int(),
  medianRent: median.meta({ description: "AED a year; null when nothing is to rent" }),
});
export type MarketTypeFigures = z.infer<typeof marketTypeFiguresSchema>;

export const marketSummarySchema = z.object({
  listingCount: z.number().int(),
  forSale: z.number().int(),
  forRent: z.number().int(),
  medianSalePrice: median,
  medianRent: median,
  byType: z.array(marketTypeFiguresSchema),
});
export type MarketSummary = z.infer<typeof marketSummarySchema>;

/* ---------- GET /api/market/emirates and /api/market/locations ---------- */

export const emirateCountSchema = z.object({
  emirate: z.enum(EMIRATES),
  slug: z.string(),
  listingCount: z.number().int(),
});
export type EmirateCount = z.infer<typeof emirateCountSchema>;

export const locationCountSchema = z.object({
  location: z.string(),
  slug: z.string(),
  emirate: z.enum(EMIRATES),
  listingCount: z.number().int(),
});
export type LocationCount = z.infer<typeof locationCountSchema>;

/* ---------- Listings of a place or category ---------- */

const listingFilterFields = {
  ...pagingQuerySchema.shape,
  priceType: optionalFilter(z.enum(PRICE_TYPES)),
  emirate: optionalFilter(emirateValue),
  sort: optionalFilter(z.enum(SORTS)).transform((v) => v ?? "featured"),
};

/** GET /api/market/listings: public listings of one exact location, emirate and/or category. */
export const placeListingsQuerySchema = z.object({
  ...listingFilterFields,
  location: optionalFilter(locationValue),
  category: optionalFilter(categoryValue),
});
export type PlaceListingsQuery = z.output<typeof placeListingsQuerySchema>;

/** GET /api/properties/category/{slug}. */
export const categoryListingsQuerySchema = z.object(listingFilterFields);
export const categoryParamsSchema = z.object({
  slug: z
    .string()
    .max(60)
    .meta({ description: CURATED_CATEGORY_SLUGS.join(", ") }),
});

/* ---------- Transactions: price index and sold prices ---------- */

export const priceIndexQuerySchema = z.object({
  emirate: optionalFilter(emirateValue),
  propertyType: optionalFilter(propertyTypeFilter),
});
export type PriceIndexQuery = z.output<typeof priceIndexQuerySchema>;

export const priceIndexPointSchema = z.object({
  month: z.string().meta({ description: "YYYY-MM" }),
  medianPricePerSqft: z.number(),
  index: z.number().meta({ description: "Median price per sq ft, 100 = the series' first month" }),
  transactions: z.number().int(),
});
export type PriceIndexPoint = z.infer<typeof priceIndexPointSchema>;

export const priceIndexSeriesSchema = z.object({
  propertyType: z
    .enum(PROPERTY_TYPES)
    .nullable()
    .meta({ description: "null: every type of the filter together" }),
  points: z.array(priceIndexPointSchema),
});
export type PriceIndexSeries = z.infer<typeof priceIndexSeriesSchema>;

export const priceIndexSchema = z.object({
  emirate: z.enum(EMIRATES).nullable(),
  propertyType: z.enum(PROPERTY_TYPES).nullable(),
  /** True while any transaction behind the figures is sample data. */
  isSample: z.boolean(),
  series: z.array(priceIndexSeriesSchema),
});
export type PriceIndex = z.infer<typeof priceIndexSchema>;

/** Types with a series of their own when no type is chosen: the homes the index is about. */
export const PRICE_INDEX_TYPES: readonly PropertyType[] = RESIDENTIAL_TYPES;

export const TRANSACTION_SORTS = ["newest", "oldest", "price_asc", "price_desc"] as const;

export const transactionsQuerySchema = z
  .object({
    ...pagingQuerySchema.shape,
    location: optionalFilter(z.string().trim().max(80, { error: "Must be at most 80 characters" })),
    emirate: optionalFilter(emirateValue),
    propertyType: optionalFilter(propertyTypeFilter),
    beds: optionalFilter(wholeNumber(0, 50)),
    from: optionalFilter(isoDate),
    to: optionalFilter(isoDate),
    sort: optionalFilter(z.enum(TRANSACTION_SORTS)).transform((v) => v ?? "newest"),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "Must not be before from" });
    }
  });
export type TransactionsQuery = z.output<typeof transactionsQuerySchema>;

export const transactionSchema = z.object({
  id: z.number().int(),
  date: z.string().meta({ description: "YYYY-MM-DD" }),
  emirate: z.enum(EMIRATES),
  location: z.string(),
  propertyType: z.enum(PROPERTY_TYPES),
  beds: z.number().int(),
  sqft: z.number().int(),
  price: z.number(),
  pricePerSqft: z.number().int(),
  isSample: z.boolean(),
});
export type Transaction = z.infer<typeof transactionSchema>;
