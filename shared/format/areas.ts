import { DEFAULT_LOCALE } from "./cache";
import { formatCount } from "./numbers";

export const SQFT_PER_SQM = 10.7639;

export type AreaUnit = "sqft" | "sqm";

/** The unit's short name after an amount or a price: "1,250 sqft", "AED 1,042/sqft", "116 m²". */
export const AREA_UNIT_TEXT: Record<AreaUnit, string> = { sqft: "sqft", sqm: "m²" };

/**
 * The units as Arabic pages write them, as the UAE portals do: "1,250 قدم مربعة", "116 م²" (Western digits,
 * decision 0043).
 */
const AREA_UNIT_TEXT_AR: Record<AreaUnit, string> = { sqft: "قدم مربعة", sqm: "م²" };

/** The unit's name in a locale: "sqft" / "m²", in Arabic "قدم مربعة" / "م²". */
export function areaUnitText(unit: AreaUnit, locale: string = DEFAULT_LOCALE): string {
  return (locale.startsWith("ar") ? AREA_UNIT_TEXT_AR : AREA_UNIT_TEXT)[unit];
}

/** Areas are stored in square feet: 1250 → "1,250 sqft", or in square metres, whole, "116 m²". */
export function formatArea(sqft: number, unit: AreaUnit = "sqft", locale: string = DEFAULT_LOCALE): string {
  const amount = unit === "sqft" ? sqft : Math.round(sqft / SQFT_PER_SQM);
  return `${formatCount(amount, locale)} ${areaUnitText(unit, locale)}`;
}
