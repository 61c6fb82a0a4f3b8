import { FILTER_KEYS } from "./search-filters";

/**
 * Saved searches' constants, without schemas: the search pages' "Save search" button needs them, and those
 * pages load no validation library (see listing-options.ts). The schemas are in saved-search.ts.
 */

/** How often a saved search mails its new matches; "none" keeps the search without mail. */
export const SAVED_SEARCH_FREQUENCIES = ["instant", "daily", "weekly", "none"] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

/**
 * Searches one account may keep. Rightmove and Property Finder stop at a few dozen; more than this is a
 * list nobody reads, and each search costs a query per alert run.
 */
export const MAX_SAVED_SEARCHES = 25;
export const SAVED_SEARCH_NAME_MAX = 80;

/** The URL filters a saved search keeps: the search page's, without its page and order. */
export const SAVED_SEARCH_FILTER_KEYS: readonly string[] = FILTER_KEYS.filter(
  (key) => key !== "page" && key !== "sort",
);

/** The address of the search page with these filters (`/search?beds=2&location=…`). */
export function savedSearchPath(filters: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const key of SAVED_SEARCH_FILTER_KEYS) {
    if (filters[key] !== undefined) params.set(key, filters[key]);
  }
  const query = params.toString();
  return query ? `/search?${query}` : "/search";
}
