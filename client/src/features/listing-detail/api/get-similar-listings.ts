import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { Listing } from "@shared/listing";
import { apiFetchFor, throwIfResNotOk } from "@/lib/api-client";
import { listingDetailKeys } from "./listing-detail-keys";

export type SimilarListing = Omit<Listing, "agent" | "description">;

export function getSimilarListingsQueryOptions(id: number) {
  return queryOptions({
    queryKey: listingDetailKeys.similar(id),
    queryFn: async ({ client, signal }): Promise<SimilarListing[]> => {
      const res = await apiFetchFor(client)(`/api/properties/${id}/similar`, { signal });
      // The listing's own query shows the not-found page; here a 404 simply means nothing to suggest.
      if (res.status === 404) return [];
      await throwIfResNotOk(res);
      return (await res.json()) as SimilarListing[];
    },
  });
}

export function useSimilarListings(id: number) {
  return useSuspenseQuery(getSimilarListingsQueryOptions(id));
}
