import type { AreaMeta, EmirateMeta, NewsMeta } from "@shared/content/collections";
import type { ContentBody } from "@shared/content/types";

export type { ContentBlock, ContentBody, ContentSection, Inline, RichText } from "@shared/content/types";

/** What every page's index entry has: enough for a teaser card, metadata and the sitemap. */
export interface ContentSummary {
  slug: string;
  title: string;
  description: string;
  keywords: string[];
}

/** The index entry of a page: its metadata plus the loader of its body, a chunk of its own. */
export type ContentEntry<TSummary extends ContentSummary = ContentSummary> = TSummary & {
  load: () => Promise<{ default: ContentBody }>;
};

export type NewsArticleSummary = NewsMeta;
export type AreaSummary = AreaMeta;
export type EmirateSummary = EmirateMeta;
