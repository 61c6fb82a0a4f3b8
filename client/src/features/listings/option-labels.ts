import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import {
  ALL,
  BEDS_FILTER_OPTIONS,
  EMIRATE_OPTIONS,
  PRICE_TYPES,
  PROPERTY_TYPES,
  SORTS,
  type Option,
  type PriceType,
  type Sort,
} from "@shared/listing-options";
import type { Locale } from "@shared/locale";
import { emirateName, propertyTypeName } from "@shared/localised-names";

/**
 * The search's choices with their labels in the page's language. The values stay those of
 * shared/listing-options.ts (the English names the API and the URL take); only the labels change.
 */

const SORT_LABELS: Record<Sort, MessageDescriptor> = {
  featured: msg`Featured first`,
  newest: msg`Newest`,
  price_asc: msg`Price: low to high`,
  price_desc: msg`Price: high to low`,
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

export function sortOptions(i18n: I18n): Option<Sort>[] {
  return SORTS.map((value) => ({ value, label: i18n._(SORT_LABELS[value]) }));
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

export function propertyTypeFilterOptions(i18n: I18n, locale: Locale): Option[] {
  return [
    { value: ALL, label: i18n._(ALL_TYPES) },
    ...PROPERTY_TYPES.map((value) => ({ value, label: propertyTypeName(value, locale) })),
  ];
}
