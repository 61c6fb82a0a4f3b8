import type { CategoryMeta } from "@shared/content/collections";
import type { ContentBody } from "@shared/content/types";
import type { Locale } from "@shared/locale";
import entries from "virtual:content/categories";
import arabicEntries from "virtual:content/ar/categories";

/**
 * What each curated category means and what to know before buying or renting in it (content/en/categories;
 * short, so each body ships with the index). The rules themselves (price and bedroom thresholds) are
 * constants in shared/market.ts, which the API filters with.
 */
export type CategoryGuide = CategoryMeta & { body: ContentBody };

export const categoryGuides = entries as CategoryGuide[];

/** The guides written in Arabic (content/ar/categories), by the same slugs. */
const arabicCategoryGuides = arabicEntries as CategoryGuide[];

/** The guides in a language: each in that language when it is written in it, else in English. */
export function categoryGuidesIn(locale: Locale): CategoryGuide[] {
  if (locale !== "ar") return categoryGuides;
  return categoryGuides.map((guide) => arabicCategoryGuides.find((a) => a.slug === guide.slug) ?? guide);
}

/** Whether a guide is written in the language asked for (English ones always are). */
export const isCategoryGuideIn = (slug: string, locale: Locale) =>
  locale !== "ar" || arabicCategoryGuides.some((guide) => guide.slug === slug);

export const findCategoryGuide = (slug: string, locale: Locale = "en") =>
  categoryGuidesIn(locale).find((guide) => guide.slug === slug);
