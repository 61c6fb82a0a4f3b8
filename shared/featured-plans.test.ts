import { describe, expect, it } from "vitest";
import { FEATURED_PLANS, UAE_VAT_PERCENT, vatBreakdownOfInclusivePrice } from "./featured-plans";

describe("vatBreakdownOfInclusivePrice", () => {
  it("splits a VAT-inclusive price at the UAE's 5% into whole fils", () => {
    expect(UAE_VAT_PERCENT).toBe(5);
    expect(vatBreakdownOfInclusivePrice(299)).toEqual({
      netFils: 28_476,
      vatFils: 1_424,
      totalFils: 29_900,
      vatPercent: 5,
    });
    expect(vatBreakdownOfInclusivePrice(149)).toMatchObject({ netFils: 14_190, vatFils: 710 });
    expect(vatBreakdownOfInclusivePrice(449)).toMatchObject({ netFils: 42_762, vatFils: 2_138 });
  });

  it("always adds up, and the VAT is 5% of the net to the nearest fils", () => {
    const wrong: number[] = [];
    for (let aed = 0; aed <= 20_000; aed += 1) {
      const { netFils, vatFils, totalFils } = vatBreakdownOfInclusivePrice(aed);
      if (netFils + vatFils !== totalFils || Math.abs(vatFils - netFils * 0.05) > 1) wrong.push(aed);
    }
    expect(wrong).toEqual([]);
    for (const plan of FEATURED_PLANS) {
      expect(vatBreakdownOfInclusivePrice(plan.priceAed).totalFils).toBe(plan.priceAed * 100);
    }
  });

  it("refuses what is not a whole, non-negative number of dirhams", () => {
    expect(() => vatBreakdownOfInclusivePrice(149.5)).toThrow(RangeError);
    expect(() => vatBreakdownOfInclusivePrice(-1)).toThrow(RangeError);
  });
});
