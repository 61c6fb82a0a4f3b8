import type { GuideMeta } from "@shared/content/collections";
import entries from "virtual:content/guides";
import arabicEntries from "virtual:content/ar/guides";
import type { Locale } from "@shared/locale";
import type { ContentEntry } from "./types";

export type { GuideFamily } from "@shared/content/schema";
export type GuideSummary = GuideMeta;

/** The guides in site order (content/en/guides, by `order`): hubs first within each family. */
export const guides = entries as ContentEntry<GuideSummary>[];

/** The guides written in Arabic (content/ar/guides): the hubs for now, same paths as the English ones. */
export const arabicGuides = arabicEntries as ContentEntry<GuideSummary>[];

/** The guide at `path` in `locale` when it is written in it. */
export function findGuideIn(path: string, locale: Locale): ContentEntry<GuideSummary> | undefined {
  if (locale === "en") return findGuide(path);
  const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return locale === "ar" ? arabicGuides.find((g) => g.path === normalised) : undefined;
}

/** The guide whose route is `path` (with or without a trailing slash), or undefined. */
export function findGuide(path: string): ContentEntry<GuideSummary> | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return guides.find((g) => g.path === normalised);
}
