/**
 * Listing constants and small helpers without schemas: what the browser needs on every search page, kept
 * apart from the zod schemas in listing.ts so the first pages load no validation library.
 */
import type { Emirate } from "./locations";

export const PRICE_TYPES = ["sale", "rent"] as const;
export const RESIDENTIAL_TYPES = ["Villa", "Apartment", "Townhouse", "Penthouse"] as const;
export const COMMERCIAL_TYPES = ["Office", "Retail", "Warehouse"] as const;
export const PROPERTY_TYPES = [...RESIDENTIAL_TYPES, ...COMMERCIAL_TYPES] as const;
export const CATEGORIES = ["residential", "commercial"] as const;
export const COMPLETION_STATUSES = ["ready", "off-plan"] as const;
export const FURNISHINGS = ["furnished", "unfurnished", "partly"] as const;
export const LISTING_STATUSES = ["draft", "published", "under-offer", "sold", "rented", "archived"] as const;
/** Statuses the public APIs return (PRODUCT.md §3). */
export const PUBLIC_STATUSES = ["published", "under-offer"] as const;
export const SORTS = ["featured", "newest", "price_asc", "price_desc"] as const;

export type PriceType = (typeof PRICE_TYPES)[number];
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export type Sort = (typeof SORTS)[number];

/** Emirates whose regulator requires an advertising permit before a listing is published. */
export const PERMIT_REQUIRED_EMIRATES: readonly Emirate[] = ["Dubai", "Abu Dhabi"];

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/** The "beds" filter's "5+" option is sent as 5 and means five or more (PRODUCT.md §4). */
export const BEDS_OR_MORE = 5;

/** Home and /buy price ranges (SPEC.md §5), sent as minPrice/maxPrice. */
export interface PriceRange {
  value: string;
  label: string;
  min?: number;
  max?: number;
}

export const PRICE_RANGES = [
  { value: "all", label: "Any price" },
  { value: "0-500000", label: "Up to AED 500K", min: 0, max: 500_000 },
  { value: "500000-1000000", label: "AED 500K – 1M", min: 500_000, max: 1_000_000 },
  { value: "1000000-2000000", label: "AED 1M – 2M", min: 1_000_000, max: 2_000_000 },
  { value: "2000000-5000000", label: "AED 2M – 5M", min: 2_000_000, max: 5_000_000 },
  { value: "5000000+", label: "AED 5M +", min: 5_000_000 },
] as const satisfies readonly PriceRange[];

/**
 * Annual rents need their own bands: SPEC.md's ranges start at AED 500K, above almost every rent. These
 * follow the bands Dubai renters actually search in (studios to villas).
 */
export const RENT_PRICE_RANGES = [
  { value: "all", label: "Any rent" },
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
  const match = ranges.find((r) => r.value !== "all" && r.min === minPrice && r.max === maxPrice);
  return match?.value ?? (minPrice === undefined && maxPrice === undefined ? "all" : "custom");
}

/** Residential types count as residential, the rest as commercial. */
export function categoryOf(propertyType: PropertyType): (typeof CATEGORIES)[number] {
  return (COMMERCIAL_TYPES as readonly string[]).includes(propertyType) ? "commercial" : "residential";
}
