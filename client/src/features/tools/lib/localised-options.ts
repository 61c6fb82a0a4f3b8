import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { BEDS_OR_MORE, PROPERTY_TYPES, type PropertyType } from "@shared/listing-options";
import { EMIRATES, emirateSlug } from "@shared/locations";
import { emirateName, propertyTypeName } from "@shared/localised-names";
import type { SelectOption } from "@/components/ui/native-select";
import { useLocale } from "@/lib/i18n";

/** The tools' select options in the page's language; the values stay the language-neutral ones. */
export function useToolOptions() {
  const { t } = useLingui();
  const locale = useLocale();
  /** Emirates by their slugs ("abu-dhabi"), named in the page's language. */
  const emirateSlugOptions: SelectOption[] = EMIRATES.map((emirate) => ({
    value: emirateSlug(emirate),
    label: emirateName(emirate, locale),
  }));
  const propertyTypeOptions = (types: readonly PropertyType[] = PROPERTY_TYPES): SelectOption[] =>
    types.map((type) => ({ value: type, label: propertyTypeName(type, locale) }));
  /** Studio, 1 bedroom … 5+ bedrooms. */
  const bedsOptions: SelectOption[] = Array.from({ length: BEDS_OR_MORE + 1 }, (_, beds) => ({
    value: String(beds),
    label: bedsText(beds, beds === BEDS_OR_MORE),
  }));
  function bedsText(beds: number, orMore = false): string {
    if (beds === 0) return t`Studio`;
    if (orMore) return t`${beds}+ beds`;
    return t`${plural(beds, { one: "# bed", other: "# beds" })}`;
  }
  return { emirateSlugOptions, propertyTypeOptions, bedsOptions, bedsText };
}
