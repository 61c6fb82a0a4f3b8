import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { queryOptions } from "@tanstack/react-query";
import type { FeaturedOrder, FeaturedPlanId, UpgradeResult } from "@shared/featured-plans";
import type { Listing } from "@shared/listing";
import { apiFetchFor, ApiRequestError, throwIfResNotOk } from "@/lib/api-client";
import { formatDate } from "@shared/format";
import { intlLocale, isLocale, SOURCE_LOCALE } from "@shared/locale";
import { upgradeKeys } from "@/lib/query-keys";

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

/**
 * Orders the plan. The Idempotency-Key names this attempt: the same key again (a retry after the answer
 * was lost) returns the first order instead of a second one (docs/decisions/0030-idempotency-keys.md).
 */
export async function upgradeListing(
  id: number,
  plan: FeaturedPlanId,
  idempotencyKey: string,
): Promise<UpgradeResult> {
  const res = await apiFetchFor(undefined)(`/api/properties/${id}/upgrade`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
    body: JSON.stringify({ plan }),
  });
  await throwIfResNotOk(res);
  return (await res.json()) as UpgradeResult;
}

/**
 * One Idempotency-Key per "Confirm and pay" attempt. The key is kept while the attempt may still have
 * ordered: no answer came (a network error), the first request is still running (409
 * `idempotency_request_in_progress`), or the server failed (5xx, which it does not keep); a retry then
 * sends the same key and gets the one order. An order, or a refusal the server decided (another 4xx, and
 * the 409 `conflict` of another order waiting for payment, decision 0060), ends the attempt; so does
 * choosing another plan.
 */
export function createOrderAttempts(newKey: () => string = () => crypto.randomUUID()) {
  let current: { plan: FeaturedPlanId; key: string } | undefined;
  return {
    keyFor(plan: FeaturedPlanId): string {
      if (current?.plan !== plan) current = { plan, key: newKey() };
      return current.key;
    },
    /** After the attempt: `error` is what it failed with, if it failed. */
    settle(error?: unknown) {
      const status = error instanceof ApiRequestError ? error.status : undefined;
      const stillRunning =
        status === 409 && error instanceof ApiRequestError && error.body?.code !== "conflict";
      const mayHaveOrdered = error !== undefined && (status === undefined || stillRunning || status >= 500);
      if (!mayHaveOrdered) current = undefined;
    },
  };
}

/**
 * The one "featured until" of an order: its end as the server set it (`order.endsAt`), null while its
 * payment is pending. The toast, the heading and the listing summary all show this value.
 */
export function featuredUntilOf(result: UpgradeResult): string | null {
  return result.order.endsAt;
}

/** A date as the day in the UAE, in the language of a render's Lingui instance ("9 Dec 2026", "9 ديسمبر 2026"). */
export function upgradeDate(i18n: I18n, instant: string | Date): string {
  return formatDate(instant, "short", intlLocale(isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE));
}

/**
 * "Featured until 29 Nov 2026" (the day in the UAE), in the render's language (`i18n` from `useLingui()`):
 * the one way the page words that date.
 */
export function featuredUntilLabel(i18n: I18n, iso: string): string {
  const date = upgradeDate(i18n, iso);
  return i18n._(msg`Featured until ${date}`);
}

/** What the page says once the order is placed: the heading of the result panel and the toast. */
export function orderPlacedMessages(i18n: I18n, result: UpgradeResult): { heading: string; toast: string } {
  const until = featuredUntilOf(result);
  const reference = result.order.reference;
  if (!until) {
    return {
      heading: i18n._(msg`Order received`),
      toast: i18n._(msg`Order ${reference} is waiting for payment.`),
    };
  }
  const featuredUntil = featuredUntilLabel(i18n, until);
  return {
    heading: featuredUntil,
    toast: i18n._(msg`${featuredUntil}. Invoice ${reference} follows by email.`),
  };
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
