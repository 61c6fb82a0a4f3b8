import { queryOptions } from "@tanstack/react-query";
import type { FeaturedOrder, FeaturedPlanId, UpgradeResult } from "@shared/featured-plans";
import type { Listing } from "@shared/listing";
import { apiFetchFor, apiRequest, throwIfResNotOk } from "@/lib/api-client";

/** Private to the owner: under "/api/my…", so signing out removes them. */
export const upgradeKeys = {
  listing: (id: number) => ["/api/my/upgrade", id, "listing"] as const,
  orders: (id: number) => ["/api/my/upgrade", id, "orders"] as const,
};

/** The listing (its owner gets it in any status), or null when there is none. */
export function getUpgradeListingQueryOptions(id: number) {
  return queryOptions({
    queryKey: upgradeKeys.listing(id),
    queryFn: async ({ client, signal }): Promise<Listing | null> => {
      const res = await apiFetchFor(client)(`/api/properties/${id}`, { signal });
      if (res.status === 404) return null;
      await throwIfResNotOk(res);
      return (await res.json()) as Listing;
    },
  });
}

export function getOrdersQueryOptions(id: number) {
  return queryOptions({
    queryKey: upgradeKeys.orders(id),
    queryFn: async ({ client, signal }): Promise<FeaturedOrder[]> => {
      const res = await apiFetchFor(client)(`/api/properties/${id}/orders`, { signal });
      await throwIfResNotOk(res);
      return (await res.json()) as FeaturedOrder[];
    },
  });
}

export async function upgradeListing(id: number, plan: FeaturedPlanId): Promise<UpgradeResult> {
  return (await apiRequest("POST", `/api/properties/${id}/upgrade`, { plan })).json();
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a running plan ends: the latest end among active orders, or null when none is running. */
export function runningPlanEnd(orders: FeaturedOrder[], now: Date = new Date()): Date | null {
  const ends = orders
    .filter((order) => order.status === "active" && order.endsAt)
    .map((order) => new Date(order.endsAt!))
    .filter((end) => end > now);
  return ends.length ? new Date(Math.max(...ends.map((end) => end.getTime()))) : null;
}

/** The end of a plan bought now: it starts when the running plan ends, or now. */
export function planEnd(days: number, runningEnd: Date | null, now: Date = new Date()): Date {
  return new Date((runningEnd ?? now).getTime() + days * DAY_MS);
}
