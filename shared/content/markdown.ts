import MarkdownIt, { type Token } from "markdown-it";
import { parse as parseYaml } from "yaml";
import { SOURCE_LOCALE, type Locale } from "../locale";
import { resolvePlaceholders } from "./placeholders";
import type { ContentBlock, ContentBody, ContentSection, Inline, RichText } from "./types";

/**
 * A content file is YAML frontmatter between `---` lines, then a Markdown body (docs/content.md):
 *
 * - the first paragraph, before any `##`, is the intro;
 * - each `##` heading starts a section; `###` is a sub-heading inside it;
 * - paragraphs, bulleted and numbered lists, and tables (a paragraph `Table: caption` right before the
 *   table gives its caption);
 * - a callout is a blockquote whose first paragraph is only bold text (its title), then one paragraph;
 * - a FAQ is a run of `####` questions, each followed by one paragraph, its answer;
 * - inline: **bold** and [links](/internal/path), nothing else.
 *
 * Anything else (HTML, images, emphasis, code, external links) is refused, so what a writer types is what
 * the renderer draws.
 */

// HTML is parsed (not passed through as text) only so that it can be refused with a clear error.
const markdown = new MarkdownIt("commonmark", { html: true }).enable("table");

export interface ParsedFile {
  frontmatter: unknown;
  body: Omit<ContentBody, "updated">;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;

/**
 * Splits and parses a content file; placeholders are filled in first, in frontmatter and body alike, in
 * the file's language.
 */
export function parseContentFile(source: string, language: Locale = SOURCE_LOCALE): ParsedFile {
  const text = resolvePlaceholders(source, language);
  const match = FRONTMATTER.exec(text);
  if (!match) throw new Error("no frontmatter: the file must start with a --- line");
  return {
    frontmatter: parseYaml(match[1]) as unknown,
    body: parseBody(text.slice(match[0].length)),
  };
}

/** The runs of an inline token's children: text, **bold** and internal links. */
function inlineRuns(token: Token): RichText {
  const runs: Inline[] = [];
  const children = token.children ?? [];
  const push = (run: Inline) => {
    const last = runs[runs.length - 1];
    if (typeof run === "string" && typeof last === "string") runs[runs.length - 1] = last + run;
    else runs.push(run);
  };
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (child.type === "text") {
      if (child.content) push(child.content);
    } else if (child.type === "strong_open" || child.type === "link_open") {
      const close = child.type === "strong_open" ? "strong_close" : "link_close";
      const end = children.findIndex((c, j) => j > i && c.type === close);
      const inner = children.slice(i + 1, end);
      if (end === -1 || inner.some((c) => c.type !== "text")) {
        throw new Error(`nested markup in "${token.content}"`);
      }
      const text = inner.map((c) => c.content).join("");
      if (child.type === "strong_open") push({ strong: text });
      else {
        const href = String(child.attrGet("href") ?? "");
        if (!href.startsWith("/")) throw new Error(`links must be internal paths (/…), got ${href}`);
        push({ link: href, text });
      }
      i = end;
    } else {
      throw new Error(`unsupported inline markup (${child.type}) in "${token.content}"`);
    }
  }
  return runs;
}

const plain = (token: Token): string => {
  const runs = inlineRuns(token);
  if (runs.some((run) => typeof run !== "string")) throw new Error(`no markup allowed in "${token.content}"`);
  return runs.join("");
};

/** Reads tokens from a cursor; each reader consumes one block. */
class Cursor {
  i = 0;
  constructor(readonly tokens: Token[]) {}
  get done() {
    return this.i >= this.tokens.length;
  }
  peek(offset = 0): Token | undefined {
    return this.tokens[this.i + offset];
  }
  next(): Token {
    return this.tokens[this.i++];
  }
  expect(type: string): Token {
    const token = this.next();
    if (token?.type !== type) throw new Error(`expected ${type}, found ${token?.type ?? "the end"}`);
    return token;
  }
  /** A paragraph's inline token, consuming its open and close. */
  paragraph(): Token {
    this.expect("paragraph_open");
    const inline = this.expect("inline");
    this.expect("paragraph_close");
    return inline;
  }
  /** A heading's inline token and its level (2 for ##). */
  heading(): { level: number; inline: Token } {
    const open = this.expect("heading_open");
    const inline = this.expect("inline");
    this.expect("heading_close");
    return { level: Number(open.tag.slice(1)), inline };
  }
}

const TABLE_CAPTION = "Table: ";

function readList(cursor: Cursor): ContentBlock {
  const open = cursor.next();
  const ordered = open.type === "ordered_list_open";
  const items: RichText[] = [];
  while (cursor.peek()?.type === "list_item_open") {
    cursor.next();
    items.push(inlineRuns(cursor.paragraph()));
    cursor.expect("list_item_close");
  }
  cursor.expect(ordered ? "ordered_list_close" : "bullet_list_close");
  return ordered ? { type: "list", items, ordered: true } : { type: "list", items };
}

function readTable(cursor: Cursor, caption: string): ContentBlock {
  cursor.expect("table_open");
  const columns: string[] = [];
  const rows: RichText[][] = [];
  let row: RichText[] = [];
  while (cursor.peek()?.type !== "table_close") {
    const token = cursor.next();
    if (token.type === "th_open") columns.push(plain(cursor.expect("inline")));
    else if (token.type === "td_open") row.push(inlineRuns(cursor.expect("inline")));
    else if (token.type === "tr_close" && row.length) {
      rows.push(row);
      row = [];
    }
  }
  cursor.expect("table_close");
  return { type: "table", caption, columns, rows };
}

function readCallout(cursor: Cursor): ContentBlock {
  cursor.expect("blockquote_open");
  const title = inlineRuns(cursor.paragraph());
  const [first] = title;
  if (title.length !== 1 || typeof first === "string" || !("strong" in first)) {
    throw new Error("a callout (blockquote) starts with a paragraph of bold text, its title");
  }
  const text = inlineRuns(cursor.paragraph());
  cursor.expect("blockquote_close");
  return { type: "callout", title: first.strong, text };
}

function readFaq(cursor: Cursor): ContentBlock {
  const items: { question: string; answer: RichText }[] = [];
  while (cursor.peek()?.type === "heading_open" && cursor.peek()?.tag === "h4") {
    const question = plain(cursor.heading().inline);
    items.push({ question, answer: inlineRuns(cursor.paragraph()) });
  }
  return { type: "faq", items };
}

function readBlock(cursor: Cursor): ContentBlock {
  const token = cursor.peek() as Token;
  switch (token.type) {
    case "paragraph_open": {
      const inline = cursor.paragraph();
      if (inline.content.startsWith(TABLE_CAPTION) && cursor.peek()?.type === "table_open") {
        return readTable(cursor, inline.content.slice(TABLE_CAPTION.length));
      }
      return { type: "paragraph", text: inlineRuns(inline) };
    }
    case "bullet_list_open":
    case "ordered_list_open":
      return readList(cursor);
    case "blockquote_open":
      return readCallout(cursor);
    case "heading_open":
      if (token.tag === "h3") return { type: "heading", text: inlineRuns(cursor.heading().inline) };
      if (token.tag === "h4") return readFaq(cursor);
      throw new Error(`unexpected heading level ${token.tag} (use ## for sections, ### inside them)`);
    default:
      throw new Error(`unsupported Markdown (${token.type}) at line ${(token.map?.[0] ?? 0) + 1}`);
  }
}

function parseBody(source: string): Omit<ContentBody, "updated"> {
  const cursor = new Cursor(markdown.parse(source, {}));
  if (cursor.peek()?.type !== "paragraph_open") {
    throw new Error("the body starts with one paragraph, the intro");
  }
  const intro = inlineRuns(cursor.paragraph());
  const sections: ContentSection[] = [];
  while (!cursor.done) {
    const { level, inline } = cursor.heading();
    if (level !== 2) throw new Error(`expected a ## section heading, found h${level}`);
    const section: ContentSection = { heading: plain(inline), blocks: [] };
    while (!cursor.done && !(cursor.peek()?.type === "heading_open" && cursor.peek()?.tag === "h2")) {
      section.blocks.push(readBlock(cursor));
    }
    sections.push(section);
  }
  return { intro, sections };
}
