import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, requestLocale } from "./request-locale";

describe("localeFromAcceptLanguage", () => {
  it.each([
    ["ar-AE,ar;q=0.9,en;q=0.8", "ar"],
    ["en-GB,en;q=0.9,ar;q=0.8", "en"],
    ["fr-FR,fr;q=0.9,ar;q=0.5", "ar"],
    ["en;q=0.4, AR-ae;q=0.7", "ar"],
    ["ar;q=0, en;q=0.1", "en"],
    ["fr-FR,*;q=0.5", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("%s → %s", (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});

describe("requestLocale", () => {
  const req = (headers: Record<string, string>, user?: { locale: string | null }) => ({ headers, user });

  it("takes Accept-Language first: the site's calls send the page's language", () => {
    expect(requestLocale(req({ cookie: "a=1; upm.lang=ar", "accept-language": "en" }), "ar")).toBe("en");
    expect(requestLocale(req({ cookie: "upm.lang=en", "accept-language": "ar" }), "en")).toBe("ar");
  });

  it("then the language switch's cookie, then the account's language, then English", () => {
    expect(requestLocale(req({ cookie: "upm.lang=ar", "accept-language": "fr" }), "en")).toBe("ar");
    expect(requestLocale(req({ "accept-language": "de" }), "ar")).toBe("ar");
    expect(requestLocale(req({}, { locale: "ar" }))).toBe("ar");
    expect(requestLocale(req({}, { locale: null }))).toBe("en");
    expect(requestLocale(req({ cookie: "upm.lang=fr", "accept-language": "de" }))).toBe("en");
    expect(requestLocale(req({}))).toBe("en");
  });
});
