import type { SearchListingsParams } from "@shared/listing";
import { isNoFilter, PRICE_TYPES } from "@shared/listing-options";
import { FILTER_KEYS } from "@shared/search-filters";

export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Partial<Record<FilterKey, string>>;

/*
 * The API's limits (shared/listing.ts MAX_SEARCH_LOCATIONS and ADDED_WITHIN_DAYS), repeated here so that the
 * search page does not load the API's schemas and their validator; a unit test holds them equal.
 */
/** How many locations a search takes at once. */
export const MAX_LOCATIONS = 5;
/** "Added in the last N days": the choices, as the URL writes them. */
export const ADDED_WITHIN_CHOICES: readonly string[] = ["1", "3", "7", "14", "30"];

/** Reads the filters from a query string; unknown keys and "all" drop out. */
export function readFilters(search: string): Filters {
  const params = new URLSearchParams(search);
  const filters: Filters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (!isNoFilter(value)) filters[key] = value;
  }
  return filters;
}

/** The query string for filters, in a stable order; page 1 is left out. */
export function writeFilters(filters: Filters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (!isNoFilter(value) && !(key === "page" && value === "1")) params.set(key, value!);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Changing any filter goes back to page 1. */
export function withFilter(filters: Filters, changes: Filters): Filters {
  const next = { ...filters, ...changes };
  if (!("page" in changes)) delete next.page;
  return next;
}

/** The names of a comma-separated filter ("Dubai Marina,JLT"), trimmed, blanks and repeats dropped. */
export function listOf(value: string | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(",").map((part) => part.trim()))].filter(Boolean);
}

/** A list back into its URL value; undefined (no filter) when empty. */
export function joinList(values: readonly string[]): string | undefined {
  return values.length ? values.join(",") : undefined;
}

/** The list with `value` added at the end (once) or taken out. */
export function toggled(values: readonly string[], value: string, on: boolean): string[] {
  const rest = values.filter((v) => v !== value);
  return on ? [...rest, value] : rest;
}

/** Filters that are not the page's words, order or page: what "Filters (n)" counts and "Clear all" clears. */
export function refiningFilterCount(filters: Filters, purpose?: "sale" | "rent"): number {
  let count = 0;
  for (const key of Object.keys(filters) as FilterKey[]) {
    if (key === "search" || key === "sort" || key === "page") continue;
    if (key === "priceType" && purpose) continue;
    // A price or size range is one filter however many ends it has.
    if (key === "maxPrice" && filters.minPrice !== undefined) continue;
    if (key === "maxSqft" && filters.minSqft !== undefined) continue;
    count += key === "location" || key === "amenities" ? listOf(filters[key]).length : 1;
  }
  return count;
}

/**
 * API parameters for a page: its fixed purpose (on /buy and /rent) wins over the URL; relevance order
 * needs words (without them the order is the default); at most five locations.
 */
export function toSearchParams(filters: Filters, purpose?: "sale" | "rent"): SearchListingsParams {
  const params: Record<string, string> = { ...filters };
  if (purpose) params.priceType = purpose;
  else if (filters.priceType && !(PRICE_TYPES as readonly string[]).includes(filters.priceType))
    delete params.priceType;
  if (params.sort === "relevance" && !filters.search) delete params.sort;
  if (filters.location) params.location = listOf(filters.location).slice(0, MAX_LOCATIONS).join(",");
  if (filters.amenities) params.amenities = listOf(filters.amenities).join(",");
  return params as SearchListingsParams;
}

/** What the facet counts are asked for: the search's filters without its order and page. */
export function toFacetParams(filters: Filters, purpose?: "sale" | "rent"): SearchListingsParams {
  const { sort: _sort, page: _page, ...rest } = toSearchParams(filters, purpose) as Record<string, string>;
  return rest as SearchListingsParams;
}
