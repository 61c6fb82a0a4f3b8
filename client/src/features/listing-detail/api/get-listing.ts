import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { Listing } from "@shared/listing";
import { apiFetchFor, throwIfResNotOk } from "@/lib/api-client";
import { listingKeys } from "@/lib/query-keys";

/** One listing with its agent card; null when it is missing or hidden from this viewer (a 404). */
export async function getListing(
  id: number,
  apiFetch: ReturnType<typeof apiFetchFor>,
  signal?: AbortSignal,
): Promise<Listing | null> {
  const res = await apiFetch(`/api/properties/${id}`, { signal });
  if (res.status === 404) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as Listing;
}

export function getListingQueryOptions(id: number) {
  return queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: ({ client, signal }) => getListing(id, apiFetchFor(client), signal),
  });
}

export function useListing(id: number) {
  return useSuspenseQuery(getListingQueryOptions(id));
}
