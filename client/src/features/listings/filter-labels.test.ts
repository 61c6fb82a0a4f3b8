import { describe, expect, it } from "vitest";
import { createI18n, loadCatalogue } from "@/lib/i18n";
import { filterLabel } from "./filter-labels";

// The names zero-results help gives the filter it offers to drop, in each language.
const en = createI18n("en", await loadCatalogue("en"));
const ar = createI18n("ar", await loadCatalogue("ar"));
const inEnglish = (key: string, value: string) => filterLabel(key, value, en, "en", "en-AE");
const inArabic = (key: string, value: string) => filterLabel(key, value, ar, "ar", "ar-AE");

describe("filterLabel", () => {
  it("names each filter with its value in English", () => {
    expect(inEnglish("maxPrice", "500000")).toBe("Max price AED 500,000");
    expect(inEnglish("minPrice", "1000000")).toBe("Min price AED 1,000,000");
    expect(inEnglish("beds", "3")).toBe("3 beds");
    expect(inEnglish("beds", "0")).toBe("Studio");
    // More bedrooms than the menu's last choice, from an address (/buy?beds=9): the same "or more".
    expect(inEnglish("beds", "9")).toBe("9+ beds");
    expect(inEnglish("baths", "1")).toBe("1 bath");
    expect(inEnglish("baths", "5")).toBe("5+ baths");
    expect(inEnglish("minSqft", "9000000")).toBe("Min size 9,000,000 sqft");
    expect(inEnglish("emirate", "abu-dhabi")).toBe("Abu Dhabi");
    expect(inEnglish("location", "Dubai Marina,Business Bay")).toBe("Dubai Marina, Business Bay");
    expect(inEnglish("propertyType", "Villa")).toBe("Villa");
    expect(inEnglish("furnished", "partly")).toBe("Partly furnished");
    expect(inEnglish("completionStatus", "off-plan")).toBe("Off-plan");
    expect(inEnglish("search", "sea view")).toBe("“sea view”");
    expect(inEnglish("addedWithin", "7")).toBe("Added in the last 7 days");
    expect(inEnglish("amenities", "Gym,Sea view")).toBe("Gym, Sea view");
    expect(inEnglish("featured", "1")).toBe("Featured only");
  });

  it("names them in Arabic, with Arabic names, units and plural forms", () => {
    expect(inArabic("maxPrice", "500000")).toBe("الحد الأقصى للسعر 500,000 درهم");
    expect(inArabic("beds", "3")).toBe("3 غرف نوم");
    expect(inArabic("beds", "9")).toBe("9 غرف نوم فأكثر");
    expect(inArabic("baths", "2")).toBe("حمّامان");
    expect(inArabic("minSqft", "1200")).toBe("الحد الأدنى للمساحة 1,200 قدم مربعة");
    expect(inArabic("emirate", "Dubai")).toBe("دبي");
    expect(inArabic("location", "Dubai Marina,Business Bay")).toBe("دبي مارينا، الخليج التجاري");
    expect(inArabic("search", "sea view")).toBe("«sea view»");
    expect(inArabic("addedWithin", "7")).toBe("أُضيف خلال آخر 7 أيام");
    expect(inArabic("furnished", "furnished")).toBe("مفروش");
  });

  it("offers nothing it cannot name", () => {
    expect(inEnglish("beds", "lots")).toBeUndefined();
    expect(inEnglish("emirate", "Atlantis")).toBeUndefined();
    expect(inEnglish("propertyType", "Castle")).toBeUndefined();
    expect(inEnglish("near", "25.1,55.2,3")).toBeUndefined();
    expect(inEnglish("maxPrice", "-5")).toBeUndefined();
  });
});
