/**
 * A listing's own words in the reader's language (docs/decisions/0044-listings-in-two-languages.md). An
 * owner writes the title and description in English or Arabic (the main text), and may add an Arabic
 * version besides (`titleAr`, `descriptionAr`).
 * Pages show the reader's language when the listing has it, else the main text, marked with the language
 * it is written in so that browsers, screen readers and translators read it right.
 */
import type { Language } from "./arabic-names";

export type { Language } from "./arabic-names";

/** Letters of the Arabic script (Arabic, its supplement and extended-A blocks, presentation forms). */
const ARABIC_LETTER =
  /[\u0620-\u064A\u066E-\u06D3\u06D5\u06EE-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const LETTER = /\p{L}/u;

/**
 * The language a text is written in, by its script: Arabic when most of its letters are Arabic, else
 * English. "شقة في JBR" is Arabic, "Apartment near مول الإمارات" English; a text without letters is
 * English.
 */
export function textLanguage(text: string): Language {
  let letters = 0;
  let arabic = 0;
  for (const char of text) {
    if (!LETTER.test(char)) continue;
    letters++;
    if (ARABIC_LETTER.test(char)) arabic++;
  }
  return arabic > 0 && arabic * 2 > letters ? "ar" : "en";
}

/** What a listing holds of its own words; lists (cards) have no description. */
export interface ListingWords {
  title: string;
  titleAr?: string | null;
  description?: string;
  descriptionAr?: string | null;
}

export interface ListingText {
  title: string;
  /** The title's language: the `lang` of the element that shows it. */
  lang: Language;
  /** Empty when the listing came without one (a card's summary). */
  description: string;
  descriptionLang: Language;
}

function pick(main: string, arabic: string | null | undefined, locale: Language) {
  if (locale === "ar" && arabic) return { text: arabic, lang: "ar" as const };
  return { text: main, lang: textLanguage(main) };
}

/**
 * The title and description to show a reader of `locale`: the Arabic version on an Arabic page when the
 * owner gave one, otherwise the main text with the language it is written in (so an English page shows an
 * Arabic-only listing in Arabic with lang="ar", and an Arabic page an English-only one with lang="en").
 * Title and description are chosen each on its own: an owner may have translated only the title.
 */
export function listingText(listing: ListingWords, locale: Language): ListingText {
  const title = pick(listing.title, listing.titleAr, locale);
  const description = pick(listing.description ?? "", listing.descriptionAr, locale);
  return {
    title: title.text,
    lang: title.lang,
    description: description.text,
    descriptionLang: listing.description || listing.descriptionAr ? description.lang : title.lang,
  };
}
