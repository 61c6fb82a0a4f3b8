import { describe, expect, it } from "vitest";
import { arabicDays, listingTitleIn, recipientLocale, siteLink, titleForSubject } from "./mail-language";

describe("mail language helpers", () => {
  it("counts days in Arabic with the noun in the number's form", () => {
    expect([1, 2, 3, 7, 10, 11, 30, 99, 100].map(arabicDays)).toEqual([
      "يوم واحد",
      "يومين",
      "3 أيام",
      "7 أيام",
      "10 أيام",
      "11 يومًا",
      "30 يومًا",
      "99 يومًا",
      "100 يوم",
    ]);
  });

  it("links to the page in the mail's language on the configured site", () => {
    const site = { baseUrl: "https://site.test" };
    expect(siteLink(site, "/dashboard?tab=enquiries", "ar")).toBe(
      "https://site.test/ar/dashboard?tab=enquiries",
    );
    expect(siteLink(site, "/dashboard?tab=enquiries", "en")).toBe(
      "https://site.test/dashboard?tab=enquiries",
    );
    expect(siteLink(site, "/", "ar")).toBe("https://site.test/ar");
  });

  it("names a listing by its Arabic title in Arabic when there is one", () => {
    expect(listingTitleIn("ar", { title: "Villa", titleAr: "فيلا" })).toBe("فيلا");
    expect(listingTitleIn("ar", { title: "Villa", titleAr: null })).toBe("Villa");
    expect(listingTitleIn("en", { title: "Villa", titleAr: "فيلا" })).toBe("Villa");
  });

  it("takes the saved language, else the fallback, else English", () => {
    expect(recipientLocale("ar")).toBe("ar");
    expect(recipientLocale(null, "ar")).toBe("ar");
    expect(recipientLocale(undefined)).toBe("en");
  });

  it("shortens long titles in subjects only", () => {
    expect(titleForSubject("Short")).toBe("Short");
    const long = "x".repeat(160);
    expect(titleForSubject(long)).toHaveLength(100);
    expect(titleForSubject(long).endsWith("…")).toBe(true);
  });
});
