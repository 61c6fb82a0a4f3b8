import entries from "virtual:content/emirates";
import type { ContentEntry, EmirateSummary } from "./types";

/** Emirate guides (content/en/emirates), in the order of EMIRATES in shared/locations.ts. */
export const emirateGuides = entries as ContentEntry<EmirateSummary>[];
