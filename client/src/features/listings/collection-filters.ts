import { findEmirate, emirateSlug, type Emirate } from "@shared/locations";
import type { PriceType } from "@shared/listing";
import { readFilters, writeFilters, type FilterKey, type Filters } from "./search-params";

/**
 * The search filters a collection page takes besides its purpose tabs, emirate and page: the same names and
 * values as /buy, so a link means the same on either (docs/product.md §Filters in the page). The collection's
 * own filter (category, off-plan) is fixed by the page.
 */
const REFINING_KEYS: readonly FilterKey[] = [
  "search",
  "location",
  "propertyType",
  "beds",
  "baths",
  "minPrice",
  "maxPrice",
  "minSqft",
  "maxSqft",
  "completionStatus",
  "furnished",
  "amenities",
  "addedWithin",
  "sort",
];

function refiningOnly(filters: Filters): Filters | undefined {
  const refine: Filters = {};
  for (const key of REFINING_KEYS) if (filters[key] !== undefined) refine[key] = filters[key];
  return Object.keys(refine).length ? refine : undefined;
}

/** The filters of /new-property and /commercial-property, as they live in the URL. */
export interface CollectionFilters {
  priceType: PriceType;
  emirate?: Emirate;
  page: number;
  /** Location, type, size, amenities…: left out when there are none. */
  refine?: Filters;
}

/**
 * Reads the filters leniently: a link with a wrong value still shows a useful page (the default purpose,
 * every emirate, page 1) instead of an error.
 */
export function readCollectionFilters(search: string): CollectionFilters {
  const params = new URLSearchParams(search);
  const page = Number(params.get("page"));
  const refine = refiningOnly(readFilters(search));
  return {
    priceType: params.get("priceType") === "rent" ? "rent" : "sale",
    emirate: findEmirate(params.get("emirate") ?? ""),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    ...(refine && { refine }),
  };
}

/** "?priceType=rent&emirate=abu-dhabi&beds=2&page=2"; defaults (sale, every emirate, page 1) are left out. */
export function writeCollectionFilters(filters: CollectionFilters): string {
  const params = new URLSearchParams();
  if (filters.priceType !== "sale") params.set("priceType", filters.priceType);
  if (filters.emirate) params.set("emirate", emirateSlug(filters.emirate));
  const refine = refiningOnly(filters.refine ?? {});
  if (refine) for (const [key, value] of new URLSearchParams(writeFilters(refine))) params.set(key, value);
  if (filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
