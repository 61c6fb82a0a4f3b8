import { describe, expect, it } from "vitest";
import { listingText, textLanguage } from "./listing-text";

describe("textLanguage", () => {
  it("reads a text as Arabic when most of its letters are Arabic", () => {
    expect(textLanguage("شقة فاخرة بإطلالة على البحر")).toBe("ar");
    expect(textLanguage("شقة بغرفتين في JBR")).toBe("ar");
    expect(textLanguage("دُبَيّ ـ مارينا")).toBe("ar");
    expect(textLanguage("ﺷﻘﺔ")).toBe("ar"); // presentation forms
  });

  it("reads Latin text, mixed text with mostly Latin letters, and text without letters as English", () => {
    expect(textLanguage("Bright apartment with marina view")).toBe("en");
    expect(textLanguage("Apartment near مول")).toBe("en");
    expect(textLanguage("2,500 — 3 BR")).toBe("en");
    expect(textLanguage("")).toBe("en");
    expect(textLanguage("١٢٣ 456")).toBe("en");
  });
});

describe("listingText", () => {
  const english = { title: "Bright apartment", description: "A bright apartment by the water." };
  const both = { ...english, titleAr: "شقة مشرقة", descriptionAr: "شقة مشرقة على الماء." };

  it("shows the reader's language when the listing has it", () => {
    expect(listingText(both, "ar")).toEqual({
      title: "شقة مشرقة",
      lang: "ar",
      description: "شقة مشرقة على الماء.",
      descriptionLang: "ar",
    });
    expect(listingText(both, "en")).toEqual({
      title: "Bright apartment",
      lang: "en",
      description: "A bright apartment by the water.",
      descriptionLang: "en",
    });
  });

  it("falls back to the main text, with the language it is written in", () => {
    expect(listingText({ ...english, titleAr: null, descriptionAr: null }, "ar")).toMatchObject({
      title: "Bright apartment",
      lang: "en",
      descriptionLang: "en",
    });
    const arabicOnly = { title: "فيلا عائلية مع حديقة", description: "فيلا واسعة بخمس غرف نوم." };
    expect(listingText(arabicOnly, "en")).toMatchObject({ title: arabicOnly.title, lang: "ar" });
    expect(listingText(arabicOnly, "ar")).toMatchObject({ lang: "ar", descriptionLang: "ar" });
  });

  it("chooses title and description each on its own, and works without a description (cards)", () => {
    expect(listingText({ ...english, titleAr: "شقة مشرقة" }, "ar")).toEqual({
      title: "شقة مشرقة",
      lang: "ar",
      description: english.description,
      descriptionLang: "en",
    });
    expect(listingText({ title: "Bright apartment", titleAr: "شقة مشرقة" }, "ar")).toMatchObject({
      title: "شقة مشرقة",
      description: "",
    });
    expect(listingText({ title: "Bright apartment", titleAr: "" }, "ar").title).toBe("Bright apartment");
  });
});
