import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { PriceHistoryEntry } from "@shared/listing-detail";
import { apiFetchFor, throwIfResNotOk } from "@/lib/api-client";
import { listingKeys } from "@/lib/query-keys";

export function getPriceHistoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: listingKeys.priceHistory(id),
    queryFn: async ({ client, signal }): Promise<PriceHistoryEntry[]> => {
      const res = await apiFetchFor(client)(`/api/properties/${id}/price-history`, { signal });
      if (res.status === 404) return [];
      await throwIfResNotOk(res);
      return (await res.json()) as PriceHistoryEntry[];
    },
  });
}

export function usePriceHistory(id: number) {
  return useSuspenseQuery(getPriceHistoryQueryOptions(id));
}
