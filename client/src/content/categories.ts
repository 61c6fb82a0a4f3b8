import type { CategoryMeta } from "@shared/content/collections";
import type { ContentBody } from "@shared/content/types";
import entries from "virtual:content/categories";

/**
 * What each curated category means and what to know before buying or renting in it (content/en/categories;
 * short, so each body ships with the index). The rules themselves (price and bedroom thresholds) are
 * constants in shared/market.ts, which the API filters with.
 */
export type CategoryGuide = CategoryMeta & { body: ContentBody };

export const categoryGuides = entries as CategoryGuide[];

export const findCategoryGuide = (slug: string) => categoryGuides.find((guide) => guide.slug === slug);
