/**
 * Editorial content (news, guides, areas, emirates, company pages) is kept as typed data, one module per
 * page, so each page's text is its own lazily loaded chunk and renders on the server without a markdown
 * parser. Inline text may use **bold** and [link text](/internal/path) — nothing else.
 */

export type ContentBlock =
  | { type: "paragraph"; text: string }
  | { type: "heading"; text: string }
  | { type: "list"; items: string[]; ordered?: boolean }
  | { type: "table"; caption: string; columns: string[]; rows: string[][] }
  | { type: "callout"; title: string; text: string }
  | { type: "faq"; items: { question: string; answer: string }[] };

export interface ContentSection {
  heading: string;
  blocks: ContentBlock[];
}

/** Listing data in the index: enough for a teaser card, metadata and the sitemap. */
export interface ContentSummary {
  slug: string;
  title: string;
  /** 120–160 characters, used as the meta description and the teaser. */
  description: string;
  keywords: string[];
}

/** The body of a page: kept in its own module (one per page) so it loads lazily. */
export interface ContentBody {
  /** One or two sentences shown under the main heading. */
  intro: string;
  sections: ContentSection[];
  /** ISO date (YYYY-MM-DD) the text was last checked against current rules and prices. */
  updated: string;
}

/** The index entry of a page: its summary plus the loader of its body module. */
export type ContentEntry<TSummary extends ContentSummary = ContentSummary> = TSummary & {
  load: () => Promise<{ default: ContentBody }>;
};

export interface NewsArticleSummary extends ContentSummary {
  /** ISO date (YYYY-MM-DD). */
  published: string;
  author: { name: string; role: string };
  category: "Market" | "Guide" | "Finance" | "Policy" | "Sustainability";
  /** Minutes, computed by the author from the word count at ~220 words a minute. */
  readingMinutes: number;
}

export interface AreaSummary extends ContentSummary {
  /** Exactly one of the 58 location names in shared/locations.ts. */
  location: string;
  emirate: string;
  /** Short facts shown in a box: e.g. "Metro: DMCC and Sobha Realty stations". */
  highlights: string[];
  /** Who the area suits, one phrase each: "Young professionals", "Families with school-age children". */
  suits: string[];
}

export interface EmirateSummary extends ContentSummary {
  emirate: string;
  /** Short facts: population, land department, main free zones, airport. */
  highlights: string[];
}
