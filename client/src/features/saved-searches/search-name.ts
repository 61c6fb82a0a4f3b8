import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { meansOrMore, type PropertyType } from "@shared/listing-options";
import { findEmirate } from "@shared/locations";
import { emirateName, locationName } from "@shared/localised-names";
import { SAVED_SEARCH_NAME_MAX } from "@shared/saved-search-options";

const TYPES: Record<PropertyType, MessageDescriptor> = {
  Villa: msg`villas`,
  Apartment: msg`apartments`,
  Townhouse: msg`townhouses`,
  Penthouse: msg`penthouses`,
  Office: msg`offices`,
  Retail: msg`shops`,
  Warehouse: msg`warehouses`,
};
const PROPERTIES = msg`properties`;

/**
 * A name for a search from its filters, as a person would say it: "2-bed apartments in Dubai Marina to
 * rent", "فلل بـ4 غرف نوم في دبي للبيع". The save dialog offers it; the owner may type another.
 */
export function defaultSearchName(filters: Record<string, string>, i18n: I18n): string {
  const locale = i18n.locale === "ar" ? "ar" : "en";
  const type = TYPES[filters.propertyType as PropertyType];
  const types = i18n._(type ?? PROPERTIES);
  const beds = filters.beds === undefined ? undefined : Number(filters.beds);
  let subject = types;
  if (beds === 0) subject = i18n._(msg`Studio ${types}`);
  // The filter's 5 finds five bedrooms or more, and the name says so.
  else if (beds !== undefined && Number.isInteger(beds) && meansOrMore(beds)) {
    subject = i18n._(msg`${beds}+ bed ${types}`);
  } else if (beds !== undefined && Number.isInteger(beds)) {
    subject = i18n._(msg`${plural(beds, { one: `#-bed ${types}`, other: `#-bed ${types}` })}`);
  }

  const locations = (filters.location ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => locationName(name, locale));
  const emirate = filters.emirate ? findEmirate(filters.emirate) : undefined;
  const places = locations.length ? locations : emirate ? [emirateName(emirate, locale)] : [];
  const place = places.length
    ? new Intl.ListFormat(locale, { type: "disjunction" }).format(places)
    : undefined;
  const text = filters.search?.trim();

  const parts = [
    subject,
    place ? i18n._(msg`in ${place}`) : "",
    text ? i18n._(msg`matching “${text}”`) : "",
    filters.priceType === "sale"
      ? i18n._(msg`for sale`)
      : filters.priceType === "rent"
        ? i18n._(msg`to rent`)
        : "",
  ].filter(Boolean);
  const name = parts.join(" ");
  const capitalised = name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  return capitalised.length > SAVED_SEARCH_NAME_MAX
    ? `${capitalised.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…`
    : capitalised;
}

/** The saved-search filters of a search page's address: its URL filters without page and order. */
export function filtersOfSearch(
  search: string,
  keys: readonly string[],
  purpose?: string,
): Record<string, string> {
  const params = new URLSearchParams(search);
  const filters: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  // /buy and /rent are searches with a purpose that is not in their address.
  if (purpose && !filters.priceType) filters.priceType = purpose;
  return filters;
}
