import { PROPERTY_TYPES, type PropertyType } from "@shared/listing-options";
import { emirateSlug, findEmirate, type Emirate } from "@shared/locations";

/** The sold-prices search, as kept in the page's URL. */
export interface SoldPricesFilters {
  location?: string;
  emirate?: Emirate;
  propertyType?: PropertyType;
  /** 0 = studio; 5 = five or more. */
  beds?: number;
  from?: string;
  to?: string;
  page: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date as YYYY-MM-DD ("2025-02-30" is not one). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/**
 * Reads the filters from a query string, dropping anything the API would refuse, so a mistyped link still
 * opens a working page.
 */
export function readSoldPricesFilters(search: string): SoldPricesFilters {
  const params = new URLSearchParams(search);
  const location = params.get("location")?.trim().slice(0, 80);
  const type = params.get("propertyType");
  const beds = Number(params.get("beds") ?? "");
  const page = Number(params.get("page"));
  let from = params.get("from") ?? undefined;
  let to = params.get("to") ?? undefined;
  if (from && !isIsoDate(from)) from = undefined;
  if (to && !isIsoDate(to)) to = undefined;
  if (from && to && from > to) to = undefined;
  return {
    location: location || undefined,
    emirate: findEmirate(params.get("emirate") ?? ""),
    propertyType: (PROPERTY_TYPES as readonly string[]).includes(type ?? "")
      ? (type as PropertyType)
      : undefined,
    beds: params.get("beds") !== null && Number.isInteger(beds) && beds >= 0 && beds <= 5 ? beds : undefined,
    from,
    to,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string (without "?") for filters; page 1 is left out. */
export function writeSoldPricesFilters(filters: SoldPricesFilters): string {
  const params = new URLSearchParams();
  if (filters.location) params.set("location", filters.location);
  if (filters.emirate) params.set("emirate", emirateSlug(filters.emirate));
  if (filters.propertyType) params.set("propertyType", filters.propertyType);
  if (filters.beds !== undefined) params.set("beds", String(filters.beds));
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params.toString();
}
