import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { ListingSummary } from "@shared/listing";
import type { EmirateCount, LocationCount, MarketSummary } from "@shared/market";
import { apiFetchFor, getPage, throwIfResNotOk, withQuery, type ApiFetch } from "@/lib/api-client";
import { marketKeys } from "@/lib/query-keys";

async function getJson<T>(url: string, apiFetch: ApiFetch, signal?: AbortSignal): Promise<T> {
  const res = await apiFetch(url, { signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
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
    queryKey: marketKeys.emirates,
    queryFn: ({ client, signal }) =>
      getJson<EmirateCount[]>("/api/market/emirates", apiFetchFor(client), signal),
  });
}

export function useEmirateCounts() {
  return useSuspenseQuery(getEmirateCountsQueryOptions());
}

export function getLocationCountsQueryOptions() {
  return queryOptions({
    queryKey: marketKeys.locations,
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
        getPage<ListingSummary>(withQuery("/api/market/listings", params), apiFetchFor(client), signal),
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
        getPage<ListingSummary>(
          withQuery(`/api/properties/category/${encodeURIComponent(slug)}`, params),
          apiFetchFor(client),
          signal,
        ),
    }),
  );
}
