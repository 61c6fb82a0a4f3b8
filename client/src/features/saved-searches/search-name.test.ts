import { describe, expect, it } from "vitest";
import { SAVED_SEARCH_FILTER_KEYS } from "@shared/saved-search-options";
import { createI18n, loadCatalogue } from "@/lib/i18n";
import { defaultSearchName, filtersOfSearch } from "./search-name";

async function nameIn(locale: "en" | "ar", filters: Record<string, string>) {
  return defaultSearchName(filters, createI18n(locale, await loadCatalogue(locale)));
}

describe("a saved search's default name", () => {
  it("reads as a person would say the search, in English", async () => {
    expect(
      await nameIn("en", {
        beds: "2",
        propertyType: "Apartment",
        location: "Dubai Marina",
        priceType: "rent",
      }),
    ).toBe("2-bed apartments in Dubai Marina to rent");
    expect(
      await nameIn("en", { beds: "1", propertyType: "Villa", emirate: "sharjah", priceType: "sale" }),
    ).toBe("1-bed villas in Sharjah for sale");
    expect(await nameIn("en", { beds: "0", priceType: "rent" })).toBe("Studio properties to rent");
    expect(await nameIn("en", { search: "sea view", location: "Dubai Marina,JLT" })).toBe(
      "Properties in Dubai Marina or JLT matching “sea view”",
    );
    expect(await nameIn("en", {})).toBe("Properties");
  });

  it("is Arabic on Arabic pages, with the number's noun form and the place's Arabic name", async () => {
    expect(
      await nameIn("ar", {
        beds: "2",
        propertyType: "Apartment",
        location: "Dubai Marina",
        priceType: "rent",
      }),
    ).toBe("شقق بغرفتي نوم في دبي مارينا للإيجار");
    expect(
      await nameIn("ar", { beds: "4", propertyType: "Villa", emirate: "Dubai", priceType: "sale" }),
    ).toBe("فلل بـ4 غرف نوم في دبي للبيع");
    expect(await nameIn("ar", { beds: "0", propertyType: "Apartment" })).toBe("شقق استوديو");
  });

  it("says five bedrooms or more for the filter's 5, which finds that many or more", async () => {
    expect(await nameIn("en", { beds: "5", propertyType: "Villa", priceType: "sale" })).toBe(
      "5+ bed villas for sale",
    );
    expect(await nameIn("ar", { beds: "5", propertyType: "Villa", priceType: "sale" })).toBe(
      "فلل بـ5 غرف نوم فأكثر للبيع",
    );
  });

  it("fits the name's 80 characters", async () => {
    const name = await nameIn("en", { search: "x".repeat(120), priceType: "sale" });
    expect(name.length).toBe(80);
    expect(name.endsWith("…")).toBe(true);
  });
});

describe("the filters saved from a search page's address", () => {
  it("keeps the search filters, not the page or order, and adds the page's purpose", () => {
    expect(
      filtersOfSearch(
        "?beds=2&page=3&sort=price_asc&saveSearch=1&minPrice=&emirate=dubai",
        SAVED_SEARCH_FILTER_KEYS,
        "sale",
      ),
    ).toEqual({ beds: "2", emirate: "dubai", priceType: "sale" });
    expect(filtersOfSearch("?priceType=rent", SAVED_SEARCH_FILTER_KEYS, "sale")).toEqual({
      priceType: "rent",
    });
  });
});
