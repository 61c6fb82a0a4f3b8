import { describe, expect, it } from "vitest";
import { vatBreakdownOfInclusivePrice, type FeaturedOrder, type UpgradeResult } from "@shared/featured-plans";
import { ApiRequestError } from "@/lib/api-client";
import { createI18n, loadCatalogue } from "@/lib/i18n";
import {
  createOrderAttempts,
  featuredUntilLabel,
  featuredUntilOf,
  orderPlacedMessages,
  planEnd,
  runningPlanEnd,
} from "./upgrade-api";

const now = new Date("2026-11-22T10:00:00Z");
/** English needs no catalogue: messages are written in English in the code. */
const english = createI18n("en", {});
const order = (status: FeaturedOrder["status"], endsAt: string | null): FeaturedOrder => ({
  id: 1,
  propertyId: 1,
  plan: "7-days",
  days: 7,
  amountAed: 149,
  ...vatBreakdownOfInclusivePrice(149),
  provider: "invoice",
  status,
  reference: "INV-2026-000001",
  startsAt: null,
  endsAt,
  createdAt: now.toISOString(),
});

describe("plan dates", () => {
  it("extend from the end of the running plan, else start now", () => {
    const orders = [
      order("active", "2026-11-25T10:00:00Z"),
      order("active", "2026-12-01T10:00:00Z"),
      order("expired", "2026-12-30T10:00:00Z"),
      order("active", "2026-11-01T10:00:00Z"),
    ];
    const running = runningPlanEnd(orders, now);
    expect(running?.toISOString()).toBe("2026-12-01T10:00:00.000Z");
    expect(planEnd(7, running, now).toISOString()).toBe("2026-12-08T10:00:00.000Z");
    expect(runningPlanEnd([order("cancelled", null)], now)).toBeNull();
    expect(planEnd(30, null, now).toISOString()).toBe("2026-12-22T10:00:00.000Z");
  });
});

describe("the order's featured-until date", () => {
  // 21:30 UTC on 8 Dec is already 9 Dec in the UAE: every place shows the UAE day of the server's endsAt.
  const endsAt = "2026-12-08T21:30:00.000Z";
  const placed = (overrides: Partial<UpgradeResult> = {}): UpgradeResult => ({
    order: { ...order("active", endsAt), startsAt: "2026-12-01T21:30:00.000Z" },
    featured: 1,
    featuredUntil: endsAt,
    ...overrides,
  });

  it("is the server's endsAt, worded the same in the heading, the toast and the summary", () => {
    const result = placed();
    const { heading, toast } = orderPlacedMessages(english, result);
    expect(featuredUntilOf(result)).toBe(endsAt);
    expect(heading).toBe("Featured until 9 Dec 2026");
    expect(toast).toBe("Featured until 9 Dec 2026. Invoice INV-2026-000001 follows by email.");
    expect(featuredUntilLabel(english, featuredUntilOf(result)!)).toBe(heading);
  });

  it("comes from the order even if the listing's date in the answer says otherwise", () => {
    const result = placed({ featuredUntil: "2026-12-30T10:00:00.000Z" });
    expect(orderPlacedMessages(english, result).heading).toBe("Featured until 9 Dec 2026");
    expect(orderPlacedMessages(english, result).toast).toContain("9 Dec 2026");
  });

  it("is worded in Arabic on Arabic pages, with the Arabic month and Western digits", async () => {
    const arabic = createI18n("ar", await loadCatalogue("ar"));
    const { heading, toast } = orderPlacedMessages(arabic, placed());
    expect(heading).toBe("مميز حتى 9 ديسمبر 2026");
    expect(toast).toContain("INV-2026-000001");
    expect(toast).not.toMatch(/Invoice|Featured|follows/);
  });

  it("is absent while the payment is pending", () => {
    const result = placed({ order: order("pending", null), featured: 0, featuredUntil: null });
    expect(orderPlacedMessages(english, result)).toEqual({
      heading: "Order received",
      toast: "Order INV-2026-000001 is waiting for payment.",
    });
  });
});

describe("order attempts", () => {
  const keys = () => {
    let n = 0;
    return createOrderAttempts(() => `key-${++n}`);
  };

  it("reuse the key while the attempt may have ordered, and start afresh after an answer", () => {
    const attempts = keys();
    expect(attempts.keyFor("7-days")).toBe("key-1");
    expect(attempts.keyFor("7-days")).toBe("key-1"); // a second click while pending
    attempts.settle(new TypeError("Failed to fetch")); // no answer: the retry is the same order
    expect(attempts.keyFor("7-days")).toBe("key-1");
    attempts.settle(new ApiRequestError(409, "409: still in progress", null));
    expect(attempts.keyFor("7-days")).toBe("key-1");
    attempts.settle(new ApiRequestError(503, "503: unavailable", null));
    expect(attempts.keyFor("7-days")).toBe("key-1");
    attempts.settle(); // ordered
    expect(attempts.keyFor("7-days")).toBe("key-2");
    attempts.settle(new ApiRequestError(400, "400: not published", null));
    expect(attempts.keyFor("7-days")).toBe("key-3");
    expect(attempts.keyFor("30-days")).toBe("key-4");
  });

  it("start afresh after another order waiting for payment refused this one (409 conflict)", () => {
    const attempts = keys();
    expect(attempts.keyFor("7-days")).toBe("key-1");
    attempts.settle(
      new ApiRequestError(409, "This listing already has an order waiting for payment", {
        message: "This listing already has an order waiting for payment",
        code: "conflict",
      }),
    );
    expect(attempts.keyFor("7-days")).toBe("key-2");
  });
});
