import type { PropertyType } from "@shared/listing";
import { LOCATIONS, type Emirate } from "@shared/locations";
import { MARKET_PROFILES, type MarketProfile } from "./markets";
import { createRandom, type Random } from "./random";

/** Months of history behind the price index and sold prices. */
export const SAMPLE_TRANSACTION_MONTHS = 36;

/**
 * Sales per location, type and month. Dubai and Abu Dhabi trade far more than the northern emirates; two a
 * month per type there keeps their monthly medians steady while the whole history stays a few thousand rows.
 */
const SALES_PER_MONTH: Record<Emirate, number> = {
  Dubai: 2,
  "Abu Dhabi": 2,
  Sharjah: 1,
  Ajman: 1,
  "Ras Al Khaimah": 1,
  Fujairah: 1,
  "Umm Al Quwain": 1,
};

/**
 * Yearly price growth over the period, a gentle version of what was reported for 2023–2026 (Dubai and RAK
 * fastest, the east coast slowest). The growth slows towards the present, so the index flattens.
 */
const ANNUAL_GROWTH: Record<Emirate, number> = {
  Dubai: 0.12,
  "Abu Dhabi": 0.08,
  Sharjah: 0.07,
  Ajman: 0.05,
  "Ras Al Khaimah": 0.1,
  Fujairah: 0.03,
  "Umm Al Quwain": 0.04,
};

/** Price per sq ft of each type against the area's apartment price, the same factors as the sample listings. */
const TYPE_PRICE_FACTOR: Partial<Record<PropertyType, number>> = {
  Apartment: 1,
  Penthouse: 1.35,
  Townhouse: 0.9,
  Villa: 0.95,
};

export interface SampleTransaction {
  date: Date;
  emirate: Emirate;
  location: string;
  propertyType: PropertyType;
  beds: number;
  sqft: number;
  price: number;
}

/** The home types that trade in an area, from its stock in markets.ts. */
function typesFor(profile: MarketProfile): PropertyType[] {
  if (profile.stock === "towers") return ["Apartment", "Penthouse"];
  if (profile.stock === "villas") return ["Villa", "Townhouse"];
  return ["Apartment", "Townhouse", "Villa", "Penthouse"];
}

function layoutFor(type: PropertyType, random: Random): { beds: number; sqft: number } {
  switch (type) {
    case "Penthouse": {
      const beds = random.int(3, 5);
      return { beds, sqft: 2600 + (beds - 3) * 900 + random.int(0, 1200) };
    }
    case "Townhouse": {
      const beds = random.int(2, 5);
      return { beds, sqft: 1300 + beds * 420 + random.int(-100, 300) };
    }
    case "Villa": {
      const beds = random.int(3, 7);
      return { beds, sqft: 2400 + (beds - 3) * 1100 + random.int(-200, 1500) };
    }
    default: {
      const beds = random.pick([0, 1, 1, 1, 2, 2, 2, 3, 3, 4]);
      return { beds, sqft: [430, 780, 1250, 1650, 2300][beds] + random.int(-60, 180) };
    }
  }
}

/**
 * Price level of each month against the last one (1.0 = today's prices in markets.ts): growth that starts
 * at 1.4 times the yearly average and eases to 0.6 times it, with a faint seasonal swing (winter is the
 * busy season).
 */
function priceLevels(emirate: Emirate, months: number, firstMonth: number): number[] {
  const monthlyGrowth = ANNUAL_GROWTH[emirate] / 12;
  const levels = new Array<number>(months).fill(1);
  for (let m = months - 2; m >= 0; m--) {
    const rate = monthlyGrowth * (1.4 - (0.8 * (m + 1)) / (months - 1));
    levels[m] = levels[m + 1] / (1 + rate);
  }
  return levels.map((level, m) => level * (1 + 0.008 * Math.cos((2 * Math.PI * (firstMonth + m)) / 12)));
}

/**
 * A deterministic sample sale history: every month of the last three years (before the current month),
 * every location, each home type the location has. Prices follow markets.ts with the trend above and a
 * few percent of scatter per sale. For a given `now` the output is always the same.
 */
export function generateSampleTransactions(now: Date): SampleTransaction[] {
  const random = createRandom(0x7a5c);
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - SAMPLE_TRANSACTION_MONTHS, 1));
  const levelsByEmirate = new Map<string, number[]>();
  const rows: SampleTransaction[] = [];
  for (let m = 0; m < SAMPLE_TRANSACTION_MONTHS; m++) {
    const monthStart = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m, 1);
    const monthEnd = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m + 1, 1);
    for (const location of LOCATIONS) {
      const profile = MARKET_PROFILES[location.name];
      let levels = levelsByEmirate.get(location.emirate);
      if (!levels) {
        levels = priceLevels(location.emirate, SAMPLE_TRANSACTION_MONTHS, start.getUTCMonth());
        levelsByEmirate.set(location.emirate, levels);
      }
      for (const propertyType of typesFor(profile)) {
        // Penthouses change hands less often than the other types: one a month per area.
        const sales = propertyType === "Penthouse" ? 1 : SALES_PER_MONTH[location.emirate];
        for (let s = 0; s < sales; s++) {
          const { beds, sqft } = layoutFor(propertyType, random);
          const perSqft =
            profile.pricePerSqft *
            (TYPE_PRICE_FACTOR[propertyType] ?? 1) *
            levels[m] *
            (0.94 + random.next() * 0.12);
          rows.push({
            date: new Date(monthStart + Math.floor(random.next() * (monthEnd - monthStart))),
            emirate: location.emirate,
            location: location.name,
            propertyType,
            beds,
            sqft,
            price: Math.max(100_000, Math.round((perSqft * sqft) / 1000) * 1000),
          });
        }
      }
    }
  }
  return rows;
}
