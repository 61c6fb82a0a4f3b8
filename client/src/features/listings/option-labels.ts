import { msg, plural } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import {
  ALL,
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
  type SearchSort,
} from "@shared/listing-options";
import type { Locale } from "@shared/locale";
import { emirateName, propertyTypeName } from "@shared/localised-names";
import {
  BATHS_FILTER_OPTIONS,
  BEDS_FILTER_OPTIONS,
  COMPLETION_LABELS,
  FURNISHING_LABELS,
  PURPOSE_LABELS,
  SORT_LABELS,
  labelledOptions,
  optionsIn,
} from "@shared/option-labels";

/**
 * The search's choices with their labels in the page's language. The values and their words are those of
 * shared/listing-options.ts and shared/option-labels.ts; this adds each filter's "any" choice.
 */

const ANY_BEDS = msg`Any beds`;
const ALL_EMIRATES = msg`All emirates`;
const ALL_TYPES = msg`All types`;
const BUY_OR_RENT = msg`Buy or rent`;
const ANY_BATHS = msg`Any baths`;
const ANY_FURNISHING = msg`Any furnishing`;
const ANY_COMPLETION = msg`Ready or off-plan`;

/** The orders; "Best match" (relevance) only when there are words to match. */
export function sortOptions(i18n: I18n, { withRelevance = false } = {}): Option[] {
  const sorts: SearchSort[] = [...SORTS];
  if (withRelevance) sorts.push("relevance");
  return optionsIn(i18n, labelledOptions(sorts, SORT_LABELS));
}

/** The bathroom filter's choices: one to five or more. */
export function bathsFilterOptions(i18n: I18n): Option[] {
  return [{ value: ALL, label: i18n._(ANY_BATHS) }, ...optionsIn(i18n, BATHS_FILTER_OPTIONS)];
}

export function furnishingLabel(value: Furnishing, i18n: I18n): string {
  return i18n._(FURNISHING_LABELS[value]);
}

export function furnishingFilterOptions(i18n: I18n): Option[] {
  return [
    { value: ALL, label: i18n._(ANY_FURNISHING) },
    ...optionsIn(i18n, labelledOptions(FURNISHINGS, FURNISHING_LABELS)),
  ];
}

export function completionLabel(value: CompletionStatus, i18n: I18n): string {
  return i18n._(COMPLETION_LABELS[value]);
}

export function completionFilterOptions(i18n: I18n): Option[] {
  return [
    { value: ALL, label: i18n._(ANY_COMPLETION) },
    ...optionsIn(i18n, labelledOptions(COMPLETION_STATUSES, COMPLETION_LABELS)),
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
  return optionsIn(i18n, labelledOptions(PRICE_TYPES, PURPOSE_LABELS));
}

/** "Buy or rent" first: every purpose. */
export function purposeFilterOptions(i18n: I18n): Option[] {
  return [{ value: ALL, label: i18n._(BUY_OR_RENT) }, ...purposeOptions(i18n)];
}

export function bedsFilterOptions(i18n: I18n): Option[] {
  return [{ value: ALL, label: i18n._(ANY_BEDS) }, ...optionsIn(i18n, BEDS_FILTER_OPTIONS)];
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
