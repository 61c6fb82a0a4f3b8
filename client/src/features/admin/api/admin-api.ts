import { queryOptions } from "@tanstack/react-query";
import type { AdminListing, AdminListingDetail, AdminUser, AuditEntry, UserRole } from "@shared/moderation";
import {
  apiFetchFor,
  apiRequest,
  getPage,
  throwIfResNotOk,
  withQuery,
  type ApiFetch,
} from "@/lib/api-client";
import { adminKeys } from "@/lib/query-keys";

export const AUDIT_PAGE_SIZE = 50;

async function getJson<T>(apiFetch: ApiFetch, url: string, signal?: AbortSignal): Promise<T> {
  const res = await apiFetch(url, { signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

export function getQueueQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.queue,
    queryFn: ({ client, signal }) => getJson<AdminListing[]>(apiFetchFor(client), "/api/admin/queue", signal),
  });
}

export function getAdminListingsQueryOptions(q: string) {
  return queryOptions({
    queryKey: adminKeys.listings(q),
    queryFn: ({ client, signal }) =>
      getJson<AdminListing[]>(apiFetchFor(client), withQuery("/api/admin/listings", { q }), signal),
  });
}

export function getAdminListingQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminKeys.listing(id),
    queryFn: async ({ client, signal }) => {
      const res = await apiFetchFor(client)(`/api/admin/listings/${id}`, { signal });
      if (res.status === 404) return null;
      await throwIfResNotOk(res);
      return (await res.json()) as AdminListingDetail;
    },
  });
}

export function getAdminUsersQueryOptions(q: string) {
  return queryOptions({
    queryKey: adminKeys.users(q),
    queryFn: ({ client, signal }) =>
      getJson<AdminUser[]>(apiFetchFor(client), withQuery("/api/admin/users", { q }), signal),
  });
}

export interface AuditFilter {
  actorId?: number;
  targetType?: "listing" | "user";
  targetId?: number;
  page: number;
}

export function getAuditQueryOptions(filter: AuditFilter) {
  return queryOptions({
    queryKey: adminKeys.audit({ ...filter }),
    queryFn: ({ client, signal }) =>
      getPage<AuditEntry>(
        withQuery("/api/admin/audit", { ...filter, limit: AUDIT_PAGE_SIZE }),
        apiFetchFor(client),
        signal,
      ),
  });
}

export type ModerationAction =
  | { kind: "approve"; note?: string }
  | { kind: "request-changes"; message: string; days: number }
  | { kind: "remove"; reason: string };

export async function moderateListing(id: number, action: ModerationAction): Promise<AdminListingDetail> {
  const { kind, ...body } = action;
  const res = await apiRequest("POST", `/api/admin/listings/${id}/${kind}`, body);
  return (await res.json()) as AdminListingDetail;
}

/** A moderator checked the listing and found it right (docs/decisions/0051); `note` says what was checked. */
export async function verifyListing(id: number, note?: string): Promise<void> {
  await apiRequest("POST", `/api/admin/listings/${id}/verify`, { note });
}

export async function changeRole(userId: number, role: UserRole, reason: string): Promise<AdminUser> {
  const res = await apiRequest("PATCH", `/api/admin/users/${userId}/role`, { role, reason });
  return (await res.json()) as AdminUser;
}
