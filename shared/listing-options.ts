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

/** The "beds" filter's "5+" option is sent as 5 and means five or more (docs/api.md §Search). */
export const BEDS_OR_MORE = 5;

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

/** A choice: the value sent (and the key a translation is looked up by) and its English label. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** One option per value, in the order of the values; a translation swaps the labels, never the values. */
export function optionsOf<V extends string>(values: readonly V[], labels: Record<V, string>): Option<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The options with their "any" choice first, worded for where it appears ("Any beds", "All types"). */
export function withAll<V extends string>(
  allLabel: string,
  options: readonly Option<V>[],
): Option<V | typeof ALL>[] {
  return [{ value: ALL, label: allLabel }, ...options];
}

export const SORT_LABELS: Record<Sort, string> = {
  featured: "Featured first",
  newest: "Newest",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
};
export const SORT_OPTIONS = optionsOf(SORTS, SORT_LABELS);

/** What a visitor browses: property for sale, or to rent. */
export const PURPOSE_LABELS: Record<PriceType, string> = { sale: "For sale", rent: "To rent" };
export const PURPOSE_OPTIONS = optionsOf(PRICE_TYPES, PURPOSE_LABELS);
/** What a listing is, as its owner describes it in the editor. */
export const LISTING_PURPOSE_LABELS: Record<PriceType, string> = { sale: "For sale", rent: "For rent" };

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  Villa: "Villa",
  Apartment: "Apartment",
  Townhouse: "Townhouse",
  Penthouse: "Penthouse",
  Office: "Office",
  Retail: "Retail",
  Warehouse: "Warehouse",
};
export const PROPERTY_TYPE_OPTIONS = optionsOf(PROPERTY_TYPES, PROPERTY_TYPE_LABELS);

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

export const FURNISHING_LABELS: Record<Furnishing, string> = {
  furnished: "Furnished",
  partly: "Partly furnished",
  unfurnished: "Unfurnished",
};
export const FURNISHING_OPTIONS = optionsOf(FURNISHINGS, FURNISHING_LABELS);

export const COMPLETION_LABELS: Record<CompletionStatus, string> = {
  ready: "Ready",
  "off-plan": "Off-plan",
};
export const COMPLETION_OPTIONS = optionsOf(COMPLETION_STATUSES, COMPLETION_LABELS);

/** A number of bedrooms as a listing states it: "Studio" for none. */
export function bedsLabel(beds: number): string {
  return beds === 0 ? "Studio" : String(beds);
}

/** The bedroom filter's choices: studio to BEDS_OR_MORE, the last meaning that many or more. */
export const BEDS_FILTER_OPTIONS: Option[] = Array.from({ length: BEDS_OR_MORE + 1 }, (_, beds) => ({
  value: String(beds),
  label: beds === 0 ? "Studio" : `${beds}${beds === BEDS_OR_MORE ? "+" : ""} ${beds === 1 ? "bed" : "beds"}`,
}));

/** Emirates whose regulator requires an advertising permit before a listing is published. */
export const PERMIT_REQUIRED_EMIRATES: readonly Emirate[] = ["Dubai", "Abu Dhabi"];

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

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
