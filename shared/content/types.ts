/**
 * The shape of a content page's body as the renderer draws it (client/src/components/content). Bodies are
 * written as Markdown files under content/<locale>/ and parsed into this shape at build time, so no
 * Markdown parser ships to the browser (docs/content.md).
 */

/** A run of inline text: plain, bold, or an internal link. Nothing else is allowed inline. */
export type Inline = string | { strong: string } | { link: string; text: string };

/** Inline text, already parsed: a list of runs. */
export type RichText = Inline[];

export type ContentBlock =
  | { type: "paragraph"; text: RichText }
  | { type: "heading"; text: RichText }
  | { type: "list"; items: RichText[]; ordered?: boolean }
  | { type: "table"; caption: string; columns: string[]; rows: RichText[][] }
  | { type: "callout"; title: string; text: RichText }
  | { type: "faq"; items: { question: string; answer: RichText }[] };

export interface ContentSection {
  heading: string;
  blocks: ContentBlock[];
}

/** The body of a page: its own module (one per page) so it loads lazily. */
export interface ContentBody {
  /** One or two sentences shown under the main heading. */
  intro: RichText;
  sections: ContentSection[];
  /** ISO date (YYYY-MM-DD) the text was last checked against current rules and prices. */
  updated: string;
}

/** The same text without markup, for meta descriptions and JSON-LD. */
export function plainText(text: RichText): string {
  return text
    .map((run) => (typeof run === "string" ? run : "strong" in run ? run.strong : run.text))
    .join("");
}
