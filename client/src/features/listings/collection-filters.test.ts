import { describe, expect, it } from "vitest";
import { readCollectionFilters, writeCollectionFilters } from "./collection-filters";

describe("collection filters in the URL", () => {
  it("reads purpose, emirate (name or slug) and page", () => {
    expect(readCollectionFilters("?priceType=rent&emirate=abu-dhabi&page=3")).toEqual({
      priceType: "rent",
      emirate: "Abu Dhabi",
      page: 3,
    });
    expect(readCollectionFilters("?emirate=Ras%20Al%20Khaimah").emirate).toBe("Ras Al Khaimah");
  });

  it("falls back to sale, every emirate and page 1 for missing or wrong values", () => {
    expect(readCollectionFilters("")).toEqual({ priceType: "sale", emirate: undefined, page: 1 });
    expect(readCollectionFilters("?priceType=lease&emirate=atlantis&page=-2")).toEqual({
      priceType: "sale",
      emirate: undefined,
      page: 1,
    });
    expect(readCollectionFilters("?page=2.5").page).toBe(1);
  });

  it("writes only what differs from the defaults, and round-trips", () => {
    expect(writeCollectionFilters({ priceType: "sale", page: 1 })).toBe("");
    const query = writeCollectionFilters({ priceType: "rent", emirate: "Umm Al Quwain", page: 2 });
    expect(query).toBe("?priceType=rent&emirate=umm-al-quwain&page=2");
    expect(readCollectionFilters(query)).toEqual({ priceType: "rent", emirate: "Umm Al Quwain", page: 2 });
  });

  it("keeps the richer filters of /buy (issue 15) between the emirate and the page, and drops unknown ones", () => {
    const query =
      "?priceType=rent&emirate=dubai&location=Dubai+Marina%2CJumeirah+Lake+Towers+%28JLT%29&propertyType=Office&amenities=Pantry&minSqft=800&page=2&utm_source=x&category=residential";
    const filters = readCollectionFilters(query);
    expect(filters).toEqual({
      priceType: "rent",
      emirate: "Dubai",
      page: 2,
      refine: {
        location: "Dubai Marina,Jumeirah Lake Towers (JLT)",
        propertyType: "Office",
        amenities: "Pantry",
        minSqft: "800",
      },
    });
    expect(writeCollectionFilters(filters)).toBe(
      "?priceType=rent&emirate=dubai&propertyType=Office&location=Dubai+Marina%2CJumeirah+Lake+Towers+%28JLT%29&amenities=Pantry&minSqft=800&page=2",
    );
    expect(readCollectionFilters(writeCollectionFilters(filters))).toEqual(filters);
    expect(writeCollectionFilters({ priceType: "sale", page: 1, refine: {} })).toBe("");
  });
});
