/**
 * Full-text search of listings (docs/decisions/0045-full-text-search.md): what people type
 * in `search=` as conditions on the generated `search_vector` (title, location and emirate weighted A, the
 * description B, the amenities C; English words stemmed by PostgreSQL's English dictionary, Arabic ones by
 * its Arabic one) and, for Arabic words, on the normalised `search_text` as before.
 *
 * The text is read websearch-style: "quoted phrases" match as phrases, other words are all required, and
 * the last word, while it is being typed, matches as a prefix ("sea vi" finds "sea view"). Arabic names of
 * emirates, locations and types become the English names first (search-terms.ts), as they always have.
 *
 * Every user word reaches SQL as a bound parameter, and only as letters and digits joined by the tsquery
 * phrase operator: nothing typed can change the query's structure.
 */
import { sql, type SQL } from "drizzle-orm";
import { searchTerms } from "@shared/search-terms";
import { hasArabic, normaliseForSearch } from "@shared/search-text";
import { properties } from "../../db/schema";

/** One thing the listing must match: any of its alternatives (each one word, or words in a row). */
export interface TextTerm {
  alternatives: string[];
  /** The last word of the text, still being typed: its last word matches as a prefix. */
  prefix: boolean;
  /** Words of the same meaning as the typed one ("nearby" for "near"): whole words, never prefixes. */
  synonyms?: string[];
  /** Typed in Arabic (or standing for an Arabic word): also looked for in the normalised search_text. */
  arabic: boolean;
}

/**
 * Words that mean the same in a listing ("near metro" finds "Metro nearby"): each word also matches the
 * others of its group. Stemming already joins forms of one word (views, view; rooms, room).
 */
const SYNONYMS: readonly (readonly string[])[] = [["near", "nearby", "close"]];

function synonymsOf(word: string): string[] {
  return SYNONYMS.find((words) => words.includes(word))?.filter((other) => other !== word) ?? [];
}

/** Letters and digits of a text, runs of anything else as the breaks between words. */
function wordsOf(text: string): string[] {
  return (
    text
      .normalize("NFKC")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** A quoted phrase or the text between phrases, in the order typed. */
interface Segment {
  text: string;
  quoted: boolean;
}

/** Splits a search websearch-style: "…" is a phrase (an unclosed quote runs to the end). */
function segmentsOf(text: string): Segment[] {
  const segments: Segment[] = [];
  const pattern = /"([^"]*)("|$)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index), quoted: false });
    segments.push({ text: match[1], quoted: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), quoted: false });
  return segments.filter((segment) => wordsOf(segment.text).length > 0);
}

/**
 * The terms of a search, in the order typed. A quoted phrase is one term (its words in a row); outside
 * quotes each word is a term, Arabic names becoming their English words (search-terms.ts); "near" and its
 * synonyms are alternatives. The last term is a prefix unless the text ends with a closing quote.
 */
export function textTerms(text: string): TextTerm[] {
  const terms: TextTerm[] = [];
  for (const segment of segmentsOf(text)) {
    if (segment.quoted) {
      terms.push({
        alternatives: [wordsOf(segment.text).join(" ")],
        prefix: false,
        arabic: hasArabic(segment.text),
      });
      continue;
    }
    for (const alternatives of searchTerms(segment.text)) {
      const words = alternatives.map((alternative) => wordsOf(alternative).join(" ")).filter(Boolean);
      if (!words.length) continue;
      const arabic = alternatives.some(hasArabic);
      const synonyms = arabic
        ? []
        : words.flatMap((word) => synonymsOf(word).filter((synonym) => !words.includes(synonym)));
      terms.push({ alternatives: words, prefix: false, arabic, ...(synonyms.length ? { synonyms } : {}) });
    }
  }
  const last = terms.at(-1);
  if (last && !/"\s*$/.test(text)) last.prefix = true;
  return terms;
}

/**
 * Spellings of an Arabic word as texts store it: as typed, and normalised (search-text.ts), with the last
 * letter's other common forms (ة and ه, ى and ي), since the Arabic stemmer keeps them apart.
 */
function arabicSpellings(words: string): string[] {
  const normalised = wordsOf(normaliseForSearch(words)).join(" ");
  const spellings = new Set([words, normalised]);
  for (const form of [normalised]) {
    spellings.add(form.replace(/ه(?= |$)/gu, "ة"));
    spellings.add(form.replace(/ي(?= |$)/gu, "ى"));
  }
  return [...spellings].filter(Boolean);
}

/**
 * The whole words (lexemes) each English word being typed can become, from `search_lexemes`
 * (listings-search-conditions.repository.ts findPrefixWords), keyed by the word as typed. A word missing
 * from the map is searched as a prefix in the index: the same listings match, only slower, since a prefix
 * gathers every listing of every word it begins before the other words narrow them (docs/decisions/0045).
 */
export type PrefixWords = ReadonlyMap<string, readonly string[]>;

/** A lexeme as a tsquery operand: quoted, so the tsquery reader takes it as it is (no stemming again). */
function quotedLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

/** The tsquery of words in a row in one text search configuration, the last a prefix when asked. */
function wordsQuery(
  config: "english" | "arabic",
  words: string,
  prefix: boolean,
  prefixWords?: PrefixWords,
): SQL {
  const list = words.split(" ");
  // A phrase keeps its prefix: a stop word inside it ("maid's ro") widens the distance to its last word,
  // which tsquery_phrase would not know.
  const whole = prefix && config === "english" && list.length === 1 ? prefixWords?.get(words) : undefined;
  if (!whole?.length) {
    const text = list.join(" <-> ") + (prefix ? ":*" : "");
    return sql`to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${text})`;
  }
  return sql`${whole.map(quotedLexeme).join(" | ")}::tsquery`;
}

/**
 * The English words typed as prefixes (each one-word alternative of the last term): what findPrefixWords
 * looks up. Arabic words and phrases keep their prefix in the index.
 */
export function typedPrefixes(text: string | undefined): string[] {
  const last = textTerms(text ?? "").at(-1);
  if (!last?.prefix) return [];
  return [...new Set(last.alternatives.filter((words) => !hasArabic(words) && !words.includes(" ")))];
}

/** Alternatives joined by tsquery's "or". */
function anyOf(queries: SQL[]): SQL {
  return queries.length === 1 ? queries[0] : sql`(${sql.join(queries, sql` || `)})`;
}

/**
 * The tsquery of one term. English words go through the English configuration. Arabic words through the
 * Arabic one (title_ar, description_ar) and the English one too, since a main title or description written
 * in Arabic is in the vector as the English configuration keeps it (unstemmed).
 */
export function termQuery(term: TextTerm, prefixWords?: PrefixWords): SQL {
  const queries = term.alternatives.flatMap((words) =>
    hasArabic(words)
      ? arabicSpellings(words).flatMap((spelling) => [
          wordsQuery("arabic", spelling, term.prefix),
          wordsQuery("english", spelling, term.prefix),
        ])
      : [wordsQuery("english", words, term.prefix, prefixWords)],
  );
  // "near" while typing may be "nearby"; its synonym "close" must not become "closet".
  const synonyms = (term.synonyms ?? []).map((word) => wordsQuery("english", word, false));
  return anyOf([...queries, ...synonyms]);
}

/** Every term's tsquery joined by "and": what relevance ranks by. */
export function allTermsQuery(terms: readonly TextTerm[], prefixWords?: PrefixWords): SQL | undefined {
  if (!terms.length) return undefined;
  const queries = terms.map((term) => termQuery(term, prefixWords));
  return queries.length === 1 ? queries[0] : sql`(${sql.join(queries, sql` && `)})`;
}

/** Escapes LIKE wildcards so a user's "%" or "_" matches itself. */
function likeContains(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * How the text's conditions are written (the same listings match either way; the vector is never null):
 * - "index": as they are, so the planner can read the matches from properties_search_vector_idx. It
 *   estimates words together as if independent, far too few for words that come together (395 for
 *   'jumeirah lake tow:*', which 21,434 listings match at 1,000,000), and reads every match to sort them;
 * - "walk": inside coalesce(…, false), which the planner neither matches to the index nor estimates (it
 *   assumes half the rows), so it walks the order's index and stops after a page: for a text the count
 *   says many listings match.
 */
export type TextForm = "index" | "walk";

/**
 * The conditions of a search text:
 * - all English terms as one tsquery on the vector (one GIN lookup, properties_search_vector_idx). Words
 *   the dictionary drops (stop words: "the", "in") leave the query; a text of stop words alone matches
 *   everything, as no words would (`numnode` is folded to a constant when the query is planned); a text of
 *   symbols alone matches nothing;
 * - each Arabic term on its own: the vector, or (as before the vector) the normalised title, Arabic title,
 *   location and emirate in search_text, which hold every spelling of an Arabic title word.
 */
export function textConditions(
  text: string | undefined,
  form: TextForm = "index",
  prefixWords?: PrefixWords,
): SQL[] {
  const terms = textTerms(text ?? "");
  // Symbols alone ("%", "_") name no word a listing could hold: nothing matches (nor are they wildcards).
  if (!terms.length) return text?.trim() ? [sql`false`] : [];
  const conditions: SQL[] = [];
  const english = allTermsQuery(
    terms.filter((term) => !term.arabic),
    prefixWords,
  );
  if (english) {
    conditions.push(sql`(numnode(${english}) = 0 or ${properties.searchVector} @@ ${english})`);
  }
  for (const term of terms.filter((t) => t.arabic)) {
    const likes = term.alternatives.flatMap((words) =>
      (hasArabic(words) ? arabicSpellings(words) : [words]).map(
        (spelling) => sql`${properties.searchText} like ${likeContains(spelling)}`,
      ),
    );
    conditions.push(sql`(${properties.searchVector} @@ ${termQuery(term)} or ${sql.join(likes, sql` or `)})`);
  }
  return form === "walk" ? conditions.map((condition) => sql`coalesce(${condition}, false)`) : conditions;
}

/**
 * Weights of ts_rank_cd, in its order {D, C, B, A}: a title or place match counts most, then the
 * description, then the amenities.
 */
const RANK_WEIGHTS = "{0.1, 0.2, 0.4, 1.0}";

/**
 * How well a listing matches the text: cover density of every term, weighted (higher first), of the search
 * vector the caller names (a column of a subquery).
 */
export function relevanceOf(
  text: string | undefined,
  prefixWords?: PrefixWords,
): ((vector: SQL) => SQL) | undefined {
  const query = allTermsQuery(textTerms(text ?? ""), prefixWords);
  if (!query) return undefined;
  return (vector) => sql`ts_rank_cd(${sql.raw(`'${RANK_WEIGHTS}'`)}::float4[], ${vector}, ${query})`;
}
