import { useLingui } from "@lingui/react/macro";
import { PROPERTY_TYPES, type PropertyType } from "@shared/listing-options";
import { EMIRATES, emirateSlug } from "@shared/locations";
import { emirateName, propertyTypeName } from "@shared/localised-names";
import { BEDS_FILTER_OPTIONS, bedsLabel, optionsIn } from "@shared/option-labels";
import type { SelectOption } from "@/components/ui/native-select";
import { useLocale } from "@/lib/i18n";

/** The tools' select options in the page's language; the values stay the language-neutral ones. */
export function useToolOptions() {
  const { i18n } = useLingui();
  const locale = useLocale();
  /** Emirates by their slugs ("abu-dhabi"), named in the page's language. */
  const emirateSlugOptions: SelectOption[] = EMIRATES.map((emirate) => ({
    value: emirateSlug(emirate),
    label: emirateName(emirate, locale),
  }));
  const propertyTypeOptions = (types: readonly PropertyType[] = PROPERTY_TYPES): SelectOption[] =>
    types.map((type) => ({ value: type, label: propertyTypeName(type, locale) }));
  /** Studio, 1 bed … 5+ beds: the search filter's choices. */
  const bedsOptions: SelectOption[] = optionsIn(i18n, BEDS_FILTER_OPTIONS);
  /** A sale's bedrooms: "Studio", "3 beds". */
  const bedsText = (beds: number): string => i18n._(bedsLabel(beds));
  return { emirateSlugOptions, propertyTypeOptions, bedsOptions, bedsText };
}
