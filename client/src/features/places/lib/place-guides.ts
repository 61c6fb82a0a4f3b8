import type { Locale } from "@shared/locale";
import { arabicAreaGuides, areaGuides } from "@/content/areas";
import { arabicEmirateGuides, emirateGuides } from "@/content/emirates";
import type { AreaSummary, ContentEntry, EmirateSummary } from "@/content/types";

export type AreaGuide = ContentEntry<AreaSummary>;
export type EmirateGuide = ContentEntry<EmirateSummary>;

/**
 * A guide in the page's language when it is written in it, else the English one: `language` is the
 * language of its text (an English guide under /ar carries lang="en", a note and no Arabic alternate).
 */
export interface Written<Guide> {
  guide: Guide;
  language: Locale;
}

function inLanguage<Guide>(
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

/** The written guide of one of the 58 locations, by its display name. */
export function findAreaGuide(location: string, locale: Locale = "en"): Written<AreaGuide> | undefined {
  return inLanguage(
    locale,
    (guides) => guides.find((guide) => guide.location === location),
    areaGuides,
    arabicAreaGuides,
  );
}

export function findEmirateGuide(emirate: string, locale: Locale = "en"): Written<EmirateGuide> | undefined {
  return inLanguage(
    locale,
    (guides) => guides.find((guide) => guide.emirate === emirate),
    emirateGuides,
    arabicEmirateGuides,
  );
}
