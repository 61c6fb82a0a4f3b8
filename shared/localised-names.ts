/**
 * Names in the visitor's language, for the pages (docs/decisions/0042-arabic-names-and-matching.md): the
 * values stay the English names; these give what is shown.
 */
import {
  EMIRATE_NAMES_AR,
  LOCATION_NAMES_AR,
  PROPERTY_TYPE_ALIASES_AR,
  PROPERTY_TYPE_NAMES_AR,
} from "./arabic-names";
import { arabicKeys, sameName, type Language } from "./arabic-names";
import { PROPERTY_TYPES, PROPERTY_TYPE_LABELS, type PropertyType } from "./listing-options";
import { EMIRATES, isLocationName, type Emirate } from "./locations";

export type { Language } from "./arabic-names";

/** An emirate's name: "Abu Dhabi", "أبوظبي". */
export function emirateName(emirate: Emirate, language: Language = "en"): string {
  return language === "ar" ? EMIRATE_NAMES_AR[emirate] : emirate;
}

/** An emirate's name given as text (from the API): translated when it is one of the seven, else as it is. */
export function emirateNameOf(name: string, language: Language = "en"): string {
  return (EMIRATES as readonly string[]).includes(name) ? emirateName(name as Emirate, language) : name;
}

/** A location's name; a name that is not one of the 58 is returned as it is. */
export function locationName(name: string, language: Language = "en"): string {
  return language === "ar" && isLocationName(name) ? LOCATION_NAMES_AR[name] : name;
}

/**
 * A property type's name: "Villa", "فيلا". Singular for now; `count` is taken so that callers pass it
 * already, for the plural forms the Arabic pages will add.
 */
export function propertyTypeName(type: PropertyType, language: Language = "en", count?: number): string {
  void count;
  return language === "ar" ? PROPERTY_TYPE_NAMES_AR[type] : PROPERTY_TYPE_LABELS[type];
}

/** A property type by its value ("Villa") or by its Arabic name however spelled ("فيلا", "شقه", "شقق"). */
export function findPropertyType(value: string): PropertyType | undefined {
  const exact = PROPERTY_TYPES.find((t) => t === value);
  if (exact) return exact;
  const typed = arabicKeys(value);
  return PROPERTY_TYPES.find((t) =>
    [PROPERTY_TYPE_NAMES_AR[t], ...(PROPERTY_TYPE_ALIASES_AR[t] ?? [])].some((name) =>
      sameName(typed, arabicKeys(name)),
    ),
  );
}
