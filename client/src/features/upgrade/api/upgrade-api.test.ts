import { describe, expect, it } from "vitest";
import type { FeaturedOrder } from "@shared/featured-plans";
import { planEnd, runningPlanEnd } from "./upgrade-api";

const now = new Date("2026-11-22T10:00:00Z");
const order = (status: FeaturedOrder["status"], endsAt: string | null): FeaturedOrder => ({
  id: 1,
  propertyId: 1,
  plan: "7-days",
  days: 7,
  amountAed: 149,
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
