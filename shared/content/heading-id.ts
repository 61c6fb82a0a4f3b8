import { slugify } from "../locations";

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/**
 * The id of a body section's heading, "section-…", which the table of contents links to. English
 * headings keep their ASCII slugs ("Buying costs (2025)" → "section-buying-costs-2025"); a heading with
 * Arabic letters keeps its letters and digits, since the ASCII slug would be empty ("رسوم التسجيل" →
 * "section-رسوم-التسجيل"; browsers and the HTML spec accept any non-space characters in an id).
 */
export function headingId(heading: string): string {
  if (!ARABIC_LETTER.test(heading)) return `section-${slugify(heading)}`;
  const slug = heading
    .normalize("NFC")
    .replace(/[\u064B-\u0652\u0640]/g, "") // diacritics and tatweel: not part of the word
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
  return `section-${slug}`;
}
