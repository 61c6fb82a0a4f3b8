import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { TOTAL_COUNT_ESTIMATED_HEADER, TOTAL_COUNT_HEADER } from "@shared/api";
import type { Listing, SearchListingsParams } from "@shared/listing";
import { apiFetchFor, throwIfResNotOk, withQuery } from "@/lib/api-client";

export type ListingSummary = Omit<Listing, "agent" | "description">;
export interface ListingPage {
  items: ListingSummary[];
  total: number;
  /** Large result sets are counted approximately by the server; pages then say "about N". */
  totalIsEstimate: boolean;
}

export const listingKeys = {
  all: ["/api/properties"] as const,
  featured: (limit: number) => ["/api/properties", { featured: 1, limit }] as const,
  search: (params: SearchListingsParams) => ["/api/properties/search", params] as const,
  detail: (id: number) => ["/api/properties", id] as const,
};

async function getListingPage(
  url: string,
  apiFetch: ReturnType<typeof apiFetchFor>,
  signal?: AbortSignal,
): Promise<ListingPage> {
  const res = await apiFetch(url, { signal });
  await throwIfResNotOk(res);
  return {
    items: (await res.json()) as ListingSummary[],
    total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? 0),
    totalIsEstimate: res.headers.get(TOTAL_COUNT_ESTIMATED_HEADER) === "true",
  };
}

export function getFeaturedListingsQueryOptions(limit = 8) {
  return queryOptions({
    queryKey: listingKeys.featured(limit),
    queryFn: ({ client, signal }) =>
      getListingPage(withQuery("/api/properties", { featured: 1, limit }), apiFetchFor(client), signal),
  });
}

export function useFeaturedListings(limit = 8) {
  return useSuspenseQuery(getFeaturedListingsQueryOptions(limit));
}

export function getSearchListingsQueryOptions(params: SearchListingsParams) {
  return queryOptions({
    queryKey: listingKeys.search(params),
    queryFn: ({ client, signal }) =>
      getListingPage(withQuery("/api/properties/search", params), apiFetchFor(client), signal),
  });
}

export function useSearchListings(params: SearchListingsParams) {
  return useSuspenseQuery(getSearchListingsQueryOptions(params));
}
