import { msg, plural } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import {
  ALL,
  BEDS_FILTER_OPTIONS,
  BEDS_OR_MORE,
  COMPLETION_STATUSES,
  FURNISHINGS,
  EMIRATE_OPTIONS,
  PRICE_TYPES,
  PROPERTY_TYPES,
  SORTS,
  type PropertyType,
  type Option,
  type CompletionStatus,
  type Furnishing,
  type PriceType,
} from "@shared/listing-options";
import type { Locale } from "@shared/locale";
import { emirateName, propertyTypeName } from "@shared/localised-names";

/**
 * The search's choices with their labels in the page's language. The values stay those of
 * shared/listing-options.ts (the English names the API and the URL take); only the labels change.
 */

const SORT_LABELS: Record<string, MessageDescriptor> = {
  featured: msg`Featured first`,
  newest: msg`Newest`,
  price_asc: msg`Price: low to high`,
  price_desc: msg`Price: high to low`,
  relevance: msg`Best match`,
};

/** What a visitor browses: property for sale, or to rent. */
const PURPOSE_LABELS: Record<PriceType, MessageDescriptor> = { sale: msg`For sale`, rent: msg`To rent` };

/** The bedroom filter's choices by value: studio to five or more. */
const BEDS_LABELS: Record<string, MessageDescriptor> = {
  "0": msg`Studio`,
  "1": msg`1 bed`,
  "2": msg`2 beds`,
  "3": msg`3 beds`,
  "4": msg`4 beds`,
  "5": msg`5+ beds`,
};

const ANY_BEDS = msg`Any beds`;
const ALL_EMIRATES = msg`All emirates`;
const ALL_TYPES = msg`All types`;
const BUY_OR_RENT = msg`Buy or rent`;

/** The orders; "Best match" (relevance) only when there are words to match. */
export function sortOptions(i18n: I18n, { withRelevance = false } = {}): Option[] {
  const sorts = (SORTS as readonly string[]).filter((value) => value !== "relevance");
  if (withRelevance) sorts.push("relevance");
  return sorts.map((value) => ({ value, label: i18n._(SORT_LABELS[value]) }));
}

/** The bathroom filter's choices: one to five or more. */
const BATHS_LABELS: MessageDescriptor[] = [
  msg`1 bath`,
  msg`2 baths`,
  msg`3 baths`,
  msg`4 baths`,
  msg`5+ baths`,
];
const ANY_BATHS = msg`Any baths`;

export function bathsFilterOptions(i18n: I18n): Option[] {
  return [
    { value: ALL, label: i18n._(ANY_BATHS) },
    ...BATHS_LABELS.slice(0, BEDS_OR_MORE).map((label, index) => ({
      value: String(index + 1),
      label: i18n._(label),
    })),
  ];
}

const FURNISHING_LABELS: Record<Furnishing, MessageDescriptor> = {
  furnished: msg`Furnished`,
  partly: msg`Partly furnished`,
  unfurnished: msg`Unfurnished`,
};
const ANY_FURNISHING = msg`Any furnishing`;

export function furnishingLabel(value: Furnishing, i18n: I18n): string {
  return i18n._(FURNISHING_LABELS[value]);
}

export function furnishingFilterOptions(i18n: I18n): Option[] {
  return [
    { value: ALL, label: i18n._(ANY_FURNISHING) },
    ...FURNISHINGS.map((value) => ({ value, label: furnishingLabel(value, i18n) })),
  ];
}

const COMPLETION_LABELS: Record<CompletionStatus, MessageDescriptor> = {
  ready: msg`Ready`,
  "off-plan": msg`Off-plan`,
};
const ANY_COMPLETION = msg`Ready or off-plan`;

export function completionLabel(value: CompletionStatus, i18n: I18n): string {
  return i18n._(COMPLETION_LABELS[value]);
}

export function completionFilterOptions(i18n: I18n): Option[] {
  return [
    { value: ALL, label: i18n._(ANY_COMPLETION) },
    ...COMPLETION_STATUSES.map((value) => ({ value, label: completionLabel(value, i18n) })),
  ];
}

/** "Added in the last N days" (1, 3, 7, 14, 30), in the page's language with its plural forms. */
export function addedWithinLabel(days: number, i18n: I18n): string {
  return i18n._(msg`${plural(days, { one: "Last 24 hours", other: "Last # days" })}`);
}

export function addedWithinFilterOptions(i18n: I18n, days: readonly string[]): Option[] {
  return [
    { value: ALL, label: i18n._(msg`Any time`) },
    ...days.map((value) => ({ value, label: addedWithinLabel(Number(value), i18n) })),
  ];
}

export function purposeLabel(purpose: PriceType, i18n: I18n): string {
  return i18n._(PURPOSE_LABELS[purpose]);
}

export function purposeOptions(i18n: I18n): Option<PriceType>[] {
  return PRICE_TYPES.map((value) => ({ value, label: purposeLabel(value, i18n) }));
}

/** "Buy or rent" first: every purpose. */
export function purposeFilterOptions(i18n: I18n): Option[] {
  return [{ value: ALL, label: i18n._(BUY_OR_RENT) }, ...purposeOptions(i18n)];
}

export function bedsFilterOptions(i18n: I18n): Option[] {
  return [
    { value: ALL, label: i18n._(ANY_BEDS) },
    ...BEDS_FILTER_OPTIONS.map((o) => ({
      ...o,
      label: BEDS_LABELS[o.value] ? i18n._(BEDS_LABELS[o.value]) : o.label,
    })),
  ];
}

export function emirateFilterOptions(i18n: I18n, locale: Locale): Option[] {
  return [
    { value: ALL, label: i18n._(ALL_EMIRATES) },
    ...EMIRATE_OPTIONS.map((o) => ({ value: o.value, label: emirateName(o.value, locale) })),
  ];
}

/**
 * The property types, with how many listings each would give ("Villa (312)") once the facet counts are in;
 * `types` narrows the list (the commercial page offers its own types only).
 */
export function propertyTypeFilterOptions(
  i18n: I18n,
  locale: Locale,
  counts?: { counts: ReadonlyMap<string, number>; format: (count: number) => string },
  types: readonly PropertyType[] = PROPERTY_TYPES,
): Option[] {
  return [
    { value: ALL, label: i18n._(ALL_TYPES) },
    ...types.map((value) => {
      const name = propertyTypeName(value, locale);
      // The counts list the types with listings: one left out has none.
      return { value, label: counts ? `${name} (${counts.format(counts.counts.get(value) ?? 0)})` : name };
    }),
  ];
}
