import type { Locale } from "@shared/locale";
import { arabicEmirateGuides, emirateGuides } from "@/content/emirates";
import { inLanguage, type EmirateGuide, type Written } from "./place-guides";

export function findEmirateGuide(emirate: string, locale: Locale = "en"): Written<EmirateGuide> | undefined {
  return inLanguage(
    locale,
    (guides) => guides.find((guide) => guide.emirate === emirate),
    emirateGuides,
    arabicEmirateGuides,
  );
}
