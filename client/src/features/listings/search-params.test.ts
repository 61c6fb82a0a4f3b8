import { describe, expect, it } from "vitest";
import { ADDED_WITHIN_DAYS, MAX_SEARCH_LOCATIONS } from "@shared/listing";
import {
  ADDED_WITHIN_CHOICES,
  MAX_LOCATIONS,
  listOf,
  refiningFilterCount,
  toFacetParams,
  toggled,
  readFilters,
  toSearchParams,
  withFilter,
  writeFilters,
} from "./search-params";

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
  const { createI18n, loadCatalogue } = await import("@/lib/i18n");
  const en = createI18n("en", await loadCatalogue("en"));
  const ar = createI18n("ar", await loadCatalogue("ar"));
  it("count with separators, and say 'about' for an estimate", () => {
    expect(browseTitle(en, 1234, "sale")).toBe("Browse 1,234 properties available for purchase");
    expect(browseTitle(en, 41000, "rent", true)).toBe("Browse about 41,000 rental properties available");
  });
  it("say 'property' for one, and keep the plural for none", () => {
    expect(browseTitle(en, 1, "sale")).toBe("Browse 1 property available for purchase");
    expect(browseTitle(en, 1, "rent")).toBe("Browse 1 rental property available");
    expect(browseTitle(en, 1, undefined)).toBe("Browse 1 property for sale and rent");
    expect(browseTitle(en, 0, "sale")).toBe("Browse 0 properties available for purchase");
  });
  it("in Arabic, with Western digits and the plural form of each count", () => {
    expect(browseTitle(ar, 1, "sale")).toBe("عقار واحد للبيع");
    expect(browseTitle(ar, 2, "rent")).toBe("عقاران للإيجار");
    expect(browseTitle(ar, 3, "sale")).toBe("3 عقارات للبيع");
    expect(browseTitle(ar, 11, "sale")).toBe("11 عقارًا للبيع");
    expect(browseTitle(ar, 1234, undefined)).toBe("1,234 عقارًا للبيع والإيجار");
    expect(browseTitle(ar, 41000, "rent", true)).toBe("نحو 41,000 عقار للإيجار");
  });
});

describe("the discovery filters in the URL (issue 15)", () => {
  it("read and write lists, locations and amenities among the known keys", () => {
    const filters = readFilters(
      "?location=Dubai+Marina%2CJumeirah+Lake+Towers+(JLT)&amenities=Gym&baths=2&addedWithin=7",
    );
    expect(filters).toEqual({
      location: "Dubai Marina,Jumeirah Lake Towers (JLT)",
      amenities: "Gym",
      baths: "2",
      addedWithin: "7",
    });
    expect(readFilters(writeFilters(filters))).toEqual(filters);
    expect(listOf(" Dubai Marina, ,Dubai Marina,JLT ")).toEqual(["Dubai Marina", "JLT"]);
    expect(listOf(undefined)).toEqual([]);
    expect(toggled(["Gym", "Balcony"], "Gym", true)).toEqual(["Balcony", "Gym"]);
    expect(toggled(["Gym", "Balcony"], "Gym", false)).toEqual(["Balcony"]);
  });

  it("count what the Filters button counts: each location and amenity, a range once, not the words or order", () => {
    expect(refiningFilterCount({ search: "sea", sort: "newest", page: "2" })).toBe(0);
    expect(
      refiningFilterCount({
        location: "A,B",
        amenities: "Gym",
        minPrice: "1",
        maxPrice: "2",
        maxSqft: "900",
      }),
    ).toBe(5);
    expect(refiningFilterCount({ priceType: "sale", beds: "2" }, "sale")).toBe(1);
    expect(refiningFilterCount({ priceType: "sale", beds: "2" })).toBe(2);
  });

  it("ask for relevance only with words, at most five locations, and facets without order or page", () => {
    expect(toSearchParams({ sort: "relevance" })).toEqual({});
    expect(toSearchParams({ sort: "relevance", search: "sea view" })).toEqual({
      sort: "relevance",
      search: "sea view",
    });
    expect(toSearchParams({ location: "A,B,C,D,E,F" }).location).toBe("A,B,C,D,E");
    expect(toFacetParams({ beds: "2", sort: "newest", page: "3" }, "rent")).toEqual({
      beds: "2",
      priceType: "rent",
    });
  });

  it("offer the API's own limits: five locations, its days since added", () => {
    expect(MAX_LOCATIONS).toBe(MAX_SEARCH_LOCATIONS);
    expect(ADDED_WITHIN_CHOICES).toEqual(ADDED_WITHIN_DAYS.map(String));
  });
});
