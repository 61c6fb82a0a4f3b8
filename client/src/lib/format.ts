const thousands = new Intl.NumberFormat("en-US");

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
