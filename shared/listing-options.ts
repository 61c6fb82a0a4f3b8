/**
 * Listing constants and small helpers without schemas: what the browser needs on every search page, kept
 * apart from the zod schemas in listing.ts so the first pages load no validation library.
 */
import { EMIRATES, emirateSlug, type Emirate } from "./locations";

export const PRICE_TYPES = ["sale", "rent"] as const;
export const RESIDENTIAL_TYPES = ["Villa", "Apartment", "Townhouse", "Penthouse"] as const;
export const COMMERCIAL_TYPES = ["Office", "Retail", "Warehouse"] as const;
export const PROPERTY_TYPES = [...RESIDENTIAL_TYPES, ...COMMERCIAL_TYPES] as const;
export const CATEGORIES = ["residential", "commercial"] as const;
export const COMPLETION_STATUSES = ["ready", "off-plan"] as const;
export const FURNISHINGS = ["furnished", "unfurnished", "partly"] as const;
/** The statuses an owner sets (create, edit, the dashboard's moves). */
export const OWNER_STATUSES = ["draft", "published", "under-offer", "sold", "rented", "archived"] as const;
/**
 * Statuses only moderation sets (docs/decisions/0050-roles-and-moderation.md): `hidden` while reports from
 * REPORTS_TO_HIDE visitors wait for a moderator, `removed` by a moderator. Both are outside the search's
 * partial indexes (`status in ('published','under-offer')`), so hiding costs search nothing.
 */
export const MODERATION_STATUSES = ["hidden", "removed"] as const;
export const LISTING_STATUSES = [...OWNER_STATUSES, ...MODERATION_STATUSES] as const;
/** Statuses the public APIs return (docs/product.md §Lifecycle). */
export const PUBLIC_STATUSES = ["published", "under-offer"] as const;
export const SORTS = ["featured", "newest", "price_asc", "price_desc"] as const;
/**
 * The orders of a search: the list orders, and `relevance` (best text match first), which needs words in
 * `search` (docs/decisions/0045-full-text-search.md).
 */
export const SEARCH_SORTS = [...SORTS, "relevance"] as const;

export type PriceType = (typeof PRICE_TYPES)[number];
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type Category = (typeof CATEGORIES)[number];
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];
export type Furnishing = (typeof FURNISHINGS)[number];
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export type OwnerStatus = (typeof OWNER_STATUSES)[number];
export type Sort = (typeof SORTS)[number];
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The "beds" and "baths" filters' last option, "5+", is sent as 5 and means five or more. */
export const BEDS_OR_MORE = 5;

/**
 * The rule of the bedroom and bathroom filters (docs/api.md §Search): BEDS_OR_MORE, and any larger number
 * an address carries, means that many or more. The search's SQL, the sold-prices search and the filters'
 * labels (option-labels.ts: "5+ beds") all ask this function.
 */
export function meansOrMore(count: number): boolean {
  return count >= BEDS_OR_MORE;
}

/* ---------- Choices and their labels ---------- */

/**
 * The value of every "any" choice (any beds, all emirates): no filter. `isNoFilter` is the one test for it,
 * used where queries are parsed on the server and where the browser reads and writes filters.
 */
export const ALL = "all";

/** True for a filter value that means "no filter": absent, empty or "all". */
export function isNoFilter(value: unknown): boolean {
  return value === undefined || value === null || value === "" || value === ALL;
}

/** A choice: the value sent and its label in the page's language (shared/option-labels.ts has the words). */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** The options with their "any" choice first, worded for where it appears ("Any beds", "All types"). */
export function withAll<V extends string>(
  allLabel: string,
  options: readonly Option<V>[],
): Option<V | typeof ALL>[] {
  return [{ value: ALL, label: allLabel }, ...options];
}

/** Property types by their English names, the values the API takes (Arabic: shared/localised-names.ts). */
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  Villa: "Villa",
  Apartment: "Apartment",
  Townhouse: "Townhouse",
  Penthouse: "Penthouse",
  Office: "Office",
  Retail: "Retail",
  Warehouse: "Warehouse",
};

/** Emirates by their names (the values the listing search takes). */
export const EMIRATE_OPTIONS: Option<Emirate>[] = EMIRATES.map((emirate) => ({
  value: emirate,
  label: emirate,
}));
/** Emirates by their slugs (the values of the market pages' links: "abu-dhabi"). */
export const EMIRATE_SLUG_OPTIONS: Option[] = EMIRATES.map((emirate) => ({
  value: emirateSlug(emirate),
  label: emirate,
}));

/** Emirates whose regulator requires an advertising permit before a listing is published. */
export const PERMIT_REQUIRED_EMIRATES: readonly Emirate[] = ["Dubai", "Abu Dhabi"];

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/**
 * How many of the newest matches `sort=relevance` ranks by how well they match; the matches beyond them
 * follow newest first. Published in the ranking rule (content/en/company/how-results-are-ordered.md and its Arabic).
 */
export const RELEVANCE_CANDIDATES = 500;

/** Home and /buy price ranges (docs/product.md §Search), sent as minPrice/maxPrice. */
export interface PriceRange {
  value: string;
  label: string;
  min?: number;
  max?: number;
}

export const PRICE_RANGES = [
  { value: ALL, label: "Any price" },
  { value: "0-500000", label: "Up to AED 500K", min: 0, max: 500_000 },
  { value: "500000-1000000", label: "AED 500K – 1M", min: 500_000, max: 1_000_000 },
  { value: "1000000-2000000", label: "AED 1M – 2M", min: 1_000_000, max: 2_000_000 },
  { value: "2000000-5000000", label: "AED 2M – 5M", min: 2_000_000, max: 5_000_000 },
  { value: "5000000+", label: "AED 5M +", min: 5_000_000 },
] as const satisfies readonly PriceRange[];

/**
 * Annual rents need their own bands: the sale ranges start at AED 500K, above almost every rent. These
 * follow the bands Dubai renters actually search in (studios to villas).
 */
export const RENT_PRICE_RANGES = [
  { value: ALL, label: "Any rent" },
  { value: "0-50000", label: "Up to AED 50K/year", min: 0, max: 50_000 },
  { value: "50000-100000", label: "AED 50K – 100K/year", min: 50_000, max: 100_000 },
  { value: "100000-150000", label: "AED 100K – 150K/year", min: 100_000, max: 150_000 },
  { value: "150000-250000", label: "AED 150K – 250K/year", min: 150_000, max: 250_000 },
  { value: "250000+", label: "AED 250K+/year", min: 250_000 },
] as const satisfies readonly PriceRange[];

export function priceRangesFor(priceType: PriceType | undefined): readonly PriceRange[] {
  return priceType === "rent" ? RENT_PRICE_RANGES : PRICE_RANGES;
}

/** The range option whose bounds equal minPrice/maxPrice, or "all". */
export function priceRangeValue(ranges: readonly PriceRange[], minPrice?: number, maxPrice?: number): string {
  const match = ranges.find((r) => r.value !== ALL && r.min === minPrice && r.max === maxPrice);
  return match?.value ?? (minPrice === undefined && maxPrice === undefined ? ALL : "custom");
}

/** Residential types count as residential, the rest as commercial. */
export function categoryOf(propertyType: PropertyType): Category {
  return (COMMERCIAL_TYPES as readonly string[]).includes(propertyType) ? "commercial" : "residential";
}
