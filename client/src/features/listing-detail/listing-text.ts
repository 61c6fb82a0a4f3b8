import type { Listing } from "@shared/listing";
import { AREA_UNIT_TEXT, formatAed, formatDaysAgo, SQFT_PER_SQM, type AreaUnit } from "@shared/format";

/** "AED 1,042/sqft" or "AED 11,216/m²"; rent per year. Whole dirhams: decimals would be false precision. */
export function formatPricePerArea(listing: Pick<Listing, "price" | "sqft" | "priceType">, unit: AreaUnit) {
  const perSqft = listing.price / listing.sqft;
  const amount = unit === "sqft" ? perSqft : perSqft * SQFT_PER_SQM;
  return `${formatAed(amount)}/${AREA_UNIT_TEXT[unit]}${listing.priceType === "rent" ? " a year" : ""}`;
}

export function bedsText(beds: number): string {
  return beds === 0 ? "Studio" : `${beds} ${beds === 1 ? "bed" : "beds"}`;
}

export function bathsText(baths: number): string {
  return `${baths} ${baths === 1 ? "bath" : "baths"}`;
}

export const FURNISHING_TEXT: Record<Listing["furnished"], string> = {
  furnished: "Furnished",
  unfurnished: "Unfurnished",
  partly: "Partly furnished",
};

export const COMPLETION_TEXT: Record<Listing["completionStatus"], string> = {
  ready: "Ready to move in",
  "off-plan": "Off-plan",
};

export const PURPOSE_TEXT: Record<Listing["priceType"], string> = { sale: "For Sale", rent: "For Rent" };

/** The regulator's name for the advertising permit in this emirate. */
export function permitName(emirate: Listing["emirate"]): string {
  if (emirate === "Dubai") return "Trakheesi permit";
  if (emirate === "Abu Dhabi") return "Madhmoun permit";
  return "Advertising permit";
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Confirmed available today", "… 1 day ago", "… 12 days ago": whole days since it was confirmed. */
export function confirmedAvailableText(confirmedAt: string, now: number = Date.now()): string {
  const days = Math.max(0, Math.floor((now - Date.parse(confirmedAt)) / DAY_MS));
  return `Confirmed available ${formatDaysAgo(days)}`;
}

/** wa.me wants the number in international form with digits only. */
export function whatsappLink(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

/** tel: links keep a leading + and digits only. */
export function telLink(number: string): string {
  const trimmed = number.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`;
}
