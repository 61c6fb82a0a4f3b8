import fs from "node:fs";
import path from "node:path";
import { formatter } from "@lingui/format-po";
import { describe, expect, it } from "vitest";

/**
 * The Arabic catalogues against the English ones (docs/decisions/0043): every interface message has its
 * Arabic, a message several features share reads the same everywhere (each language's catalogues are
 * merged into one chunk, so two translations of one message would leave one of them silently unused),
 * and counted messages give Arabic all six plural forms.
 */
const LOCALES_DIR = path.dirname(new URL(import.meta.url).pathname);

interface Entry {
  catalogue: string;
  message: string;
  context?: string;
  translation: string;
}

async function readCatalogues(locale: string): Promise<Entry[]> {
  const po = formatter({ lineNumbers: false });
  const dir = path.join(LOCALES_DIR, locale);
  const entries: Entry[] = [];
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".po"))) {
    const catalogue = await po.parse(fs.readFileSync(path.join(dir, file), "utf8"), {
      locale,
      sourceLocale: "en",
      filename: file,
    });
    for (const message of Object.values(catalogue)) {
      if (message.obsolete) continue;
      entries.push({
        catalogue: file,
        message: message.message ?? "",
        context: message.context,
        translation: message.translation ?? "",
      });
    }
  }
  return entries;
}

const keyOf = (entry: Entry) => `${entry.context ?? ""}\u0004${entry.message}`;

describe("the Arabic catalogues", async () => {
  const english = await readCatalogues("en");
  const arabic = await readCatalogues("ar");

  it("translate every message of the English ones", () => {
    expect(english.length).toBeGreaterThan(1000);
    const translated = new Set(arabic.filter((entry) => entry.translation.trim()).map(keyOf));
    const missing = english
      .filter((entry) => !translated.has(keyOf(entry)))
      .map((entry) => `${entry.catalogue}: ${entry.message}`);
    expect(missing).toEqual([]);
  });

  it("give a message that several features share one translation", () => {
    const byMessage = new Map<string, Set<string>>();
    for (const entry of arabic.filter((e) => e.translation.trim())) {
      const translations = byMessage.get(keyOf(entry)) ?? new Set<string>();
      translations.add(entry.translation);
      byMessage.set(keyOf(entry), translations);
    }
    const conflicting = [...byMessage]
      .filter(([, translations]) => translations.size > 1)
      .map(([key, translations]) => `${key.replace("\u0004", "")}: ${[...translations].join(" / ")}`);
    expect(conflicting).toEqual([]);
  });

  it("give counted messages all six Arabic plural forms", () => {
    const incomplete = arabic
      .filter((entry) => /\{\w+, plural,/.test(entry.translation))
      .filter((entry) =>
        ["zero", "one", "two", "few", "many", "other"].some(
          (form) => !new RegExp(`\\b${form} \\{`).test(entry.translation),
        ),
      )
      .map((entry) => `${entry.catalogue}: ${entry.translation}`);
    expect(incomplete).toEqual([]);
  });
});
