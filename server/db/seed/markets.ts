import type { PropertyType } from "@shared/listing";

/**
 * Sample-market assumptions per location: typical sale price per square foot (AED, 2025–26 ballpark for
 * ready stock, from public portal asking prices), which kinds of stock the area has, and whether off-plan
 * launches are common there. They drive the sample data only; real figures come from real listings.
 */
export interface MarketProfile {
  pricePerSqft: number;
  stock: "towers" | "villas" | "mixed";
  commercial: PropertyType[];
  offPlan: boolean;
}

const m = (
  pricePerSqft: number,
  stock: MarketProfile["stock"],
  commercial: PropertyType[] = [],
  offPlan = false,
): MarketProfile => ({ pricePerSqft, stock, commercial, offPlan });

export const MARKET_PROFILES: Record<string, MarketProfile> = {
  "Downtown Dubai": m(2600, "towers", ["Office", "Retail"], true),
  "Dubai Marina": m(1900, "towers", ["Retail"]),
  "Palm Jumeirah": m(3500, "mixed", ["Retail"], true),
  "Business Bay": m(2100, "towers", ["Office", "Retail"], true),
  "Arabian Ranches": m(1500, "villas"),
  "Jumeirah Beach Residence (JBR)": m(2200, "towers", ["Retail"]),
  "Jumeirah Village Circle (JVC)": m(1150, "mixed", ["Retail"], true),
  "Jumeirah Lake Towers (JLT)": m(1400, "towers", ["Office", "Retail"]),
  "Dubai Hills Estate": m(2000, "mixed", ["Retail"], true),
  DIFC: m(2700, "towers", ["Office", "Retail"]),
  "Al Barsha": m(1300, "mixed", ["Office", "Retail"]),
  Jumeirah: m(2800, "villas", ["Retail"]),
  "Umm Suqeim": m(2600, "villas"),
  "Dubai Creek Harbour": m(2200, "towers", [], true),
  "Mohammed Bin Rashid City": m(2000, "mixed", [], true),
  "Dubai Silicon Oasis": m(900, "mixed", ["Office", "Warehouse"]),
  "Damac Hills": m(1400, "mixed", [], true),
  "Motor City": m(1200, "mixed"),
  "Dubai Sports City": m(950, "towers"),
  "International City": m(700, "towers", ["Retail", "Warehouse"]),
  "Al Furjan": m(1250, "mixed", ["Retail"], true),
  "Town Square": m(1100, "mixed", [], true),
  Mirdif: m(1000, "villas", ["Retail"]),
  Deira: m(900, "towers", ["Office", "Retail", "Warehouse"]),
  "Bur Dubai": m(1100, "towers", ["Office", "Retail"]),
  "Emirates Hills": m(4000, "villas"),
  "Al Reem Island": m(1300, "towers", ["Office", "Retail"], true),
  "Saadiyat Island": m(2100, "mixed", [], true),
  "Yas Island": m(1400, "mixed", ["Retail"], true),
  "Al Raha Beach": m(1350, "mixed"),
  "Khalifa City": m(900, "villas", ["Retail"]),
  "Al Reef": m(800, "mixed"),
  "Masdar City": m(1000, "towers", ["Office"], true),
  "Corniche Area": m(1200, "towers", ["Office", "Retail"]),
  "Al Maryah Island": m(1700, "towers", ["Office", "Retail"]),
  "Mohammed Bin Zayed City": m(850, "villas", ["Retail", "Warehouse"]),
  "Al Ghadeer": m(700, "mixed"),
  "Al Khalidiyah": m(1100, "towers", ["Retail"]),
  "Al Majaz": m(650, "towers", ["Office", "Retail"]),
  "Al Nahda": m(600, "towers", ["Retail", "Warehouse"]),
  "Al Khan": m(700, "towers"),
  Aljada: m(1050, "mixed", ["Retail"], true),
  Muwaileh: m(650, "mixed", ["Warehouse"]),
  "Al Taawun": m(650, "towers"),
  "Tilal City": m(600, "villas", [], true),
  "Al Nuaimiya": m(450, "towers", ["Retail"]),
  "Ajman Corniche": m(700, "towers"),
  "Al Rashidiya": m(450, "towers"),
  "Emirates City": m(400, "towers", [], true),
  "Al Hamra Village": m(1000, "mixed"),
  "Mina Al Arab": m(1100, "mixed", [], true),
  "Al Marjan Island": m(1600, "towers", [], true),
  "Al Nakheel": m(500, "towers", ["Office", "Warehouse"]),
  "Fujairah City": m(550, "towers", ["Office", "Retail"]),
  Dibba: m(600, "villas"),
  "Al Faseel": m(550, "mixed"),
  "Umm Al Quwain Marina": m(600, "villas", [], true),
  "Al Salamah": m(450, "mixed"),
};

/**
 * Gross rental yield falls as prices rise (cheap areas yield ~8%, prime ~5%), in line with yields widely
 * reported for the UAE in 2025; used to derive sample rents from sample prices.
 */
export function grossYield(pricePerSqft: number): number {
  return Math.min(0.085, Math.max(0.05, 0.09 - pricePerSqft / 60_000));
}

/** Share of listings per emirate, roughly as the big portals' inventories split. */
export const EMIRATE_WEIGHTS: Record<string, number> = {
  Dubai: 0.56,
  "Abu Dhabi": 0.18,
  Sharjah: 0.1,
  Ajman: 0.06,
  "Ras Al Khaimah": 0.05,
  Fujairah: 0.025,
  "Umm Al Quwain": 0.025,
};
