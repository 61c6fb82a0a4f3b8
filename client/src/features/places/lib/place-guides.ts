import { areaGuides } from "@/content/areas";
import { emirateGuides } from "@/content/emirates";
import type { AreaSummary, ContentEntry, EmirateSummary } from "@/content/types";

export type AreaGuide = ContentEntry<AreaSummary>;
export type EmirateGuide = ContentEntry<EmirateSummary>;

/** The written guide of one of the 58 locations, by its display name. */
export function findAreaGuide(location: string): AreaGuide | undefined {
  return areaGuides.find((guide) => guide.location === location);
}

export function findEmirateGuide(emirate: string): EmirateGuide | undefined {
  return emirateGuides.find((guide) => guide.emirate === emirate);
}
