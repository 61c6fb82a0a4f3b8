import entries from "virtual:content/areas";
import type { AreaSummary, ContentEntry } from "./types";

/** The written guides of the locations (content/en/areas), one per location. */
export const areaGuides = entries as ContentEntry<AreaSummary>[];
