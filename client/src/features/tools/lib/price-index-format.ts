import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { PropertyType } from "@shared/listing-options";
import { formatPercent } from "@shared/format";
import { percentChange } from "@/components/charts/chart-scales";

/** The series' names: the plural of each home type the index covers, and the series of all of them. */
const SERIES_NAMES: Partial<Record<PropertyType, MessageDescriptor>> = {
  Villa: msg`Villas`,
  Apartment: msg`Apartments`,
  Townhouse: msg`Townhouses`,
  Penthouse: msg`Penthouses`,
};
const ALL_HOMES = msg`All homes`;

/** The name of a series: its property type, or "All homes" for the series of every home type together. */
export function seriesLabel(propertyType: string | null, i18n: I18n): string {
  if (!propertyType) return i18n._(ALL_HOMES);
  const name = SERIES_NAMES[propertyType as PropertyType];
  return name ? i18n._(name) : `${propertyType}s`;
}

/** How an index moved from `first` to `last`, in words for the chart's summary: "up 4.2%", "down 1.5%". */
export function describeChange(first: number, last: number, i18n: I18n, locale: string): string {
  const change = percentChange(first, last);
  if (change === 0) return i18n._(msg`unchanged`);
  const amount = formatPercent(Math.abs(change), {}, locale);
  return change > 0 ? i18n._(msg`up ${amount}`) : i18n._(msg`down ${amount}`);
}
