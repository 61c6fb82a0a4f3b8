import { cachedFormatter, DEFAULT_LOCALE } from "./cache";

/**
 * Intl separates the currency code from the amount with a no-break space; the site has always written a
 * plain one ("AED 1,250,000"), in pages, mails and the texts browser tests read.
 */
const NO_BREAK_SPACE = /\u00a0/g;

function aedFormatter(fractionDigits: number, locale: string): Intl.NumberFormat {
  return cachedFormatter(
    `aed|${locale}|${fractionDigits}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency: "AED",
        currencyDisplay: "code",
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  );
}

/**
 * Arabic pages write the amount in Western digits followed by the word "درهم", as the UAE portals and
 * the Dubai Land Department do ("1,250,000 درهم"; decision 0043), not Intl's "‏1,250,000 AED" with its
 * right-to-left mark. The amount is grouped by the locale's own number formatter.
 */
const ARABIC_DIRHAM = "درهم";
const isArabic = (locale: string) => locale.startsWith("ar");

function arabicAmount(amount: number, fractionDigits: number, locale: string): string {
  const formatter = cachedFormatter(
    `aed-number|${locale}|${fractionDigits}`,
    () =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  );
  return `${formatter.format(amount)} ${ARABIC_DIRHAM}`;
}

/**
 * An invoice's amounts, kept in whole fils (1/100 AED) so that they add up: always two decimals, as a tax
 * invoice prints them. 28476 → "AED 284.76", 29900 → "AED 299.00" ("299.00 درهم" in Arabic).
 */
export function formatFils(fils: number, locale: string = DEFAULT_LOCALE): string {
  if (!Number.isInteger(fils)) throw new RangeError("An amount in fils is a whole number");
  if (isArabic(locale)) return arabicAmount(fils / 100, 2, locale);
  return aedFormatter(2, locale)
    .format(fils / 100)
    .replace(NO_BREAK_SPACE, " ");
}

/**
 * Prices, rents, loans and repayments in whole dirhams: 1250000 → "AED 1,250,000" ("1,250,000 درهم" in
 * Arabic), 12345.5 → "AED 12,346". Fils on a price would be false precision.
 */
export function formatAed(amount: number, locale: string = DEFAULT_LOCALE): string {
  if (isArabic(locale)) return arabicAmount(amount, 0, locale);
  return aedFormatter(0, locale).format(amount).replace(NO_BREAK_SPACE, " ");
}

/**
 * Fees and the totals made of them, which the cost rules round to fils: 12345.5 → "AED 12,345.50" (always
 * two decimals when there are fils), 4200 → "AED 4,200".
 */
export function formatAedWithFils(amount: number, locale: string = DEFAULT_LOCALE): string {
  const hasFils = Math.round(amount * 100) % 100 !== 0;
  if (isArabic(locale)) return arabicAmount(amount, hasFils ? 2 : 0, locale);
  return aedFormatter(hasFils ? 2 : 0, locale)
    .format(amount)
    .replace(NO_BREAK_SPACE, " ");
}

/**
 * A listing's price: sale "AED 1,250,000"; rent, which is yearly, "AED 95,000/year" ("95,000 درهم
 * سنويًا" in Arabic).
 */
export function formatPrice(
  price: number,
  priceType: "sale" | "rent",
  locale: string = DEFAULT_LOCALE,
): string {
  const yearly = isArabic(locale) ? " سنويًا" : "/year";
  return `${formatAed(price, locale)}${priceType === "rent" ? yearly : ""}`;
}

/**
 * A price on a map marker, which has room for little more than a figure: 950000 → "950k", 1250000 →
 * "1.3m" ("950 ألف", "1.3 مليون" in Arabic, Western digits as everywhere; decision 0043). No currency:
 * the list beside the map gives the full price. Intl's no-break space in the Arabic form is kept, so a
 * marker never wraps between the figure and its word.
 */
export function formatCompactPrice(price: number, locale: string = DEFAULT_LOCALE): string {
  return cachedFormatter(
    `compact-price|${locale}`,
    () => new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 }),
  ).format(price);
}
