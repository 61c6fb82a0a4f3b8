import entries from "virtual:content/emirates";
import arabicEntries from "virtual:content/ar/emirates";
import type { ContentEntry, EmirateSummary } from "./types";

/** Emirate guides (content/en/emirates), in the order of EMIRATES in shared/locations.ts. */
export const emirateGuides = entries as ContentEntry<EmirateSummary>[];

/** The emirate guides written in Arabic (content/ar/emirates). */
export const arabicEmirateGuides = arabicEntries as ContentEntry<EmirateSummary>[];
