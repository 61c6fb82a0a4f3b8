import type { Locale } from "@shared/locale";

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/g;
const LATIN_LETTER = /[A-Za-z]/g;

/**
 * The language people wrote a text in, from its letters: "ar" when Arabic letters are at least as many as
 * Latin ones, else "en". For `lang` on people's own words (a listing's title), so an English title on an
 * Arabic page is read (and checked) as English, and an Arabic one on an English page as Arabic.
 */
export function languageOfText(text: string): Locale {
  const arabic = text.match(ARABIC_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  return arabic > 0 && arabic >= latin ? "ar" : "en";
}
