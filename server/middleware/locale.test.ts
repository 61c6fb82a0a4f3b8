import { describe, expect, it } from "vitest";
import type { Request } from "express";
import { localeFromAcceptLanguage, requestLocale } from "./locale";

describe("localeFromAcceptLanguage", () => {
  it("takes the most preferred of our languages", () => {
    expect(localeFromAcceptLanguage("ar")).toBe("ar");
    expect(localeFromAcceptLanguage("ar-AE,ar;q=0.9,en;q=0.8")).toBe("ar");
    expect(localeFromAcceptLanguage("en-GB,en;q=0.9,ar;q=0.8")).toBe("en");
    expect(localeFromAcceptLanguage("fr-FR, ar;q=0.5, en;q=0.4")).toBe("ar");
    expect(localeFromAcceptLanguage("en;q=0.2, AR-ae;q=0.7")).toBe("ar");
  });

  it("is undefined when the header names neither, or refuses one with q=0", () => {
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
    expect(localeFromAcceptLanguage("")).toBeUndefined();
    expect(localeFromAcceptLanguage("*")).toBeUndefined();
    expect(localeFromAcceptLanguage("fr, de;q=0.5")).toBeUndefined();
    expect(localeFromAcceptLanguage("ar;q=0")).toBeUndefined();
  });
});

describe("requestLocale", () => {
  const request = (headers: Record<string, string>, user?: { locale: string | null }) =>
    ({ headers, user }) as unknown as Request;

  it("is the cookie, else the header, else the account's language, else English", () => {
    expect(requestLocale(request({ cookie: "a=1; upm.lang=ar", "accept-language": "en" }))).toBe("ar");
    expect(requestLocale(request({ "accept-language": "ar" }, { locale: "en" }))).toBe("ar");
    expect(requestLocale(request({}, { locale: "ar" }))).toBe("ar");
    expect(requestLocale(request({}, { locale: null }))).toBe("en");
    expect(requestLocale(request({ cookie: "upm.lang=xx" }))).toBe("en");
  });
});
