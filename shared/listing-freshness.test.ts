import { describe, expect, it } from "vitest";
import { confirmedAgoText, listingFreshness } from "./listing-freshness";

const now = new Date("2026-11-22T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe("listingFreshness", () => {
  it("is fresh until 25 days, due from 25, hidden past 30", () => {
    expect(listingFreshness(daysAgo(0), now)).toEqual({ days: 0, state: "fresh" });
    expect(listingFreshness(daysAgo(24.9), now)).toEqual({ days: 24, state: "fresh" });
    expect(listingFreshness(daysAgo(25), now)).toEqual({ days: 25, state: "due" });
    expect(listingFreshness(daysAgo(30), now)).toEqual({ days: 30, state: "due" });
    expect(listingFreshness(daysAgo(30.01), now)).toEqual({ days: 30, state: "hidden" });
    expect(listingFreshness(daysAgo(45).toISOString(), now)).toEqual({ days: 45, state: "hidden" });
  });

  it("says how long ago in words", () => {
    expect(confirmedAgoText(0)).toBe("Confirmed today");
    expect(confirmedAgoText(1)).toBe("Confirmed 1 day ago");
    expect(confirmedAgoText(12)).toBe("Confirmed 12 days ago");
  });

  it("says it in Arabic with the plural form each count takes", () => {
    expect(confirmedAgoText(0, "ar")).toBe("تم التأكيد اليوم");
    expect(confirmedAgoText(1, "ar")).toBe("تم التأكيد منذ يوم واحد");
    expect(confirmedAgoText(2, "ar")).toBe("تم التأكيد منذ يومين");
    expect(confirmedAgoText(3, "ar")).toBe("تم التأكيد منذ 3 أيام");
    expect(confirmedAgoText(11, "ar")).toBe("تم التأكيد منذ 11 يومًا");
    expect(confirmedAgoText(100, "ar")).toBe("تم التأكيد منذ 100 يوم");
  });
});
