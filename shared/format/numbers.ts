import { cachedFormatter, DEFAULT_LOCALE } from "./cache";

export interface FractionDigits {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/**
 * 1234567.891 → "1,234,567.891": grouped, rounded half away from zero on the decimal value (1.015 →
 * "1.02" with two decimals), padded to `minimumFractionDigits`. A value that rounds to zero has no sign.
 */
export function formatNumber(
  value: number,
  { minimumFractionDigits = 0, maximumFractionDigits = 3 }: FractionDigits = {},
  locale: string = DEFAULT_LOCALE,
): string {
  const formatter = cachedFormatter(
    `number|${locale}|${minimumFractionDigits}|${maximumFractionDigits}`,
    () =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits,
        maximumFractionDigits,
        signDisplay: "negative",
      }),
  );
  return formatter.format(value);
}

/** 1234 → "1,234". */
export function formatCount(value: number, locale: string = DEFAULT_LOCALE): string {
  return formatNumber(value, {}, locale);
}

/** A number with exactly `decimals` decimals: an index of 104.25 → "104.3" with one. */
export function formatFixed(value: number, decimals: number, locale: string = DEFAULT_LOCALE): string {
  return formatNumber(value, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }, locale);
}

/**
 * A percentage given in percent (4.25 → "4.3%" with one decimal), with `decimals` decimals: exactly that
 * many, or up to that many from `minimumDecimals` (a rate of 0.25 → "0.25%", of 4 → "4%"). `signed` writes
 * "+" before a rise ("+4.3%", "-1.5%", "0.0%").
 */
export function formatPercent(
  percent: number,
  {
    decimals = 1,
    minimumDecimals = decimals,
    signed = false,
  }: { decimals?: number; minimumDecimals?: number; signed?: boolean } = {},
  locale: string = DEFAULT_LOCALE,
): string {
  const formatter = cachedFormatter(
    `percent|${locale}|${minimumDecimals}|${decimals}|${signed}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: "unit",
        unit: "percent",
        minimumFractionDigits: minimumDecimals,
        maximumFractionDigits: decimals,
        signDisplay: signed ? "exceptZero" : "negative",
      }),
  );
  return formatter.format(percent);
}
