import { queryOptions } from "@tanstack/react-query";
import type { Listing, ListingSummary } from "@shared/listing";
import { DEFAULT_PAGE_SIZE } from "@shared/listing-options";
import { apiFetchFor, getPage, throwIfResNotOk, withQuery } from "@/lib/api-client";
import { favouriteKeys, listingKeys } from "@/lib/query-keys";

/** Cards on a page of /saved: the same as a page of search results. */
export const SAVED_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** A signed-in visitor's saved listings, newest first: one page of them and how many in all. */
export function getAccountSavedQueryOptions(userId: number, page: number) {
  return queryOptions({
    queryKey: favouriteKeys.saved(userId, page),
    queryFn: ({ client, signal }) =>
      getPage<ListingSummary>(
        withQuery("/api/favourites", { page, limit: SAVED_PAGE_SIZE }),
        apiFetchFor(client),
        signal,
      ),
  });
}

/** One listing a guest saved in this browser; null once it is gone from the site (a 404). */
export function getSavedListingQueryOptions(id: number) {
  return queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: async ({ client, signal }): Promise<Listing | null> => {
      const res = await apiFetchFor(client)(`/api/properties/${id}`, { signal });
      if (res.status === 404) return null;
      await throwIfResNotOk(res);
      return (await res.json()) as Listing;
    },
  });
}
