/**
 * 1234567.891 → "1,234,567.891", as Intl.NumberFormat("en-US", { maximumFractionDigits }) writes it, and
 * with at least `minimumFractionDigits` decimals. Written by hand because it runs on every listing page:
 * the first Intl formatter a page creates costs tens of milliseconds of a phone's main thread while the
 * locale data loads (docs/benchmarks.md).
 */
export function formatNumber(
  value: number,
  { maximumFractionDigits = 3, minimumFractionDigits = 0 } = {},
): string {
  const scale = 10 ** maximumFractionDigits;
  const rounded = Math.round(Math.abs(value) * scale) / scale;
  const [whole, fraction = ""] = String(rounded).split(".");
  const decimals = fraction.padEnd(minimumFractionDigits, "0");
  const sign = value < 0 && rounded !== 0 ? "-" : "";
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ",")}${decimals ? `.${decimals}` : ""}`;
}

const thousands = { format: (value: number) => formatNumber(value) };

/** 1234567 → "1,234,567". */
export function formatCount(value: number): string {
  return thousands.format(value);
}

/** Sale "AED 1,250,000"; rent "AED 95,000/year" (SPEC.md §3). */
export function formatPrice(price: number, priceType: "sale" | "rent"): string {
  return `AED ${thousands.format(price)}${priceType === "rent" ? "/year" : ""}`;
}

export const SQFT_PER_SQM = 10.7639;

export function formatArea(sqft: number, unit: "sqft" | "sqm" = "sqft"): string {
  return unit === "sqft"
    ? `${thousands.format(sqft)} sqft`
    : `${thousands.format(Math.round(sqft / SQFT_PER_SQM))} m²`;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "2026-11-15" (or a full ISO timestamp) → "15 November 2026", the calendar day in UTC: content dates are
 * calendar days, so the server and a browser in any time zone print the same day (and hydration matches).
 */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
