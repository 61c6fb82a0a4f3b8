import fs from "node:fs";
import path from "node:path";
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { formatter } from "@lingui/format-po";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { describe, expect, it } from "vitest";
import {
  CATEGORIES,
  COMPLETION_STATUSES,
  FURNISHINGS,
  LISTING_STATUSES,
  PRICE_TYPES,
  SEARCH_SORTS,
} from "./listing-options";
import { OPTION_LABELS_AR } from "./messages";
import {
  BATHS_FILTER_OPTIONS,
  BEDS_FILTER_OPTIONS,
  bathsFilterLabel,
  bathsLabel,
  bedsFilterLabel,
  bedsLabel,
  CATEGORY_LABELS,
  COMPLETION_LABELS,
  FURNISHING_LABELS,
  LISTING_PURPOSE_LABELS,
  LISTING_STATUS_LABELS,
  labelledOptions,
  optionsIn,
  PURPOSE_LABELS,
  SORT_LABELS,
} from "./option-labels";

/** The committed Arabic catalogues' translations, by English message. */
async function readArabicTranslations(): Promise<Map<string, string>> {
  const dir = path.join(import.meta.dirname, "../client/src/locales/ar");
  const translations = new Map<string, string>();
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".po"))) {
    const catalogue = await formatter().parse(fs.readFileSync(path.join(dir, file), "utf8"), {
      locale: "ar",
      sourceLocale: "en",
      filename: file,
    });
    for (const entry of Object.values(catalogue)) {
      if (entry.translation && entry.message) translations.set(entry.message, entry.translation);
    }
  }
  return translations;
}

const arabicTranslations = await readArabicTranslations();
/** The catalogues compiled and keyed by id, as the pages get them. */
const arabicMessages: Messages = Object.fromEntries(
  [...arabicTranslations].map(([english, arabic]) => [generateMessageId(english), compileMessage(arabic)]),
);
const en = setupI18n({ locale: "en", locales: ["en-GB"], messages: { en: {} } });
const ar = setupI18n({
  locale: "ar",
  locales: ["ar-AE-u-nu-latn"],
  messages: { ar: arabicMessages },
});
const words = (i18n: I18n, labels: Record<string, { id: string }>) =>
  Object.values(labels).map((label) => i18n._(label));

describe("option labels", () => {
  it.each([
    ["purposes", PRICE_TYPES, PURPOSE_LABELS],
    ["listing purposes", PRICE_TYPES, LISTING_PURPOSE_LABELS],
    ["categories", CATEGORIES, CATEGORY_LABELS],
    ["furnishings", FURNISHINGS, FURNISHING_LABELS],
    ["completion statuses", COMPLETION_STATUSES, COMPLETION_LABELS],
    ["orders", SEARCH_SORTS, SORT_LABELS],
    ["listing statuses", LISTING_STATUSES, LISTING_STATUS_LABELS],
  ] as const)("give every one of the %s a label, translated into Arabic", (_, values, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    const arabic = words(ar, labels);
    arabic.forEach((text) => expect(text).toMatch(/[\u0600-\u06FF]/));
    expect(new Set(words(en, labels)).size).toBe(values.length);
  });

  it("list in the order of their values, the words from the one label map", () => {
    expect(optionsIn(en, labelledOptions(FURNISHINGS, FURNISHING_LABELS))).toEqual([
      { value: "furnished", label: "Furnished" },
      { value: "unfurnished", label: "Unfurnished" },
      { value: "partly", label: "Partly furnished" },
    ]);
    expect(optionsIn(ar, labelledOptions(COMPLETION_STATUSES, COMPLETION_LABELS))).toEqual([
      { value: "ready", label: "جاهز" },
      { value: "off-plan", label: "على الخارطة" },
    ]);
  });
});

describe("bedrooms and bathrooms", () => {
  it("count a listing's rooms: a studio by name, then with the plural forms", () => {
    expect([0, 1, 2, 6].map((n) => en._(bedsLabel(n)))).toEqual(["Studio", "1 bed", "2 beds", "6 beds"]);
    expect([0, 1, 2, 3, 11].map((n) => ar._(bedsLabel(n)))).toEqual([
      "استوديو",
      "غرفة نوم واحدة",
      "غرفتا نوم",
      "3 غرف نوم",
      "11 غرفة نوم",
    ]);
    expect([1, 2, 5].map((n) => ar._(bathsLabel(n)))).toEqual(["حمّام واحد", "حمّامان", "5 حمّامات"]);
  });

  it("word a filter's 5, and any larger number, as that many or more", () => {
    expect([4, 5, 9].map((n) => en._(bedsFilterLabel(n)))).toEqual(["4 beds", "5+ beds", "9+ beds"]);
    expect([4, 5].map((n) => en._(bathsFilterLabel(n)))).toEqual(["4 baths", "5+ baths"]);
    expect(ar._(bedsFilterLabel(5))).toBe("5 غرف نوم فأكثر");
    expect(ar._(bathsFilterLabel(5))).toBe("5 حمّامات فأكثر");
  });

  it("offer studio to 5+ bedrooms and one to 5+ bathrooms", () => {
    expect(optionsIn(en, BEDS_FILTER_OPTIONS)).toEqual([
      { value: "0", label: "Studio" },
      { value: "1", label: "1 bed" },
      { value: "2", label: "2 beds" },
      { value: "3", label: "3 beds" },
      { value: "4", label: "4 beds" },
      { value: "5", label: "5+ beds" },
    ]);
    expect(optionsIn(en, BATHS_FILTER_OPTIONS).map((o) => o.label)).toEqual([
      "1 bath",
      "2 baths",
      "3 baths",
      "4 baths",
      "5+ baths",
    ]);
  });
});

describe("the descriptors outside the client's build", () => {
  it("read in the mails' Arabic as they do in the pages' catalogue", () => {
    const mailMessages = Object.keys(OPTION_LABELS_AR);
    expect(mailMessages).toContain(bedsLabel(2).message);
    for (const english of mailMessages)
      expect(OPTION_LABELS_AR[english]).toBe(arabicTranslations.get(english));
  });

  it("have the ids the macro gives them, so the server looks up what the pages do", async () => {
    // This file's imports of option-labels.ts are compiled by the Lingui macro (as in the client's build);
    // a dynamic import of the runtime macro is not, and builds the descriptors as the server does.
    const runtime = await import("@lingui/core/runtime-macro");
    expect(runtime.msg`Studio`.id).toBe(bedsLabel(0).id);
    expect(runtime.msg`${runtime.plural({ beds: 2 }, { one: "# bed", other: "# beds" })}`).toEqual(
      bedsLabel(2),
    );
    expect(runtime.msg`${{ beds: 5 }}+ beds`).toEqual(bedsFilterLabel(5));
    expect(runtime.msg`Off-plan`.id).toBe(COMPLETION_LABELS["off-plan"].id);
  });
});
