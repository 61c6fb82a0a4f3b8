import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { TOTAL_COUNT_HEADER } from "@shared/api";
import type { Listing } from "@shared/listing";
import type { EmirateCount, LocationCount, MarketSummary } from "@shared/market";
import { apiFetchFor, throwIfResNotOk, withQuery, type ApiFetch } from "@/lib/api-client";

export type PlaceListing = Omit<Listing, "agent" | "description">;
export interface PlaceListingPage {
  items: PlaceListing[];
  total: number;
}

type Params = Record<string, string | number | undefined>;

export const marketKeys = {
  summary: (params: Params) => ["/api/market/summary", params] as const,
  emirates: () => ["/api/market/emirates"] as const,
  locations: () => ["/api/market/locations"] as const,
  placeListings: (params: Params) => ["/api/market/listings", params] as const,
  categoryListings: (slug: string, params: Params) => ["/api/properties/category", slug, params] as const,
};

async function getJson<T>(url: string, apiFetch: ApiFetch, signal?: AbortSignal): Promise<T> {
  const res = await apiFetch(url, { signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

async function getListingPage(
  url: string,
  apiFetch: ApiFetch,
  signal?: AbortSignal,
): Promise<PlaceListingPage> {
  const res = await apiFetch(url, { signal });
  await throwIfResNotOk(res);
  return {
    items: (await res.json()) as PlaceListing[],
    total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? 0),
  };
}

/** Live counts and medians of public listings for an emirate, location and/or category. */
export function getMarketSummaryQueryOptions(params: {
  emirate?: string;
  location?: string;
  category?: string;
}) {
  return queryOptions({
    queryKey: marketKeys.summary(params),
    queryFn: ({ client, signal }) =>
      getJson<MarketSummary>(withQuery("/api/market/summary", params), apiFetchFor(client), signal),
  });
}

export function useMarketSummary(params: { emirate?: string; location?: string; category?: string }) {
  return useSuspenseQuery(getMarketSummaryQueryOptions(params));
}

export function getEmirateCountsQueryOptions() {
  return queryOptions({
    queryKey: marketKeys.emirates(),
    queryFn: ({ client, signal }) =>
      getJson<EmirateCount[]>("/api/market/emirates", apiFetchFor(client), signal),
  });
}

export function useEmirateCounts() {
  return useSuspenseQuery(getEmirateCountsQueryOptions());
}

export function getLocationCountsQueryOptions() {
  return queryOptions({
    queryKey: marketKeys.locations(),
    queryFn: ({ client, signal }) =>
      getJson<LocationCount[]>("/api/market/locations", apiFetchFor(client), signal),
  });
}

export function useLocationCounts() {
  return useSuspenseQuery(getLocationCountsQueryOptions());
}

/** Public listings of one exact location (not the word search, which mixes Jumeirah with Palm Jumeirah). */
export function usePlaceListings(params: {
  location?: string;
  emirate?: string;
  priceType?: "sale" | "rent";
  sort?: string;
  limit?: number;
  page?: number;
}) {
  return useSuspenseQuery(
    queryOptions({
      queryKey: marketKeys.placeListings(params),
      queryFn: ({ client, signal }) =>
        getListingPage(withQuery("/api/market/listings", params), apiFetchFor(client), signal),
    }),
  );
}

export function useCategoryListings(
  slug: string,
  params: { priceType?: string; sort?: string; page?: number; limit?: number },
) {
  return useSuspenseQuery(
    queryOptions({
      queryKey: marketKeys.categoryListings(slug, params),
      queryFn: ({ client, signal }) =>
        getListingPage(
          withQuery(`/api/properties/category/${encodeURIComponent(slug)}`, params),
          apiFetchFor(client),
          signal,
        ),
    }),
  );
}
