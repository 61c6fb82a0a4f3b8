import { describe, expect, it } from "vitest";
import {
  ALL,
  BEDS_FILTER_OPTIONS,
  BEDS_OR_MORE,
  PROPERTY_TYPES,
  PROPERTY_TYPE_OPTIONS,
  SORTS,
  SORT_OPTIONS,
  bedsLabel,
  isNoFilter,
  optionsOf,
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
    expect(withAll("Any beds", BEDS_FILTER_OPTIONS)[0]).toEqual({ value: "all", label: "Any beds" });
    expect(withAll("Any beds", BEDS_FILTER_OPTIONS).slice(1)).toEqual(BEDS_FILTER_OPTIONS);
  });

  it("is what a price range reads when no bound is set, and custom bounds are not it", () => {
    expect(priceRangeValue(PRICE_RANGES)).toBe(ALL);
    expect(priceRangeValue(PRICE_RANGES, 0, 500_000)).toBe("0-500000");
    expect(priceRangeValue(PRICE_RANGES, 1, 2)).toBe("custom");
  });
});

describe("option lists", () => {
  it("hold every value once, in the order of the value list", () => {
    expect(SORT_OPTIONS.map((o) => o.value)).toEqual([...SORTS]);
    expect(PROPERTY_TYPE_OPTIONS.map((o) => o.value)).toEqual([...PROPERTY_TYPES]);
    expect(SORT_OPTIONS.find((o) => o.value === "price_asc")?.label).toBe("Price: low to high");
  });

  it("take their labels from the label map, so a translation replaces labels only", () => {
    const arabic = optionsOf(["sale", "rent"] as const, { sale: "للبيع", rent: "للإيجار" });
    expect(arabic).toEqual([
      { value: "sale", label: "للبيع" },
      { value: "rent", label: "للإيجار" },
    ]);
  });

  it("offer studio to 5+ bedrooms, the last meaning five or more", () => {
    expect(BEDS_FILTER_OPTIONS.map((o) => o.label)).toEqual([
      "Studio",
      "1 bed",
      "2 beds",
      "3 beds",
      "4 beds",
      "5+ beds",
    ]);
    expect(BEDS_FILTER_OPTIONS.at(-1)?.value).toBe(String(BEDS_OR_MORE));
    expect([bedsLabel(0), bedsLabel(3)]).toEqual(["Studio", "3"]);
  });
});
