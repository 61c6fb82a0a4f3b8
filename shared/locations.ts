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
export const LOCATIONS_BY_EMIRATE: Record<Emirate, readonly string[]> = {
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
};

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

export function findEmirate(value: string): Emirate | undefined {
  const wanted = value.trim().toLowerCase();
  return EMIRATES.find((e) => e.toLowerCase() === wanted || emirateSlug(e) === wanted);
}

/** At most 8 names containing the text, ignoring case (docs/product.md §Location suggestions). */
export const MAX_SUGGESTIONS = 8;
export function suggestLocations(text: string): string[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return LOCATION_NAMES.filter((n) => n.toLowerCase().includes(needle)).slice(0, MAX_SUGGESTIONS);
}
