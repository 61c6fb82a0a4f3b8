import type { Locale } from "@shared/locale";
import type { AreaSummary, ContentEntry, EmirateSummary } from "@/content/types";

export type AreaGuide = ContentEntry<AreaSummary>;
export type EmirateGuide = ContentEntry<EmirateSummary>;

// The guides themselves are in ./area-guides.ts and ./emirate-guides.ts, one module each: an area's page
// does not download the seven emirates' guides, nor an emirate's page the 58 areas'.

/**
 * A guide in the page's language when it is written in it, else the English one: `language` is the
 * language of its text (an English guide under /ar carries lang="en", a note and no Arabic alternate).
 */
export interface Written<Guide> {
  guide: Guide;
  language: Locale;
}

export function inLanguage<Guide>(
  locale: Locale,
  find: (guides: Guide[]) => Guide | undefined,
  english: Guide[],
  arabic: Guide[],
): Written<Guide> | undefined {
  const translated = locale === "ar" ? find(arabic) : undefined;
  if (translated) return { guide: translated, language: locale };
  const guide = find(english);
  return guide && { guide, language: "en" };
}
