import { COMMERCIAL_AMENITIES, HOME_AMENITIES } from "@shared/amenities";
import { formatArea } from "@shared/format";
import { categoryOf, type PropertyType } from "@shared/listing";
import { locationCentre, spreadAround } from "@shared/location-centres";
import { EMIRATES, LOCATIONS, type LocationInfo } from "@shared/locations";
import { sampleImagePath, type SampleKind } from "../../lib/sample-images";
import { buildListingInput } from "./listing-input";
import { createRandom, type Random } from "./random";
import { sampleTitleAr } from "./sample-titles-ar";
import { EMIRATE_WEIGHTS, grossYield, MARKET_PROFILES, type MarketProfile } from "./markets";

export const SAMPLE_PHOTOS_PER_LISTING = 4;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SampleListing {
  title: string;
  /** The title in Arabic, composed from the same choices (sample-titles-ar.ts). */
  titleAr: string;
  description: string;
  location: string;
  emirate: string;
  price: number;
  priceType: "sale" | "rent";
  propertyType: PropertyType;
  category: "residential" | "commercial";
  completionStatus: "ready" | "off-plan";
  furnished: "furnished" | "unfurnished" | "partly";
  beds: number;
  baths: number;
  sqft: number;
  featured: 0 | 1;
  imageUrl: string;
  images: string[];
  amenities: string[];
  permitNumber: string | null;
  status: "published" | "under-offer";
  confirmedAt: Date;
  createdAt: Date;
  updatedAt: Date;
  /** A point in the listing's community, scattered around its centre (shared/location-centres.ts). */
  latitude: number;
  longitude: number;
}

const ADJECTIVES = [
  "Bright",
  "Spacious",
  "Upgraded",
  "Well-kept",
  "Corner-unit",
  "Vacant",
  "Modern",
  "Renovated",
  "Family-sized",
  "Elegant",
];
const FEATURES: Record<string, string[]> = {
  Apartment: [
    "with balcony",
    "with open view",
    "near the metro",
    "on a high floor",
    "with study",
    "with large terrace",
  ],
  Penthouse: ["with private terrace", "with panoramic views", "with private pool", "on the top floor"],
  Villa: [
    "with private pool",
    "with landscaped garden",
    "on a corner plot",
    "backing the park",
    "with maid's room",
  ],
  Townhouse: ["close to the pool and park", "with garden", "end-unit", "with roof terrace"],
  Office: ["fitted with partitions", "shell and core", "with meeting rooms", "with parking"],
  Retail: ["with street frontage", "in a busy community", "on the ground floor", "with high footfall"],
  Warehouse: ["with loading bay", "with office mezzanine", "with high ceiling", "with three-phase power"],
};

/** Cumulative emirate weights, to place listings beyond the first 58 (which cover every location once). */
function pickLocation(index: number, random: Random): LocationInfo {
  if (index < LOCATIONS.length) return LOCATIONS[index];
  let roll = random.next();
  for (const emirate of EMIRATES) {
    roll -= EMIRATE_WEIGHTS[emirate];
    if (roll <= 0) return random.pick(LOCATIONS.filter((l) => l.emirate === emirate));
  }
  return LOCATIONS[0];
}

function pickType(profile: MarketProfile, random: Random): PropertyType {
  if (profile.commercial.length && random.chance(0.12)) return random.pick(profile.commercial);
  const towers: PropertyType[] = ["Apartment", "Apartment", "Apartment", "Apartment", "Penthouse"];
  const villas: PropertyType[] = ["Villa", "Villa", "Townhouse", "Townhouse", "Villa"];
  if (profile.stock === "towers") return random.pick(towers);
  if (profile.stock === "villas") return random.pick(villas);
  return random.pick([...towers, ...villas]);
}

function pickLayout(type: PropertyType, random: Random): { beds: number; baths: number; sqft: number } {
  switch (type) {
    case "Apartment": {
      const beds = random.pick([0, 1, 1, 1, 2, 2, 2, 3, 3, 4]);
      const sqft = [430, 780, 1250, 1650, 2300][beds] + random.int(-60, 180);
      return { beds, baths: beds === 0 ? 1 : beds + random.int(0, 1), sqft };
    }
    case "Penthouse": {
      const beds = random.int(3, 5);
      return { beds, baths: beds + 1, sqft: 2600 + (beds - 3) * 900 + random.int(0, 1200) };
    }
    case "Townhouse": {
      const beds = random.int(2, 5);
      return { beds, baths: beds + random.int(0, 1), sqft: 1300 + beds * 420 + random.int(-100, 300) };
    }
    case "Villa": {
      const beds = random.int(3, 7);
      return {
        beds,
        baths: beds + random.int(0, 2),
        sqft: 2400 + (beds - 3) * 1100 + random.int(-200, 1500),
      };
    }
    case "Office":
      return { beds: 0, baths: random.int(1, 3), sqft: random.int(6, 60) * 100 };
    case "Retail":
      return { beds: 0, baths: random.int(0, 2), sqft: random.int(4, 40) * 100 };
    case "Warehouse":
      return { beds: 0, baths: random.int(1, 2), sqft: random.int(30, 200) * 100 };
  }
}

const TYPE_PRICE_FACTOR: Record<PropertyType, number> = {
  Apartment: 1,
  Penthouse: 1.35,
  Townhouse: 0.9,
  Villa: 0.95,
  Office: 0.85,
  Retail: 1.15,
  Warehouse: 0.25,
};

/** Sale prices round to AED 5,000; rents to AED 1,000 a year. */
function priceFor(
  profile: MarketProfile,
  type: PropertyType,
  sqft: number,
  priceType: "sale" | "rent",
  random: Random,
) {
  const perSqft = profile.pricePerSqft * TYPE_PRICE_FACTOR[type] * (0.85 + random.next() * 0.3);
  const sale = perSqft * sqft;
  if (priceType === "sale") return Math.max(150_000, Math.round(sale / 5000) * 5000);
  return Math.max(12_000, Math.round((sale * grossYield(profile.pricePerSqft)) / 1000) * 1000);
}

function permitFor(emirate: string, random: Random): string | null {
  if (emirate === "Dubai") return String(random.int(7_100_000_000, 7_199_999_999));
  if (emirate === "Abu Dhabi") return `2025${String(random.int(0, 9_999_999)).padStart(7, "0")}`;
  return random.chance(0.5) ? `${emirate.slice(0, 3).toUpperCase()}-${random.int(10000, 99999)}` : null;
}

function describe(
  l: Omit<SampleListing, "description" | "title" | "titleAr">,
  adjective: string,
  random: Random,
): string {
  const size = formatArea(l.sqft);
  const purpose = l.priceType === "sale" ? "for sale" : "to rent";
  const rooms =
    l.category === "commercial"
      ? `${size} of ${l.propertyType.toLowerCase()} space`
      : `${l.beds === 0 ? "studio" : `${l.beds}-bedroom`} ${l.propertyType.toLowerCase()} of ${size} with ${l.baths} bathroom${l.baths === 1 ? "" : "s"}`;
  const status =
    l.completionStatus === "off-plan"
      ? "Off-plan, sold on the developer's payment plan with handover expected within three years."
      : "Ready to move in.";
  const furnishing =
    l.category === "commercial"
      ? ""
      : ` It comes ${l.furnished === "partly" ? "partly furnished" : l.furnished}.`;
  const extras = l.amenities.slice(0, 4).join(", ").toLowerCase();
  const rentNote =
    l.priceType === "rent"
      ? ` Rent is quoted per year; the landlord accepts ${random.pick(["a single cheque", "2 cheques", "4 cheques"])}.`
      : "";
  const details = highlights(l, random);
  return `${adjective} ${rooms} ${purpose} in ${l.location}, ${l.emirate}. ${status}${furnishing} Features include ${extras}.${rentNote}${details} This is sample data shown to demonstrate the site; the photos are illustrations.`;
}

/**
 * A sentence or two in the words owners use for what buyers search for ("sea view", "maid's room",
 * "chiller free", "near the metro"), said of the listings that have it, so that full-text search over the
 * sample data finds what a visitor types (docs/decisions/0045-full-text-search.md). Drawn last, after
 * every other value of the listing, so no other sample value changed.
 */
function highlights(l: Omit<SampleListing, "description" | "title" | "titleAr">, random: Random): string {
  const sentences: string[] = [];
  const has = (amenity: string) => l.amenities.includes(amenity);
  if (has("Sea view")) {
    sentences.push(
      random.pick([
        "The living room and balcony enjoy an open sea view.",
        "Wake up to a full sea view from the master bedroom.",
        "A high floor gives it an uninterrupted sea view.",
      ]),
    );
  }
  if (has("Maid's room")) {
    sentences.push(
      random.pick([
        "There is a maid's room with its own bathroom beside the kitchen.",
        "The layout includes a maid's room and a separate laundry area.",
      ]),
    );
  }
  if (has("Metro nearby")) {
    sentences.push(
      random.pick([
        "It is near the metro, a few minutes' walk from the station.",
        "Shops, cafés and the metro are nearby.",
        "Commuting is easy with the metro station close by.",
      ]),
    );
  }
  if (l.propertyType === "Apartment" || l.propertyType === "Penthouse" || l.category === "commercial") {
    if (random.chance(0.3)) {
      sentences.push(
        l.priceType === "rent"
          ? random.pick([
              "Chiller free: air conditioning is included in the rent.",
              "The building is chiller free, so there is no separate cooling bill.",
            ])
          : random.pick([
              "The building is chiller free, which keeps running costs low.",
              "Chiller-free building with district cooling included in the service charge.",
            ]),
      );
    }
  }
  return sentences.length ? ` ${sentences.join(" ")}` : "";
}

/**
 * Where sample listing `index` stands: evenly scattered over its community's disc. A stream of its own, so
 * placing listings did not change any other sample value (tests and benchmarks name sample listings).
 */
function samplePlace(index: number, location: LocationInfo): { latitude: number; longitude: number } {
  const random = createRandom(0x9e0 ^ Math.imul(index + 1, 2246822519));
  return spreadAround(locationCentre(location.name)!, random.next(), random.next());
}

/** The listing at `index` of a sample of any size: independent of the batch it is generated in. */
export function generateSampleListing(index: number, now: Date): SampleListing {
  const random = createRandom(0x5eed ^ Math.imul(index + 1, 2654435761));
  const location = pickLocation(index, random);
  const profile = MARKET_PROFILES[location.name];
  const propertyType = pickType(profile, random);
  const category = categoryOf(propertyType);
  const priceType = random.chance(0.6) ? "sale" : "rent";
  const { beds, baths, sqft } = pickLayout(propertyType, random);
  const price = priceFor(profile, propertyType, sqft, priceType, random);
  const completionStatus =
    priceType === "sale" && profile.offPlan && random.chance(0.35) ? "off-plan" : "ready";
  const amenities = random.some(
    category === "commercial" ? COMMERCIAL_AMENITIES : HOME_AMENITIES,
    random.int(3, 8),
  );
  const kind = propertyType.toLowerCase() as SampleKind;
  const firstVariant = random.int(0, 11);
  const images = Array.from({ length: SAMPLE_PHOTOS_PER_LISTING }, (_, n) =>
    sampleImagePath(kind, firstVariant + n * 5),
  );
  const createdAt = new Date(now.getTime() - random.int(0, 60) * DAY_MS - random.int(0, DAY_MS));
  const confirmedAt = new Date(Math.max(createdAt.getTime(), now.getTime() - random.int(0, 20) * DAY_MS));
  const adjective = random.pick(ADJECTIVES);
  const base = {
    location: location.name,
    emirate: location.emirate,
    price,
    priceType,
    propertyType,
    category,
    completionStatus,
    furnished:
      category === "commercial"
        ? "unfurnished"
        : random.pick(["furnished", "unfurnished", "unfurnished", "partly"] as const),
    beds,
    baths,
    sqft,
    featured: random.chance(0.11) ? 1 : 0,
    imageUrl: images[0],
    images,
    amenities,
    permitNumber: permitFor(location.emirate, random),
    status: random.chance(0.03) ? "under-offer" : "published",
    confirmedAt,
    createdAt,
    updatedAt: confirmedAt,
    ...samplePlace(index, location),
  } satisfies Omit<SampleListing, "description" | "title" | "titleAr">;
  const bedsLabel = category === "commercial" ? "" : beds === 0 ? "Studio " : `${beds}-Bed `;
  const feature = random.pick(FEATURES[propertyType]);
  const title = `${adjective} ${bedsLabel}${propertyType} ${feature} in ${location.name}`;
  const titleAr = sampleTitleAr({
    adjective,
    feature,
    propertyType,
    beds: category === "commercial" ? null : beds,
    location: location.name,
  });
  // The fields a person would send go through the tests' listing builder, so sample data and test data
  // have one shape (a field added to the create input is added there once).
  const input = buildListingInput({
    title,
    titleAr,
    description: describe(base, adjective, random),
    location: base.location,
    price,
    priceType,
    propertyType,
    beds,
    baths,
    sqft,
    completionStatus,
    furnished: base.furnished,
    amenities,
    images,
    permitNumber: base.permitNumber,
    latitude: base.latitude,
    longitude: base.longitude,
  });
  return { ...input, ...base };
}
