import { describe, expect, it } from "vitest";
import { readFilters, toSearchParams, withFilter, writeFilters } from "./search-params";

describe("listing filters in the URL", () => {
  it("reads known filters, dropping 'all', blanks and unknown keys", () => {
    expect(readFilters("?emirate=Dubai&beds=all&search=%20&utm_source=x&page=2")).toEqual({
      emirate: "Dubai",
      page: "2",
    });
  });

  it("writes a stable order and leaves page 1 out", () => {
    expect(writeFilters({ page: "1", beds: "2", emirate: "Dubai" })).toBe("?emirate=Dubai&beds=2");
    expect(writeFilters({})).toBe("");
  });

  it("goes back to page 1 when a filter changes", () => {
    expect(withFilter({ emirate: "Dubai", page: "3" }, { beds: "2" })).toEqual({
      emirate: "Dubai",
      beds: "2",
    });
    expect(withFilter({ emirate: "Dubai" }, { page: "3" })).toEqual({ emirate: "Dubai", page: "3" });
  });

  it("lets a page's fixed purpose win over the URL", () => {
    expect(toSearchParams({ priceType: "rent", beds: "2" }, "sale")).toEqual({
      priceType: "sale",
      beds: "2",
    });
    expect(toSearchParams({ priceType: "lease" })).toEqual({});
  });
});

describe("browse titles", async () => {
  const { browseTitle } = await import("./components/listing-search");
  it("count with separators, and say 'about' for an estimate", () => {
    expect(browseTitle(1234, "sale")).toBe("Browse 1,234 properties available for purchase");
    expect(browseTitle(41000, "rent", true)).toBe("Browse about 41,000 rental properties available");
  });
  it("say 'property' for one, and keep the plural for none", () => {
    expect(browseTitle(1, "sale")).toBe("Browse 1 property available for purchase");
    expect(browseTitle(1, "rent")).toBe("Browse 1 rental property available");
    expect(browseTitle(1, undefined)).toBe("Browse 1 property for sale and rent");
    expect(browseTitle(0, "sale")).toBe("Browse 0 properties available for purchase");
  });
});
