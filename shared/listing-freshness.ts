/**
 * Listing freshness: an owner confirms a listing is still available; one left unconfirmed for
 * LISTING_HIDDEN_AFTER_DAYS drops out of public search until confirmed again (see
 * docs/decisions/0004-listing-freshness.md). Portals are full of long-gone listings; this keeps ours honest.
 */
import type { Language } from "./arabic-names";

export const LISTING_HIDDEN_AFTER_DAYS = 30;
/** From this age the dashboard warns the owner that the listing will soon be hidden. */
export const LISTING_CONFIRM_WARNING_DAYS = 25;

const DAY_MS = 24 * 60 * 60 * 1000;

export type FreshnessState = "fresh" | "due" | "hidden";

export interface ListingFreshness {
  /** Whole days since the last confirmation. */
  days: number;
  state: FreshnessState;
}

/** The oldest confirmation that still counts as fresh at `now`. */
export function freshnessCutoff(now: Date = new Date()): Date {
  return new Date(now.getTime() - LISTING_HIDDEN_AFTER_DAYS * DAY_MS);
}

/** Confirmed before this at `now`: the listing is due (the owner is warned, and mailed once). */
export function confirmWarningCutoff(now: Date = new Date()): Date {
  return new Date(now.getTime() - LISTING_CONFIRM_WARNING_DAYS * DAY_MS);
}

/** When a listing confirmed at `confirmedAt` drops out of search unless confirmed again. */
export function hiddenFrom(confirmedAt: Date): Date {
  return new Date(confirmedAt.getTime() + LISTING_HIDDEN_AFTER_DAYS * DAY_MS);
}

export function listingFreshness(confirmedAt: string | Date, now: Date = new Date()): ListingFreshness {
  const confirmed = typeof confirmedAt === "string" ? new Date(confirmedAt) : confirmedAt;
  const elapsed = Math.max(0, now.getTime() - confirmed.getTime());
  const days = Math.floor(elapsed / DAY_MS);
  const state: FreshnessState =
    confirmed < freshnessCutoff(now) ? "hidden" : days >= LISTING_CONFIRM_WARNING_DAYS ? "due" : "fresh";
  return { days, state };
}

/** Arabic day counts by the language's plural forms: "يوم واحد", "يومين", "3 أيام", "11 يومًا", "100 يوم". */
const ARABIC_DAYS: Record<Intl.LDMLPluralRule, (days: string) => string> = {
  zero: () => "اليوم",
  one: () => "يوم واحد",
  two: () => "يومين",
  few: (days) => `${days} أيام`,
  many: (days) => `${days} يومًا`,
  other: (days) => `${days} يوم`,
};
const arabicPlurals = new Intl.PluralRules("ar");

/**
 * "Confirmed today", "Confirmed 1 day ago", "Confirmed 12 days ago"; in Arabic "تم التأكيد اليوم",
 * "تم التأكيد منذ يومين", "تم التأكيد منذ 12 يومًا" (Western digits, decision 0043).
 */
export function confirmedAgoText(days: number, language: Language = "en"): string {
  if (language === "ar") {
    if (days <= 0) return "تم التأكيد اليوم";
    return `تم التأكيد منذ ${ARABIC_DAYS[arabicPlurals.select(days)](String(days))}`;
  }
  if (days <= 0) return "Confirmed today";
  return `Confirmed ${days} ${days === 1 ? "day" : "days"} ago`;
}
