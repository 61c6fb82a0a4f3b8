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
  const req = (headers: Record<string, string>) => ({ headers });

  it("takes the language switch's cookie first", () => {
    expect(requestLocale(req({ cookie: "a=1; upm.lang=ar", "accept-language": "en" }), "en")).toBe("ar");
    expect(requestLocale(req({ cookie: "upm.lang=en", "accept-language": "ar" }), "ar")).toBe("en");
  });

  it("then the account's saved language, then Accept-Language, then English", () => {
    expect(requestLocale(req({ "accept-language": "en" }), "ar")).toBe("ar");
    expect(requestLocale(req({ "accept-language": "ar-AE" }), null)).toBe("ar");
    expect(requestLocale(req({ cookie: "upm.lang=fr", "accept-language": "de" }))).toBe("en");
    expect(requestLocale(req({}))).toBe("en");
  });
});
