/**
 * The words of a listing search (`search=`) as what a listing's search text must contain
 * (docs/decisions/0042-arabic-names-and-matching.md). English words are taken as they are; Arabic names of
 * emirates, locations and property types become their English names, so that an Arabic search finds what
 * the same search in English finds, and the API stays language-neutral. An amenity's Arabic name (or a
 * common other way of writing it: "إطلالة بحرية") becomes its English name's words too, each with the
 * words as typed as the other choice, since a listing's own Arabic text may say it without the amenity.
 */
import { COMMERCIAL_AMENITIES, HOME_AMENITIES } from "./amenities";
import {
  AMENITY_ALIASES_AR,
  AMENITY_NAMES_AR,
  EMIRATE_NAMES_AR,
  LOCATION_ALIASES_AR,
  LOCATION_NAMES_AR,
  PROPERTY_TYPE_ALIASES_AR,
  PROPERTY_TYPE_NAMES_AR,
  arabicKeys,
  sameName,
} from "./arabic-names";
import { PROPERTY_TYPES } from "./listing-options";
import { EMIRATES, LOCATION_NAMES, isLocationName } from "./locations";
import { hasArabic, normaliseForSearch, type SearchKeys } from "./search-text";

/** Little words of a search between names (normalised): "شقة في دبي مارينا", "فيلا للبيع". */
const STOP_WORDS = new Set([
  ...["في", "من", "الي", "و", "قرب", "بالقرب", "للبيع", "للايجار", "بيع", "ايجار"],
  // "فيلا مع مسبح خاص", "شقة ذات اطلالة بحرية", "اطلالة على البحر"
  ...["مع", "ذات", "ذو", "علي"],
]);
/** The most words of an Arabic name ("مدينة محمد بن زايد", "مركز دبي المالي العالمي"), and a little more. */
const MAX_NAME_WORDS = 5;
/** Most names one Arabic word may stand for ("جزيرة": the islands). */
const MAX_ALTERNATIVES = 24;

interface NamedValue {
  /** Lower-cased English name, as the listing's search text holds it. */
  english: string;
  keys: SearchKeys[];
  /** An amenity: each English word has the Arabic words as typed as the other choice. */
  amenity?: boolean;
}

let namedValues: NamedValue[] | undefined;
function allNamedValues(): NamedValue[] {
  const entry = (english: string, names: readonly string[]) => ({
    english: english.toLowerCase(),
    keys: names.map(arabicKeys),
  });
  namedValues ??= [
    ...EMIRATES.map((e) => entry(e, [EMIRATE_NAMES_AR[e]])),
    ...LOCATION_NAMES.filter(isLocationName).map((l) =>
      entry(l, [LOCATION_NAMES_AR[l], ...(LOCATION_ALIASES_AR[l] ?? [])]),
    ),
    ...PROPERTY_TYPES.map((t) =>
      entry(t, [PROPERTY_TYPE_NAMES_AR[t], ...(PROPERTY_TYPE_ALIASES_AR[t] ?? [])]),
    ),
    ...[...new Set([...HOME_AMENITIES, ...COMMERCIAL_AMENITIES])].map((a) => ({
      ...entry(a, [AMENITY_NAMES_AR[a], ...(AMENITY_ALIASES_AR[a] ?? [])]),
      amenity: true,
    })),
  ];
  return namedValues;
}

/**
 * What a search asks for: one entry per term, each the texts any one of which the listing's lower-cased
 * title, location and emirate must contain.
 * - A word without Arabic letters is a term as it is, lower-cased: `[["dubai"], ["marina"]]`, as ever.
 * - Arabic words that spell an emirate, location or type (however written: "دبى مارينا", "أبو ظبي",
 *   "الشارقه", "شقق") become the English name's words, as if that had been typed: `[["dubai"], ["marina"]]`.
 * - Arabic words that spell an amenity ("إطلالة على البحر", "اطلاله بحريه") find what its English words
 *   find or what the Arabic words find: `[["إطلالة", "sea"], ["البحر", "sea"], ["إطلالة", "view"],
 *   ["البحر", "view"]]` (amenityTerms).
 * - Any other Arabic word is itself or any name whose Arabic contains it: "الريم" is
 *   `["الريم", "al reem island"]`. Little words ("في", "للبيع") are left out.
 */
export function searchTerms(text: string): string[][] {
  const terms: string[][] = [];
  let arabicRun: string[] = [];
  const endRun = () => {
    if (arabicRun.length) terms.push(...arabicTerms(arabicRun));
    arabicRun = [];
  };
  for (const word of text.toLowerCase().split(/\s+/).filter(Boolean)) {
    if (hasArabic(word)) {
      arabicRun.push(word);
    } else {
      endRun();
      terms.push([word]);
    }
  }
  endRun();
  return terms;
}

function arabicTerms(words: readonly string[]): string[][] {
  // Each normalised word, with the word as typed when normalising left it one word.
  const tokens = words.flatMap((raw) => {
    const parts = normaliseForSearch(raw).split(" ").filter(Boolean);
    return parts.map((norm) => ({ norm, raw: parts.length === 1 ? raw : norm }));
  });
  const values = allNamedValues();
  const terms: string[][] = [];
  for (let i = 0; i < tokens.length;) {
    let named: NamedValue | undefined;
    let end = Math.min(tokens.length, i + MAX_NAME_WORDS);
    for (; end > i; end--) {
      const typed = arabicKeys(
        tokens
          .slice(i, end)
          .map((t) => t.norm)
          .join(" "),
      );
      named = values.find((v) => v.keys.some((k) => sameName(typed, k)));
      if (named) break;
    }
    // A name may begin with a little word ("قرب المترو"): names are looked for before the word is dropped.
    if (!named && STOP_WORDS.has(tokens[i].norm)) {
      i++;
    } else if (named?.amenity) {
      terms.push(...amenityTerms(tokens.slice(i, end), named.english));
      i = end;
    } else if (named) {
      terms.push(...named.english.split(/\s+/).map((w) => [w]));
      i = end;
    } else {
      terms.push(wordAlternatives(tokens[i], values));
      i++;
    }
  }
  return terms;
}

/**
 * The terms of an amenity's Arabic name as typed: the listings with all its English words ("sea view" finds
 * them) or all its Arabic words (their own text says it), written as terms that must all match, each one
 * Arabic word or one English word: (a1 or e1) and (a1 or e2) and (a2 or e1) and (a2 or e2).
 */
function amenityTerms(typed: readonly { norm: string; raw: string }[], english: string): string[][] {
  const arabicWords = typed.filter((t) => !STOP_WORDS.has(t.norm)).map((t) => t.raw);
  return english.split(/\s+/).flatMap((word) => arabicWords.map((arabic) => [arabic, word]));
}

function wordAlternatives(token: { norm: string; raw: string }, values: readonly NamedValue[]): string[] {
  const alternatives = new Set([token.raw, token.norm]);
  const typed = arabicKeys(token.norm);
  if (typed.full.length >= 2) {
    for (const v of values) {
      // An amenity is found by its whole name only: "غرفة" (room) or "مطبخ" (kitchen) is no amenity.
      if (v.amenity) continue;
      if (v.keys.some((k) => k.full.includes(typed.full) || (typed.bare && k.bare.includes(typed.bare)))) {
        alternatives.add(v.english);
      }
    }
  }
  return [...alternatives].slice(0, MAX_ALTERNATIVES);
}
