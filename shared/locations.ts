import {
  EMIRATE_NAMES_AR,
  LOCATION_ALIASES_AR,
  LOCATION_NAMES_AR,
  arabicKeys,
  sameName,
  type Language,
} from "./arabic-names";
import type { SearchKeys } from "./search-text";

/** The seven emirates, display names as used in the API and the UI. */
export const EMIRATES = [
  "Dubai",
  "Abu Dhabi",
  "Sharjah",
  "Ajman",
  "Ras Al Khaimah",
  "Fujairah",
  "Umm Al Quwain",
] as const;
export type Emirate = (typeof EMIRATES)[number];

/**
 * The 58 locations that drive autocomplete and the listings' `location` values (docs/product.md §Locations),
 * grouped by emirate in the product's order.
 */
const LOCATION_NAMES_BY_EMIRATE = {
  Dubai: [
    "Downtown Dubai",
    "Dubai Marina",
    "Palm Jumeirah",
    "Business Bay",
    "Arabian Ranches",
    "Jumeirah Beach Residence (JBR)",
    "Jumeirah Village Circle (JVC)",
    "Jumeirah Lake Towers (JLT)",
    "Dubai Hills Estate",
    "DIFC",
    "Al Barsha",
    "Jumeirah",
    "Umm Suqeim",
    "Dubai Creek Harbour",
    "Mohammed Bin Rashid City",
    "Dubai Silicon Oasis",
    "Damac Hills",
    "Motor City",
    "Dubai Sports City",
    "International City",
    "Al Furjan",
    "Town Square",
    "Mirdif",
    "Deira",
    "Bur Dubai",
    "Emirates Hills",
  ],
  "Abu Dhabi": [
    "Al Reem Island",
    "Saadiyat Island",
    "Yas Island",
    "Al Raha Beach",
    "Khalifa City",
    "Al Reef",
    "Masdar City",
    "Corniche Area",
    "Al Maryah Island",
    "Mohammed Bin Zayed City",
    "Al Ghadeer",
    "Al Khalidiyah",
  ],
  Sharjah: ["Al Majaz", "Al Nahda", "Al Khan", "Aljada", "Muwaileh", "Al Taawun", "Tilal City"],
  Ajman: ["Al Nuaimiya", "Ajman Corniche", "Al Rashidiya", "Emirates City"],
  "Ras Al Khaimah": ["Al Hamra Village", "Mina Al Arab", "Al Marjan Island", "Al Nakheel"],
  Fujairah: ["Fujairah City", "Dibba", "Al Faseel"],
  "Umm Al Quwain": ["Umm Al Quwain Marina", "Al Salamah"],
} as const satisfies Record<Emirate, readonly string[]>;
/** One of the 58 location names (the canonical, English value). */
export type LocationName = (typeof LOCATION_NAMES_BY_EMIRATE)[Emirate][number];
export const LOCATIONS_BY_EMIRATE: Record<Emirate, readonly LocationName[]> = LOCATION_NAMES_BY_EMIRATE;

export interface LocationInfo {
  name: string;
  emirate: Emirate;
  slug: string;
}

/** Lower case, brackets dropped, spaces (and runs of other separators) as hyphens: "jumeirah-beach-residence-jbr". */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[()]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export const LOCATIONS: readonly LocationInfo[] = EMIRATES.flatMap((emirate) =>
  LOCATIONS_BY_EMIRATE[emirate].map((name) => ({ name, emirate, slug: slugify(name) })),
);

export const LOCATION_NAMES: readonly string[] = LOCATIONS.map((l) => l.name);

/** The spec's short area routes that differ from the slug rule. */
const AREA_SLUG_ALIASES: Record<string, string> = { jbr: "jumeirah-beach-residence-jbr" };

export function findLocationBySlug(slug: string): LocationInfo | undefined {
  const canonical = AREA_SLUG_ALIASES[slug] ?? slug;
  return LOCATIONS.find((l) => l.slug === canonical);
}

export function emirateSlug(emirate: string): string {
  return slugify(emirate);
}

export function isLocationName(name: string): name is LocationName {
  return Object.hasOwn(LOCATION_NAMES_AR, name);
}

/** The keys of each emirate's and location's Arabic names (aliases too), computed on first use. */
let arabicKeysCache:
  { emirates: Map<Emirate, SearchKeys[]>; locations: Map<string, SearchKeys[]> } | undefined;
function arabicNameKeys() {
  arabicKeysCache ??= {
    emirates: new Map(EMIRATES.map((e) => [e, [arabicKeys(EMIRATE_NAMES_AR[e])]])),
    locations: new Map(
      LOCATION_NAMES.filter(isLocationName).map((name) => [
        name,
        [LOCATION_NAMES_AR[name], ...(LOCATION_ALIASES_AR[name] ?? [])].map(arabicKeys),
      ]),
    ),
  };
  return arabicKeysCache;
}

/** An emirate by its name or slug, ignoring case, or by its Arabic name however spelled ("أبو ظبي"). */
export function findEmirate(value: string): Emirate | undefined {
  const wanted = value.trim().toLowerCase();
  const english = EMIRATES.find((e) => e.toLowerCase() === wanted || emirateSlug(e) === wanted);
  if (english || !wanted) return english;
  const typed = arabicKeys(value);
  const { emirates } = arabicNameKeys();
  return EMIRATES.find((e) => emirates.get(e)!.some((keys) => sameName(typed, keys)));
}

/** A location by its Arabic name or one of its other Arabic names, however spelled ("دبى مارينا"). */
export function findLocationByArabicName(value: string): LocationInfo | undefined {
  const typed = arabicKeys(value);
  const { locations } = arabicNameKeys();
  return LOCATIONS.find((l) => locations.get(l.name)?.some((keys) => sameName(typed, keys)));
}

/**
 * The typed text nearly completes the name: the name begins with it and at most two letters are left
 * ("jumeira" for Jumeirah). Such a name is what the visitor is typing, so it is suggested first, ahead of
 * the longer names that contain it (Palm Jumeirah, Jumeirah Lake Towers…).
 */
const NEARLY_COMPLETE_LETTERS_LEFT = 2;
function nearlyCompletes(typed: string, name: string): boolean {
  return typed !== "" && name.startsWith(typed) && name.length - typed.length <= NEARLY_COMPLETE_LETTERS_LEFT;
}

/** How well typed English matches a name: 0 nearly the whole name, 1 anywhere in it, undefined not. */
function englishRank(needle: string, name: string): 0 | 1 | undefined {
  const lower = name.toLowerCase();
  if (nearlyCompletes(needle, lower)) return 0;
  return lower.includes(needle) ? 1 : undefined;
}

/**
 * How well typed Arabic matches a name: 0 nearly the whole name, 1 at the start of one of its words, 2
 * inside, undefined not.
 */
function arabicRank(typed: SearchKeys, names: readonly SearchKeys[]): 0 | 1 | 2 | undefined {
  if (!typed.full) return undefined;
  if (names.some((k) => nearlyCompletes(typed.full, k.full) || nearlyCompletes(typed.bare, k.bare))) return 0;
  const starts = (k: SearchKeys) =>
    k.starts.some((s) => s.startsWith(typed.full) || s.startsWith(typed.bare));
  if (names.some(starts)) return 1;
  if (names.some((k) => k.full.includes(typed.full) || k.bare.includes(typed.bare))) return 2;
  return undefined;
}

/** A suggested location: `name` is what goes into the search (English), `label` what is shown. */
export interface LocationSuggestion {
  name: string;
  label: string;
}

/** At most 8 suggestions (docs/product.md §Location suggestions). */
export const MAX_SUGGESTIONS = 8;

/**
 * At most 8 locations for the typed text (docs/product.md §Location suggestions): first a name the text
 * nearly completes ("jumeira" gives Jumeirah first); then those whose English
 * name contains it, ignoring case, in the product's order; and those whose Arabic name (or another Arabic
 * name of it) contains it once both are normalised (search-text.ts), the ones where it starts a word first.
 * `language` picks the label; the name chosen into the search is always the English one.
 */
export function suggestLocationOptions(
  text: string,
  { language = "en" }: { language?: Language } = {},
): LocationSuggestion[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const typed = arabicKeys(text);
  const { locations } = arabicNameKeys();
  const ranked: { name: string; rank: number }[] = [];
  for (const { name } of LOCATIONS) {
    const rank = englishRank(needle, name) ?? arabicRank(typed, locations.get(name) ?? []);
    if (rank !== undefined) ranked.push({ name, rank });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank) // stable: the product's order within a rank
    .slice(0, MAX_SUGGESTIONS)
    .map(({ name }) => ({
      name,
      label: language === "ar" && isLocationName(name) ? LOCATION_NAMES_AR[name] : name,
    }));
}

/** The English names of the suggestions for the typed text (English or Arabic): what the search box lists. */
export function suggestLocations(text: string): string[] {
  return suggestLocationOptions(text).map((s) => s.name);
}
