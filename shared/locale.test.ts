import { describe, expect, it } from "vitest";
import { formatAed, formatCalendarDay, formatPrice } from "./format";
import { directionOf, intlLocale, localeFromCookie, localisePath, splitLocalePath } from "./locale";

describe("the language of a path", () => {
  it("reads /ar and /ar/… as Arabic and strips the prefix", () => {
    expect(splitLocalePath("/ar")).toEqual({ locale: "ar", path: "/" });
    expect(splitLocalePath("/ar/")).toEqual({ locale: "ar", path: "/" });
    expect(splitLocalePath("/ar/buy")).toEqual({ locale: "ar", path: "/buy" });
    expect(splitLocalePath("/ar/property/123")).toEqual({ locale: "ar", path: "/property/123" });
  });

  it("leaves English paths, and paths that merely start with the letters, alone", () => {
    expect(splitLocalePath("/")).toEqual({ locale: "en", path: "/" });
    expect(splitLocalePath("/buy")).toEqual({ locale: "en", path: "/buy" });
    expect(splitLocalePath("/areas/arabian-ranches")).toEqual({
      locale: "en",
      path: "/areas/arabian-ranches",
    });
    expect(splitLocalePath("/arabic")).toEqual({ locale: "en", path: "/arabic" });
  });

  it("puts a path into a language and back", () => {
    expect(localisePath("/", "ar")).toBe("/ar");
    expect(localisePath("/areas/dubai-marina", "ar")).toBe("/ar/areas/dubai-marina");
    expect(localisePath("/buy", "en")).toBe("/buy");
    expect(splitLocalePath(localisePath("/sold-prices", "ar")).path).toBe("/sold-prices");
  });

  it("gives each language its direction and Intl locale", () => {
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
    expect(intlLocale("ar")).toBe("ar-AE-u-nu-latn");
    expect(intlLocale("en")).toBe("en-GB");
  });

  it("reads the remembered language from a Cookie header, ignoring anything else", () => {
    expect(localeFromCookie("a=1; upm.lang=ar; b=2")).toBe("ar");
    expect(localeFromCookie("upm.lang=fr")).toBeUndefined();
    expect(localeFromCookie("upm_lang=ar")).toBeUndefined();
    expect(localeFromCookie(undefined)).toBeUndefined();
  });
});

describe("numbers, money and dates in Arabic", () => {
  const ar = intlLocale("ar");

  it("writes amounts with Western digits and the word درهم, English unchanged", () => {
    expect(formatAed(1_200_000, ar)).toBe("1,200,000 درهم");
    expect(formatAed(12_345.5, ar)).toBe("12,346 درهم");
    expect(formatPrice(95_000, "rent", ar)).toBe("95,000 درهم سنويًا");
    expect(formatAed(1_200_000)).toBe("AED 1,200,000");
    expect(formatPrice(95_000, "rent")).toBe("AED 95,000/year");
  });

  it("names months in Arabic with Western digits, in the UAE's calendar day", () => {
    expect(formatCalendarDay("2026-11-15", "long", ar)).toBe("15 نوفمبر 2026");
    expect(formatCalendarDay("2026-11-15", "long", ar)).not.toMatch(/[\u0660-\u0669]/);
  });
});
