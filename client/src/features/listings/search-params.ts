import type { SearchListingsParams } from "@shared/listing";
import { isNoFilter, PRICE_TYPES } from "@shared/listing-options";
import { FILTER_KEYS } from "@shared/search-filters";

export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Partial<Record<FilterKey, string>>;

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

/** API parameters for a page: its fixed purpose (on /buy and /rent) wins over the URL. */
export function toSearchParams(filters: Filters, purpose?: "sale" | "rent"): SearchListingsParams {
  const params: SearchListingsParams = { ...filters };
  if (purpose) params.priceType = purpose;
  else if (filters.priceType && !(PRICE_TYPES as readonly string[]).includes(filters.priceType))
    delete params.priceType;
  return params;
}
