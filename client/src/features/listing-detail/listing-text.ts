import type { Listing } from "@shared/listing";
import { formatCalendarDate, formatCount, formatNumber, SQFT_PER_SQM } from "@/lib/format";

export type AreaUnit = "sqft" | "sqm";

/** "AED 1,042/sqft" or "AED 11,216/m²"; rent per year. Whole dirhams: decimals would be false precision. */
export function formatPricePerArea(listing: Pick<Listing, "price" | "sqft" | "priceType">, unit: AreaUnit) {
  const perSqft = listing.price / listing.sqft;
  const amount = Math.round(unit === "sqft" ? perSqft : perSqft * SQFT_PER_SQM);
  return `AED ${formatCount(amount)}/${unit === "sqft" ? "sqft" : "m²"}${listing.priceType === "rent" ? " a year" : ""}`;
}

/** "AED 12,345.50" for amounts with fils, "AED 12,345" for whole ones. */
export function formatAed(amount: number): string {
  const whole = Number.isInteger(amount);
  return `AED ${formatNumber(amount, { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
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

/** "Confirmed available today", "… 1 day ago", "… 12 days ago". */
export function confirmedAvailableText(confirmedAt: string, now: number = Date.now()): string {
  const days = Math.max(0, Math.floor((now - Date.parse(confirmedAt)) / DAY_MS));
  if (days === 0) return "Confirmed available today";
  return `Confirmed available ${days} ${days === 1 ? "day" : "days"} ago`;
}

/** "12 March 2026": the same text on the server and in any browser. */
export function formatDate(iso: string): string {
  // The day in the UAE (UTC+4 all year: no daylight saving).
  return formatCalendarDate(new Date(Date.parse(iso) + UAE_UTC_OFFSET_MS).toISOString());
}
const UAE_UTC_OFFSET_MS = 4 * 60 * 60 * 1000;

/** wa.me wants the number in international form with digits only. */
export function whatsappLink(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

/** tel: links keep a leading + and digits only. */
export function telLink(number: string): string {
  const trimmed = number.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`;
}
