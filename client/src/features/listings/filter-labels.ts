import { msg, plural } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import { formatAed, formatArea } from "@shared/format";
import {
  CATEGORIES,
  COMPLETION_STATUSES,
  FURNISHINGS,
  PROPERTY_TYPES,
  type Category,
  type CompletionStatus,
  type Furnishing,
  type PropertyType,
} from "@shared/listing-options";
import type { Locale } from "@shared/locale";
import { findEmirate } from "@shared/locations";
import { emirateName, locationName, propertyTypeName } from "@shared/localised-names";
import {
  bathsFilterLabel,
  bedsFilterLabel,
  CATEGORY_LABELS,
  COMPLETION_LABELS,
  FURNISHING_LABELS,
} from "@shared/option-labels";
import { amenityText } from "@/lib/amenity-text";

/**
 * One filter of a search as people read it, in the page's language: "Max price AED 500,000", "3 beds",
 * "Dubai Marina, JLT". Zero-results help names the filter it offers to drop with these
 * (components/zero-results.tsx).
 */

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** The parts of a comma-separated filter (locations, amenities). */
function partsOf(value: string): string[] {
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

function wholeNumber(value: string): number | undefined {
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 0 ? number : undefined;
}

/**
 * The label of filter `key` with its URL value; undefined for a key or value this page does not know (the
 * suggestion is then left out rather than shown with a code).
 */
export function filterLabel(
  key: string,
  value: string,
  i18n: I18n,
  locale: Locale,
  formatLocale: string,
): string | undefined {
  const list = locale === "ar" ? "، " : ", ";
  const number = wholeNumber(value);
  switch (key) {
    case "search":
      return i18n._(msg`“${value}”`);
    case "emirate": {
      const emirate = findEmirate(value);
      return emirate ? emirateName(emirate, locale) : undefined;
    }
    case "location":
      return partsOf(value)
        .map((name) => locationName(name, locale))
        .join(list);
    case "propertyType":
      return isOneOf<PropertyType>(PROPERTY_TYPES, value) ? propertyTypeName(value, locale) : undefined;
    // More than the menu's last choice ("5+ beds") comes only from an address, and reads "9+ beds".
    case "beds":
      return number === undefined ? undefined : i18n._(bedsFilterLabel(number));
    case "baths":
      return number === undefined ? undefined : i18n._(bathsFilterLabel(number));
    case "minPrice":
      return number === undefined ? undefined : i18n._(msg`Min price ${formatAed(number, formatLocale)}`);
    case "maxPrice":
      return number === undefined ? undefined : i18n._(msg`Max price ${formatAed(number, formatLocale)}`);
    case "minSqft":
      return number === undefined
        ? undefined
        : i18n._(msg`Min size ${formatArea(number, "sqft", formatLocale)}`);
    case "maxSqft":
      return number === undefined
        ? undefined
        : i18n._(msg`Max size ${formatArea(number, "sqft", formatLocale)}`);
    case "category":
      return isOneOf<Category>(CATEGORIES, value) ? i18n._(CATEGORY_LABELS[value]) : undefined;
    case "completionStatus":
      return isOneOf<CompletionStatus>(COMPLETION_STATUSES, value)
        ? i18n._(COMPLETION_LABELS[value])
        : undefined;
    case "furnished":
      return isOneOf<Furnishing>(FURNISHINGS, value) ? i18n._(FURNISHING_LABELS[value]) : undefined;
    case "featured":
      return value === "1" ? i18n._(msg`Featured only`) : undefined;
    case "amenities":
      return partsOf(value)
        .map((amenity) => amenityText(i18n, amenity).text)
        .join(list);
    case "addedWithin":
      return number === undefined
        ? undefined
        : i18n._(msg`Added in the last ${plural(number, { one: "# day", other: "# days" })}`);
    case "bbox":
      return i18n._(msg`The map area`);
    case "polygon":
      return i18n._(msg`The drawn area`);
    default:
      return undefined;
  }
}
