import type { Locale } from "@shared/locale";
import { arabicAreaGuides, areaGuides } from "@/content/areas";
import { inLanguage, type AreaGuide, type Written } from "./place-guides";

/** The written guide of one of the 58 locations, by its display name. */
export function findAreaGuide(location: string, locale: Locale = "en"): Written<AreaGuide> | undefined {
  return inLanguage(
    locale,
    (guides) => guides.find((guide) => guide.location === location),
    areaGuides,
    arabicAreaGuides,
  );
}
