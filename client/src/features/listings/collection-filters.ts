import { findEmirate, emirateSlug, type Emirate } from "@shared/locations";
import type { PriceType } from "@shared/listing";

/** The filters of /new-property and /commercial-property, as they live in the URL. */
export interface CollectionFilters {
  priceType: PriceType;
  emirate?: Emirate;
  page: number;
}

/**
 * Reads the filters leniently: a link with a wrong value still shows a useful page (the default purpose,
 * every emirate, page 1) instead of an error.
 */
export function readCollectionFilters(search: string): CollectionFilters {
  const params = new URLSearchParams(search);
  const page = Number(params.get("page"));
  return {
    priceType: params.get("priceType") === "rent" ? "rent" : "sale",
    emirate: findEmirate(params.get("emirate") ?? ""),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** "?priceType=rent&emirate=abu-dhabi&page=2"; defaults (sale, every emirate, page 1) are left out. */
export function writeCollectionFilters(filters: CollectionFilters): string {
  const params = new URLSearchParams();
  if (filters.priceType !== "sale") params.set("priceType", filters.priceType);
  if (filters.emirate) params.set("emirate", emirateSlug(filters.emirate));
  if (filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
