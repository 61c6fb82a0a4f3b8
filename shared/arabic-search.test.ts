import { describe, expect, it } from "vitest";
import {
  LOCATION_NAMES,
  findEmirate,
  findLocationByArabicName,
  suggestLocationOptions,
  suggestLocations,
} from "./locations";
import { searchTerms } from "./search-terms";

describe("location suggestions in Arabic (docs/decisions/0042-arabic-names-and-matching.md)", () => {
  it("finds a location by its Arabic name, whatever the spelling", () => {
    for (const typed of ["دبي مارينا", "دبى مارينا", "دُبَي مارينا", "دبـي مارينا", "دبيمارينا"]) {
      expect(suggestLocations(typed), typed).toEqual(["Dubai Marina"]);
    }
    expect(suggestLocations("الريم")).toEqual(["Al Reem Island"]);
    expect(suggestLocations("ريم")).toEqual(["Al Reem Island"]);
    expect(suggestLocations("برشاء")).toEqual(["Al Barsha"]);
    expect(suggestLocations("البرشاء")).toEqual(["Al Barsha"]);
    expect(suggestLocations("الشارقه")).toEqual([]); // an emirate, no location of that name
    expect(suggestLocations("كورنيش")).toEqual(["Corniche Area", "Ajman Corniche"]);
  });

  it("finds both Umm Al Quwain Marina and Dubai Marina for مارينا, and the other names of a place", () => {
    expect(suggestLocations("مارينا")).toEqual(["Dubai Marina", "Umm Al Quwain Marina"]);
    expect(suggestLocations("ام القيوين")).toEqual(["Umm Al Quwain Marina"]);
    expect(suggestLocations("أم القيوين")).toEqual(["Umm Al Quwain Marina"]);
    expect(suggestLocations("داون تاون")).toEqual(["Downtown Dubai"]);
    expect(suggestLocations("خور دبي")).toEqual(["Dubai Creek Harbour"]);
    expect(suggestLocations("نخلة جميرة")).toEqual(["Palm Jumeirah"]);
  });

  it("lists names where the text starts a word before names that merely contain it", () => {
    // "جزيرة" starts the five islands' names and "جزيرة النخلة", another name of Palm Jumeirah.
    expect(suggestLocations("جزير")).toEqual([
      "Palm Jumeirah",
      "Al Reem Island",
      "Saadiyat Island",
      "Yas Island",
      "Al Maryah Island",
      "Al Marjan Island",
    ]);
    const dubai = suggestLocations("دبي");
    expect(dubai).toHaveLength(8);
    // Every Dubai name with دبي: those it starts come first, in the product's order.
    expect(dubai.slice(0, 3)).toEqual(["Downtown Dubai", "Dubai Marina", "Dubai Hills Estate"]);
  });

  it("keeps the English suggestions as they were", () => {
    expect(suggestLocations("MARINA")).toEqual(["Dubai Marina", "Umm Al Quwain Marina"]);
    expect(suggestLocations("jbr")).toEqual(["Jumeirah Beach Residence (JBR)"]);
    expect(suggestLocations("difc")).toEqual(["DIFC"]);
    expect(suggestLocations("(")).toEqual([
      "Jumeirah Beach Residence (JBR)",
      "Jumeirah Village Circle (JVC)",
      "Jumeirah Lake Towers (JLT)",
    ]);
    // The rule as it was before Arabic names: English names containing the trimmed text, in order.
    const before = (text: string) =>
      LOCATION_NAMES.filter((n) => n.toLowerCase().includes(text.trim().toLowerCase())).slice(0, 8);
    const latin = "abcdefghijklmnopqrstuvwxyz0123456789 ()-";
    const texts = [...latin].flatMap((a) => [a, ...[...latin].map((b) => a + b)]);
    texts.push("al ", " Dubai ", "UMM AL", "Jumeirah V", "Town Sq", "zzz", "City");
    for (const text of texts.filter((t) => t.trim()))
      expect(suggestLocations(text), text).toEqual(before(text));
  });

  it("labels suggestions in the language asked for, and always chooses the English name", () => {
    expect(suggestLocationOptions("دبى مارينا", { language: "ar" })).toEqual([
      { name: "Dubai Marina", label: "دبي مارينا" },
    ]);
    expect(suggestLocationOptions("jvc", { language: "ar" })).toEqual([
      { name: "Jumeirah Village Circle (JVC)", label: "قرية جميرا الدائرية" },
    ]);
    expect(suggestLocationOptions("الريم")).toEqual([{ name: "Al Reem Island", label: "Al Reem Island" }]);
  });
});

describe("emirates and locations by their Arabic names", () => {
  it("finds every way of writing an emirate", () => {
    expect(findEmirate("أبوظبي")).toBe("Abu Dhabi");
    expect(findEmirate("أبو ظبي")).toBe("Abu Dhabi");
    expect(findEmirate("ابو ظبى")).toBe("Abu Dhabi");
    expect(findEmirate("الشارقة")).toBe("Sharjah");
    expect(findEmirate("الشارقه")).toBe("Sharjah");
    expect(findEmirate("شارقة")).toBe("Sharjah");
    expect(findEmirate("راس الخيمه")).toBe("Ras Al Khaimah");
    expect(findEmirate("ام القيوين")).toBe("Umm Al Quwain");
    expect(findEmirate("دبى")).toBe("Dubai");
    expect(findEmirate("دب")).toBeUndefined();
    expect(findEmirate("قطر")).toBeUndefined();
    expect(findEmirate("")).toBeUndefined();
  });

  it("finds a location only by a whole Arabic name", () => {
    expect(findLocationByArabicName("دبى مارينا")?.name).toBe("Dubai Marina");
    expect(findLocationByArabicName("مرسى دبي")?.name).toBe("Dubai Marina");
    expect(findLocationByArabicName("جي بي ار")?.name).toBe("Jumeirah Beach Residence (JBR)");
    expect(findLocationByArabicName("جزيرة ريم")?.name).toBe("Al Reem Island");
    expect(findLocationByArabicName("مارينا")).toBeUndefined();
  });
});

describe("search words (search=)", () => {
  it("keeps English words as they were: lower-cased, split on spaces", () => {
    expect(searchTerms("DUBAI marina")).toEqual([["dubai"], ["marina"]]);
    expect(searchTerms("  (JBR)  view ")).toEqual([["(jbr)"], ["view"]]);
    expect(searchTerms("")).toEqual([]);
  });

  it("reads Arabic names of places and types as the English names", () => {
    expect(searchTerms("دبي مارينا")).toEqual(searchTerms("Dubai Marina"));
    expect(searchTerms("دبى  مارينا")).toEqual(searchTerms("Dubai Marina"));
    expect(searchTerms("أبو ظبي")).toEqual([["abu"], ["dhabi"]]);
    expect(searchTerms("أبوظبي")).toEqual([["abu"], ["dhabi"]]);
    expect(searchTerms("الشارقه")).toEqual([["sharjah"]]);
    expect(searchTerms("جميرا بيتش ريزيدنس")).toEqual(searchTerms("Jumeirah Beach Residence (JBR)"));
    expect(searchTerms("شقة في دبي مارينا")).toEqual([["apartment"], ["dubai"], ["marina"]]);
    expect(searchTerms("فلل للبيع الفجيرة")).toEqual([["villa"], ["fujairah"]]);
    expect(searchTerms("villa دبي")).toEqual([["villa"], ["dubai"]]);
  });

  it("lets any other Arabic word stand for itself or the names containing it", () => {
    expect(searchTerms("الريم")).toEqual([["الريم", "al reem island"]]);
    expect(searchTerms("جزيرة")[0]).toEqual(
      expect.arrayContaining(["جزيره", "al reem island", "yas island", "al marjan island"]),
    );
    expect(searchTerms("إطلالة")).toEqual([["إطلالة", "اطلاله"]]);
    expect(searchTerms("٣")).toEqual([["٣", "3"]]);
  });
});
