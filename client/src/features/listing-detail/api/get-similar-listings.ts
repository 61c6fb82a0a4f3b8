import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { ListingSummary } from "@shared/listing";
import { apiFetchFor, throwIfResNotOk } from "@/lib/api-client";
import { listingKeys } from "@/lib/query-keys";

export function getSimilarListingsQueryOptions(id: number) {
  return queryOptions({
    queryKey: listingKeys.similar(id),
    queryFn: async ({ client, signal }): Promise<ListingSummary[]> => {
      const res = await apiFetchFor(client)(`/api/properties/${id}/similar`, { signal });
      // The listing's own query shows the not-found page; here a 404 simply means nothing to suggest.
      if (res.status === 404) return [];
      await throwIfResNotOk(res);
      return (await res.json()) as ListingSummary[];
    },
  });
}

export function useSimilarListings(id: number) {
  return useSuspenseQuery(getSimilarListingsQueryOptions(id));
}
