import type { GuideMeta } from "@shared/content/collections";
import entries from "virtual:content/guides";
import type { ContentEntry } from "./types";

export type { GuideFamily } from "@shared/content/schema";
export type GuideSummary = GuideMeta;

/** The guides in site order (content/en/guides, by `order`): hubs first within each family. */
export const guides = entries as ContentEntry<GuideSummary>[];

/** The guide whose route is `path` (with or without a trailing slash), or undefined. */
export function findGuide(path: string): ContentEntry<GuideSummary> | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return guides.find((g) => g.path === normalised);
}
