import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Listing } from "@shared/listing";
import { areaUnitText, formatAed, formatDaysAgo, SQFT_PER_SQM, type AreaUnit } from "@shared/format";
import { intlLocale, isLocale, SOURCE_LOCALE, type Locale } from "@shared/locale";
import { bathsLabel, bedsLabel } from "@shared/option-labels";

/**
 * The listing's facts as words, in the language of the render's Lingui instance (`i18n` from
 * `useLingui()`; never the global one, the server renders both languages at once).
 */

/** The language of a render's Lingui instance. */
export function localeOf(i18n: I18n): Locale {
  return isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
}

/** The `Intl` locale for shared/format in the language of a render's Lingui instance. */
export function formatLocaleOf(i18n: I18n): string {
  return intlLocale(localeOf(i18n));
}

/**
 * "AED 1,042/sqft" or "AED 11,216/m²"; rent per year ("1,042 درهم لكل قدم مربعة سنويًا"). Whole dirhams:
 * decimals would be false precision.
 */
export function formatPricePerArea(
  i18n: I18n,
  listing: Pick<Listing, "price" | "sqft" | "priceType">,
  unit: AreaUnit,
) {
  const locale = formatLocaleOf(i18n);
  const perSqft = listing.price / listing.sqft;
  const price = formatAed(unit === "sqft" ? perSqft : perSqft * SQFT_PER_SQM, locale);
  const area = areaUnitText(unit, locale);
  return listing.priceType === "rent" ? i18n._(msg`${price}/${area} a year`) : i18n._(msg`${price}/${area}`);
}

/** "Studio", "1 bed", "3 beds" ("استوديو", "غرفة نوم واحدة", "3 غرف نوم"). */
export function bedsText(i18n: I18n, beds: number): string {
  return i18n._(bedsLabel(beds));
}

/** "1 bath", "2 baths" ("حمّام واحد", "حمّامان"). */
export function bathsText(i18n: I18n, baths: number): string {
  return i18n._(bathsLabel(baths));
}

/** The regulator's name for the advertising permit in this emirate. */
export function permitName(i18n: I18n, emirate: Listing["emirate"]): string {
  if (emirate === "Dubai") return i18n._(msg`Trakheesi permit`);
  if (emirate === "Abu Dhabi") return i18n._(msg`Madhmoun permit`);
  return i18n._(msg`Advertising permit`);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Confirmed available today", "… 1 day ago", "… 12 days ago": whole days since it was confirmed. */
export function confirmedAvailableText(i18n: I18n, confirmedAt: string, now: number = Date.now()): string {
  const days = Math.max(0, Math.floor((now - Date.parse(confirmedAt)) / DAY_MS));
  const ago = formatDaysAgo(days, formatLocaleOf(i18n));
  return i18n._(msg`Confirmed available ${ago}`);
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

/** Whether a text is written mostly in Arabic script (an owner's title or description). */
export function isArabicText(text: string): boolean {
  const arabic = text.match(/[\u0600-\u06FF]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return arabic > latin;
}
