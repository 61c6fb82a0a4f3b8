import { describe, expect, it } from "vitest";
import {
  ALL,
  BEDS_OR_MORE,
  EMIRATE_OPTIONS,
  isNoFilter,
  meansOrMore,
  priceRangeValue,
  PRICE_RANGES,
  withAll,
} from "./listing-options";

describe("the no-filter value", () => {
  it.each([undefined, null, "", ALL])("%j means no filter", (value) => {
    expect(isNoFilter(value)).toBe(true);
  });

  it.each(["0", 0, "All", " all", "Dubai", "sale"])("%j is a filter", (value) => {
    expect(isNoFilter(value)).toBe(false);
  });

  it("is the first choice of a list, worded for its place", () => {
    expect(withAll("All emirates", EMIRATE_OPTIONS)[0]).toEqual({ value: "all", label: "All emirates" });
    expect(withAll("All emirates", EMIRATE_OPTIONS).slice(1)).toEqual(EMIRATE_OPTIONS);
  });

  it("is what a price range reads when no bound is set, and custom bounds are not it", () => {
    expect(priceRangeValue(PRICE_RANGES)).toBe(ALL);
    expect(priceRangeValue(PRICE_RANGES, 0, 500_000)).toBe("0-500000");
    expect(priceRangeValue(PRICE_RANGES, 1, 2)).toBe("custom");
  });
});

describe("the bedroom and bathroom filters' last choice", () => {
  it("means that many or more, and so does any larger number", () => {
    expect([0, 1, BEDS_OR_MORE - 1].map(meansOrMore)).toEqual([false, false, false]);
    expect([BEDS_OR_MORE, 9].map(meansOrMore)).toEqual([true, true]);
  });
});
