import entries from "virtual:content/areas";
import arabicEntries from "virtual:content/ar/areas";
import type { AreaSummary, ContentEntry } from "./types";

/** The written guides of the locations (content/en/areas), one per location. */
export const areaGuides = entries as ContentEntry<AreaSummary>[];

/** The area guides written in Arabic (content/ar/areas): fewer than the English ones. */
export const arabicAreaGuides = arabicEntries as ContentEntry<AreaSummary>[];
