import { describe, expect, it } from "vitest";
import { COMMERCIAL_AMENITIES, HOME_AMENITIES } from "./amenities";
import {
  AMENITY_NAMES_AR,
  EMIRATE_NAMES_AR,
  LOCATION_ALIASES_AR,
  LOCATION_NAMES_AR,
  PROPERTY_TYPE_ALIASES_AR,
  PROPERTY_TYPE_NAMES_AR,
  arabicKeys,
} from "./arabic-names";
import { PROPERTY_TYPES } from "./listing-options";
import { EMIRATES, LOCATIONS } from "./locations";
import { searchTerms } from "./search-terms";
import { emirateName, findPropertyType, locationName, propertyTypeName } from "./localised-names";

/** Arabic letters and spaces only: no Latin, no digits, no stray punctuation. */
const ARABIC_WORDS = /^[\u0621-\u064A]+( [\u0621-\u064A]+)*$/;

describe("Arabic names (docs/decisions/0042-arabic-names-and-matching.md)", () => {
  it("names every emirate, location and property type in Arabic script", () => {
    const names: [string, string | undefined][] = [
      ...EMIRATES.map((e) => [e, EMIRATE_NAMES_AR[e]] as [string, string | undefined]),
      ...LOCATIONS.map(
        (l) => [l.name, (LOCATION_NAMES_AR as Record<string, string>)[l.name]] as [string, string],
      ),
      ...PROPERTY_TYPES.map((t) => [t, PROPERTY_TYPE_NAMES_AR[t]] as [string, string]),
    ];
    expect(names).toHaveLength(7 + 58 + 7);
    for (const [english, arabic] of names) expect(arabic, english).toMatch(ARABIC_WORDS);
  });

  it("has no names beyond the 58 locations, and Arabic aliases only", () => {
    expect(Object.keys(LOCATION_NAMES_AR).sort()).toEqual(LOCATIONS.map((l) => l.name).sort());
    for (const alias of [
      ...Object.values(LOCATION_ALIASES_AR).flat(),
      ...Object.values(PROPERTY_TYPE_ALIASES_AR).flat(),
    ]) {
      expect(alias).toMatch(ARABIC_WORDS);
    }
  });

  it("gives no two places or types the same name once normalised, so a typed name means one thing", () => {
    const owner = new Map<string, string>();
    const claim = (english: string, names: readonly string[]) => {
      for (const name of names) {
        const { full, bare } = arabicKeys(name);
        for (const key of [`full:${full}`, `bare:${bare}`]) {
          expect(owner.get(key) ?? english, `${name} (${english})`).toBe(english);
          owner.set(key, english);
        }
      }
    };
    for (const e of EMIRATES) claim(`emirate ${e}`, [EMIRATE_NAMES_AR[e]]);
    for (const [name, arabic] of Object.entries(LOCATION_NAMES_AR)) {
      claim(name, [arabic, ...(LOCATION_ALIASES_AR[name as keyof typeof LOCATION_ALIASES_AR] ?? [])]);
    }
    for (const t of PROPERTY_TYPES)
      claim(t, [PROPERTY_TYPE_NAMES_AR[t], ...(PROPERTY_TYPE_ALIASES_AR[t] ?? [])]);
  });
});

describe("names in a language", () => {
  it("gives emirates, locations and types in English by default and in Arabic on request", () => {
    expect(emirateName("Abu Dhabi")).toBe("Abu Dhabi");
    expect(emirateName("Abu Dhabi", "ar")).toBe("أبوظبي");
    expect(emirateName("Umm Al Quwain", "ar")).toBe("أم القيوين");
    expect(locationName("Dubai Marina")).toBe("Dubai Marina");
    expect(locationName("Dubai Marina", "ar")).toBe("دبي مارينا");
    expect(locationName("Jumeirah Village Circle (JVC)", "ar")).toBe("قرية جميرا الدائرية");
    expect(locationName("Atlantis", "ar")).toBe("Atlantis");
    expect(propertyTypeName("Villa")).toBe("Villa");
    expect(propertyTypeName("Apartment", "ar")).toBe("شقة");
    expect(propertyTypeName("Retail", "ar", 3)).toBe("محل تجاري");
  });

  it("finds a property type by its value or its Arabic name however spelled", () => {
    expect(findPropertyType("Villa")).toBe("Villa");
    expect(findPropertyType("فيلا")).toBe("Villa");
    expect(findPropertyType("فِيلّا")).toBe("Villa");
    expect(findPropertyType("شقه")).toBe("Apartment");
    expect(findPropertyType("شقق")).toBe("Apartment");
    expect(findPropertyType("تاونهاوس")).toBe("Townhouse");
    expect(findPropertyType("بنت هاوس")).toBe("Penthouse");
    expect(findPropertyType("مستودع")).toBe("Warehouse");
    expect(findPropertyType("محل تجارى")).toBe("Retail");
    expect(findPropertyType("قصر")).toBeUndefined();
    expect(findPropertyType("")).toBeUndefined();
  });
});

describe("the amenities' Arabic names (issue 28: Arabic words that find)", () => {
  it("are the site's own: each one the Arabic catalogue's translation of the amenity", async () => {
    const { formatter } = await import("@lingui/format-po");
    const { readFileSync } = await import("node:fs");
    const file = new URL("../client/src/locales/ar/common.po", import.meta.url);
    const catalogue = await formatter().parse(readFileSync(file, "utf8"), {
      locale: "ar",
      sourceLocale: "en",
      filename: "common.po",
    });
    const shown = new Map(Object.values(catalogue).map((entry) => [entry.message, entry.translation]));
    for (const amenity of new Set([...HOME_AMENITIES, ...COMMERCIAL_AMENITIES])) {
      expect(AMENITY_NAMES_AR[amenity], amenity).toBe(shown.get(amenity));
    }
  });

  it("and their other spellings find the amenity's English words, or its Arabic words as typed", () => {
    /** (a1 or e1) and (a2 or e1) and (a1 or e2) and (a2 or e2): all English words, or all Arabic ones. */
    const either = (arabic: string[], english: string[]) =>
      english.flatMap((word) => arabic.map((typed) => [typed, word]));
    expect(searchTerms("إطلالة على البحر")).toEqual(either(["إطلالة", "البحر"], ["sea", "view"]));
    expect(searchTerms("إطلالة بحرية")).toEqual(either(["إطلالة", "بحرية"], ["sea", "view"]));
    expect(searchTerms("اطلاله بحريه")).toEqual(either(["اطلاله", "بحريه"], ["sea", "view"]));
    expect(searchTerms("الإطلالة البحرية")).toEqual(either(["الإطلالة", "البحرية"], ["sea", "view"]));
    expect(searchTerms("مطل على البحر")).toEqual(either(["مطل", "البحر"], ["sea", "view"]));
    expect(searchTerms("فيلا مع مسبح خاص")).toEqual([
      ["villa"],
      ...either(["مسبح", "خاص"], ["private", "pool"]),
    ]);
    // "قرب" is a little word, except as the start of a name.
    expect(searchTerms("قرب المترو")).toEqual(either(["المترو"], ["metro", "nearby"]));
    // Only whole names: a word of one ("مطبخ", kitchen) is itself.
    expect(searchTerms("مطبخ")).toEqual([["مطبخ"]]);
  });
});
