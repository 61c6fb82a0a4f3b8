import { queryOptions } from "@tanstack/react-query";
import { TOTAL_COUNT_HEADER } from "@shared/api";
import type { ChangePasswordInput } from "@shared/account";
import type { MyEnquiry } from "@shared/enquiry";
import type { Listing, ListingStatus } from "@shared/listing";
import type { ConfirmResult, MyListing } from "@shared/my-listing";
import { apiFetchFor, apiRequest, throwIfResNotOk, withQuery } from "@/lib/api-client";

export type ListingSummary = Omit<Listing, "agent" | "description">;

export interface Page<T> {
  items: T[];
  total: number;
}

/** The dashboard's private data sits under "/api/my…" keys: signing out removes it all. */
export const dashboardKeys = {
  listings: (page: number) => ["/api/my/properties", { page }] as const,
  enquiries: (page: number, unread: boolean) => ["/api/my/enquiries", { page, unread }] as const,
  unreadCount: ["/api/my/enquiries", "unread-count"] as const,
  /** Under "/api/favourites" so saving or removing a favourite anywhere refreshes it; per user, as it
   *  is not under "/api/my". */
  favourites: (userId: number, page: number) => ["/api/favourites", "list", { userId, page }] as const,
};

export const LISTINGS_PAGE_SIZE = 20;
export const ENQUIRIES_PAGE_SIZE = 20;
export const FAVOURITES_PAGE_SIZE = 12;

async function getPage<T>(
  url: string,
  apiFetch: ReturnType<typeof apiFetchFor>,
  signal?: AbortSignal,
): Promise<Page<T>> {
  const res = await apiFetch(url, { signal });
  await throwIfResNotOk(res);
  return { items: (await res.json()) as T[], total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? 0) };
}

export function getMyListingsQueryOptions(page: number) {
  return queryOptions({
    queryKey: dashboardKeys.listings(page),
    queryFn: ({ client, signal }) =>
      getPage<MyListing>(
        withQuery("/api/my/properties", { page, limit: LISTINGS_PAGE_SIZE }),
        apiFetchFor(client),
        signal,
      ),
  });
}

export function getMyEnquiriesQueryOptions(page: number, unread: boolean) {
  return queryOptions({
    queryKey: dashboardKeys.enquiries(page, unread),
    queryFn: ({ client, signal }) =>
      getPage<MyEnquiry>(
        withQuery("/api/my/enquiries", { page, limit: ENQUIRIES_PAGE_SIZE, unread: unread ? 1 : undefined }),
        apiFetchFor(client),
        signal,
      ),
  });
}

export function getUnreadEnquiryCountQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.unreadCount,
    queryFn: async ({ client, signal }) =>
      (await getPage<MyEnquiry>("/api/my/enquiries?unread=1&limit=1", apiFetchFor(client), signal)).total,
  });
}

export function getMyFavouritesQueryOptions(userId: number, page: number) {
  return queryOptions({
    queryKey: dashboardKeys.favourites(userId, page),
    queryFn: ({ client, signal }) =>
      getPage<ListingSummary>(
        withQuery("/api/favourites", { page, limit: FAVOURITES_PAGE_SIZE }),
        apiFetchFor(client),
        signal,
      ),
  });
}

export async function confirmListing(id: number): Promise<ConfirmResult> {
  return (await apiRequest("POST", `/api/properties/${id}/confirm`)).json();
}

export async function changeListingStatus(id: number, status: ListingStatus): Promise<Listing> {
  return (await apiRequest("PATCH", `/api/properties/${id}`, { status })).json();
}

export async function deleteListing(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/properties/${id}`);
}

export async function markEnquiry(id: number, read: boolean): Promise<MyEnquiry> {
  return (await apiRequest("PATCH", `/api/my/enquiries/${id}`, { read })).json();
}

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiRequest("POST", "/api/account/password", input);
}

export async function signOutEverywhere(): Promise<void> {
  await apiRequest("POST", "/api/account/sign-out-everywhere");
}
