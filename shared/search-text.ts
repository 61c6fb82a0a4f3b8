/**
 * Text as search compares it, in English and in Arabic (docs/decisions/0042-arabic-names-and-matching.md).
 * Pure functions, no imports: the browser's suggestions and the server's search share them.
 */

/**
 * Tashkeel (fathatan to the end of the Arabic marks block, U+064B–U+065F), the superscript alef (U+0670)
 * and the Quranic annotation marks (U+0610–U+061A, U+06D6–U+06ED), which some keyboards also type.
 */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
/** Format characters: tatweel (kashida), joiners, bidi marks (LRM, RLM, ALM) and the like. */
const FILLERS = /[\u0640\p{Cf}]/gu;
const LETTER_FORMS: Record<string, string> = {
  "\u0623": "\u0627", // أ → ا
  "\u0625": "\u0627", // إ → ا
  "\u0622": "\u0627", // آ → ا
  "\u0671": "\u0627", // ٱ → ا
  "\u0629": "\u0647", // ة → ه
  "\u0649": "\u064A", // ى → ي
  "\u06CC": "\u064A", // ی (Persian yeh, from Persian keyboards) → ي
  "\u06A9": "\u0643", // ک (Persian kaf) → ك
  "\u0624": "\u0648", // ؤ → و
  "\u0626": "\u064A", // ئ → ي
};
const LETTER_FORM = /[\u0623\u0625\u0622\u0671\u0629\u0649\u06CC\u06A9\u0624\u0626]/g;
/** Arabic-Indic (U+0660–U+0669) and Persian (U+06F0–U+06F9) digits. */
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

/**
 * One spelling for the many ways the same words are typed: Latin lower-cased; Arabic without diacritics or
 * tatweel, with one alef (أ إ آ ٱ → ا), ة → ه, ى → ي, ؤ → و, ئ → ي; Arabic-Indic and Persian digits as
 * 0–9; punctuation and runs of spaces as one space, none at the ends. "دبى مارينا" and "دُبَيّ  مارينا"
 * both become "دبي مارينا"; "Jumeirah Beach Residence (JBR)" becomes "jumeirah beach residence jbr".
 */
export function normaliseForSearch(text: string): string {
  return text
    .normalize("NFKC") // presentation forms (ﻻ, ﺩ) as plain letters
    .toLowerCase()
    .replace(ARABIC_MARKS, "")
    .replace(FILLERS, "")
    .replace(LETTER_FORM, (c) => LETTER_FORMS[c])
    .replace(EASTERN_DIGIT, (d) => String((d.charCodeAt(0) & 0xf) % 10))
    .replace(NOT_LETTER_OR_DIGIT, " ")
    .trim();
}

/** The definite article at a word's start, when at least two letters follow (so "ال" and "الب" stay). */
const ARTICLE = /(^| )ال(?=[^ ]{2})/g;

/**
 * Normalised text without the definite article "ال" at word starts: "البرشاء" and "برشاء" both become
 * "برشاء", "جزيره الريم" becomes "جزيره ريم". Arabic names are written with and without it ("Al Barsha",
 * "Barsha"), and people type either.
 */
export function withoutArticles(normalised: string): string {
  return normalised.replace(ARTICLE, "$1");
}

/** True when the text has a letter or digit of Arabic script. */
export function hasArabic(text: string): boolean {
  return /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/.test(text);
}

/**
 * A text's forms for comparing names: normalised (`full`) and without articles (`bare`), each with the
 * spaces between words taken out, so that "أبو ظبي" and "أبوظبي" compare equal; `starts` holds the same
 * from each word on (both forms), for "starts a word" checks. `variants` are whole words spelled one way
 * before that (after normalising): [["جميره", "جميرا"]].
 */
export interface SearchKeys {
  full: string;
  bare: string;
  starts: string[];
}

export function searchKeys(text: string, variants: readonly (readonly [string, string])[] = []): SearchKeys {
  let words = normaliseForSearch(text).split(" ").filter(Boolean);
  if (variants.length) words = words.map((w) => variants.find(([from]) => from === w)?.[1] ?? w);
  const bareWords = withoutArticles(words.join(" ")).split(" ").filter(Boolean);
  const starts = new Set<string>();
  for (const list of [words, bareWords]) list.forEach((_, i) => starts.add(list.slice(i).join("")));
  return { full: words.join(""), bare: bareWords.join(""), starts: [...starts] };
}
