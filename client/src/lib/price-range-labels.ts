import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { PriceRange } from "@shared/listing-options";

/**
 * The price ranges' labels in the catalogue, by the range's value (shared/listing-options.ts keeps the
 * values and their English labels; a translation swaps the labels, never the values).
 */
const RANGE_LABELS: Record<string, MessageDescriptor> = {
  all: msg`Any price`,
  "0-500000": msg`Up to AED 500K`,
  "500000-1000000": msg`AED 500K – 1M`,
  "1000000-2000000": msg`AED 1M – 2M`,
  "2000000-5000000": msg`AED 2M – 5M`,
  "5000000+": msg`AED 5M +`,
  "0-50000": msg`Up to AED 50K/year`,
  "50000-100000": msg`AED 50K – 100K/year`,
  "100000-150000": msg`AED 100K – 150K/year`,
  "150000-250000": msg`AED 150K – 250K/year`,
  "250000+": msg`AED 250K+/year`,
};
const ANY_RENT = msg`Any rent`;

/** The ranges with their labels in the page's language. */
export function localisePriceRanges(ranges: readonly PriceRange[], i18n: I18n, rent: boolean): PriceRange[] {
  return ranges.map((range) => {
    const label = range.value === "all" && rent ? ANY_RENT : RANGE_LABELS[range.value];
    return label ? { ...range, label: i18n._(label) } : range;
  });
}
