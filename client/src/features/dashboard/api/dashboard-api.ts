import { queryOptions } from "@tanstack/react-query";
import type { ChangePasswordInput } from "@shared/account";
import type { MyEnquiry } from "@shared/enquiry";
import type { Listing, ListingStatus, ListingSummary } from "@shared/listing";
import type { ConfirmResult, MyListing } from "@shared/my-listing";
import type { MyModerationNotice } from "@shared/moderation";
import { apiFetchFor, apiRequest, getPage, throwIfResNotOk, withQuery } from "@/lib/api-client";
import { dashboardKeys, favouriteKeys } from "@/lib/query-keys";

export const LISTINGS_PAGE_SIZE = 20;
export const ENQUIRIES_PAGE_SIZE = 20;
export const FAVOURITES_PAGE_SIZE = 12;

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

export function getMyFavouritesQueryOptions(userId: number, page: number) {
  return queryOptions({
    queryKey: favouriteKeys.dashboard(userId, page),
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

/** Moderators' messages about the owner's listings (docs/decisions/0050). */
export function getMyModerationNoticesQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.moderationNotices,
    queryFn: async ({ client, signal }) => {
      const res = await apiFetchFor(client)("/api/my/moderation-notices", { signal });
      await throwIfResNotOk(res);
      return (await res.json()) as MyModerationNotice[];
    },
  });
}

export async function replyToModerationNotice(id: number, message: string): Promise<MyModerationNotice> {
  const res = await apiRequest("POST", `/api/my/moderation-notices/${id}/reply`, { message });
  return (await res.json()) as MyModerationNotice;
}
