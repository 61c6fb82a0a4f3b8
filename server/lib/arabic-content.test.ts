import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_SITES } from "@shared/site";
import { plainText, type ContentBody } from "@shared/content/types";
import { CONTENT_ROOT, collectionDir, readCollection } from "./content-files";
import { COLLECTION_NAMES, type CollectionName } from "@shared/content/schema";

/**
 * Arabic pages (issue "Arabic and right-to-left"): every file under content/ar is a translation of an English
 * page with the same slug, validates with the same schema through the same loader, is written in Arabic
 * (so a copied, untranslated page fails) and quotes the same figures from the cost rules.
 */

const AR_ROOT = path.join(CONTENT_ROOT, "ar");

/** Collections that have an Arabic folder. */
const arabicCollections = COLLECTION_NAMES.filter((name) => fs.existsSync(collectionDir(name, "ar")));

const PLACEHOLDER = /\{\{[^}]*\}\}/g;
const placeholdersOf = (file: string) =>
  [...new Set(fs.readFileSync(file, "utf8").match(PLACEHOLDER) ?? [])]
    .map((p) => p.replace(/\s+/g, " "))
    .sort();

/** The site's own names stay in Latin script in Arabic text, so they are not counted. */
const BRAND_NAMES = Object.values(DEFAULT_SITES).map((site) => site.siteName);

/** Share of letters that are Arabic script; digits, punctuation and spaces are not letters. */
function arabicShare(text: string): number {
  const counted = BRAND_NAMES.reduce((rest, name) => rest.split(name).join(" "), text);
  const letters = counted.match(/\p{L}/gu) ?? [];
  const arabic = counted.match(/\p{Script=Arabic}/gu) ?? [];
  return letters.length === 0 ? 1 : arabic.length / letters.length;
}

/** The internal links of a body, sorted. */
function linksOf(body: ContentBody): string[] {
  const links: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      if ("link" in value) links.push((value as { link: string }).link);
      else Object.values(value).forEach(walk);
    }
  };
  walk(body);
  return [...new Set(links)].sort();
}

function bodyText(body: ContentBody): string {
  const parts: string[] = [plainText(body.intro)];
  for (const section of body.sections) {
    parts.push(section.heading);
    for (const block of section.blocks) {
      switch (block.type) {
        case "paragraph":
        case "heading":
          parts.push(plainText(block.text));
          break;
        case "list":
          parts.push(...block.items.map(plainText));
          break;
        case "table":
          parts.push(block.caption, ...block.columns, ...block.rows.flat().map(plainText));
          break;
        case "callout":
          parts.push(block.title, plainText(block.text));
          break;
        case "faq":
          for (const item of block.items) parts.push(item.question, plainText(item.answer));
          break;
      }
    }
  }
  return parts.join("\n");
}

/** Frontmatter written for readers, translated; every other field is data and stays as in English. */
const TEXT_FIELDS = ["title", "description", "keywords", "highlights", "suits", "rule", "teaser", "author"];
const dataFields = (meta: object) =>
  Object.fromEntries(Object.entries(meta).filter(([key]) => !TEXT_FIELDS.includes(key)));

describe("Arabic content", () => {
  it("has Arabic pages, and every folder under content/ar is a collection", () => {
    expect(arabicCollections.length).toBeGreaterThan(0);
    const folders = fs.readdirSync(AR_ROOT).filter((f) => fs.statSync(path.join(AR_ROOT, f)).isDirectory());
    expect(folders.filter((f) => !COLLECTION_NAMES.includes(f as CollectionName))).toEqual([]);
  });

  describe.each(arabicCollections)("%s", (name) => {
    const pages = readCollection(name, "ar");
    const english = new Map(readCollection(name).map((p) => [p.meta.slug, p]));

    it("every page has an English counterpart with the same slug", () => {
      expect(pages.length).toBeGreaterThan(0);
      expect(pages.map((p) => p.meta.slug).filter((slug) => !english.has(slug))).toEqual([]);
    });

    it.each(pages.map((p) => [p.meta.slug, p] as const))(
      "%s validates, is in Arabic and matches the English",
      (slug, page) => {
        const en = english.get(slug)!;
        // Parsed and validated by the loader (readCollection throws otherwise); nothing left unresolved.
        expect(JSON.stringify(page), page.file).not.toContain("{{");
        expect(page.body.sections.length).toBeGreaterThan(0);

        // Data fields (emirate, location, dates, order, …) are the English page's, unchanged.
        expect(Object.keys(page.meta).sort()).toEqual(Object.keys(en.meta).sort());
        expect(dataFields(page.meta)).toEqual(dataFields(en.meta));

        // Written in Arabic: title, description and body.
        for (const [field, text] of [
          ["title", page.meta.title],
          ["description", page.meta.description],
          ["body", bodyText(page.body)],
        ] as const) {
          expect(arabicShare(text), `${page.file}: ${field} is mostly Arabic`).toBeGreaterThan(0.6);
        }
        expect(arabicShare(page.meta.keywords.join("\n")), `${page.file}: keywords`).toBeGreaterThan(0.6);
        // The check tells the languages apart: the English page, copied here untranslated, would fail it.
        expect(arabicShare(bodyText(en.body))).toBeLessThan(0.6);

        // Figures from the cost rules are written in Arabic ("220 درهم"), never "AED 220".
        expect(JSON.stringify(page), page.file).not.toMatch(/AED/);

        // The same figures from the cost rules, the same links and as many sections as the English page.
        expect(placeholdersOf(page.file), page.file).toEqual(placeholdersOf(en.file));
        expect(linksOf(page.body), `${page.file}: links`).toEqual(linksOf(en.body));
        expect(page.body.sections.length, `${page.file}: sections`).toBe(en.body.sections.length);
      },
    );
  });
});
