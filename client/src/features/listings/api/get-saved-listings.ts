import { queryOptions } from "@tanstack/react-query";
import { TOTAL_COUNT_HEADER } from "@shared/api";
import type { Listing } from "@shared/listing";
import { DEFAULT_PAGE_SIZE } from "@shared/listing-options";
import { apiFetchFor, throwIfResNotOk, withQuery } from "@/lib/api-client";
import type { ListingSummary } from "./get-listings";

/** Cards on a page of /saved: the same as a page of search results. */
export const SAVED_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const savedKeys = {
  /** Under "/api/favourites", so saving or removing a favourite anywhere marks it stale. */
  account: (userId: number, page: number) => ["/api/favourites", "saved", { userId, page }] as const,
  /** The key every feature uses for one listing, so a copy loaded elsewhere is reused. */
  listing: (id: number) => ["/api/properties", id] as const,
};

/** A signed-in visitor's saved listings, newest first: one page of them and how many in all. */
export function getAccountSavedQueryOptions(userId: number, page: number) {
  return queryOptions({
    queryKey: savedKeys.account(userId, page),
    queryFn: async ({ client, signal }) => {
      const res = await apiFetchFor(client)(withQuery("/api/favourites", { page, limit: SAVED_PAGE_SIZE }), {
        signal,
      });
      await throwIfResNotOk(res);
      return {
        items: (await res.json()) as ListingSummary[],
        total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? 0),
      };
    },
  });
}

/** One listing a guest saved in this browser; null once it is gone from the site (a 404). */
export function getSavedListingQueryOptions(id: number) {
  return queryOptions({
    queryKey: savedKeys.listing(id),
    queryFn: async ({ client, signal }): Promise<Listing | null> => {
      const res = await apiFetchFor(client)(`/api/properties/${id}`, { signal });
      if (res.status === 404) return null;
      await throwIfResNotOk(res);
      return (await res.json()) as Listing;
    },
  });
}
