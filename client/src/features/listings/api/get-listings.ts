import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { ListingSummary, SearchListingsParams } from "@shared/listing";
import { apiFetchFor, getPage, withQuery } from "@/lib/api-client";
import { listingKeys } from "@/lib/query-keys";

export function getFeaturedListingsQueryOptions(limit = 8) {
  return queryOptions({
    queryKey: listingKeys.featured(limit),
    queryFn: ({ client, signal }) =>
      getPage<ListingSummary>(
        withQuery("/api/properties", { featured: 1, limit }),
        apiFetchFor(client),
        signal,
      ),
  });
}

export function useFeaturedListings(limit = 8) {
  return useSuspenseQuery(getFeaturedListingsQueryOptions(limit));
}

export function getSearchListingsQueryOptions(params: SearchListingsParams) {
  return queryOptions({
    queryKey: listingKeys.search(params),
    queryFn: ({ client, signal }) =>
      getPage<ListingSummary>(withQuery("/api/properties/search", params), apiFetchFor(client), signal),
  });
}

export function useSearchListings(params: SearchListingsParams) {
  return useSuspenseQuery(getSearchListingsQueryOptions(params));
}
