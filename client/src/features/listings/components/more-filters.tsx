import { useLingui } from "@lingui/react/macro";
import { ALL } from "@shared/listing-options";
import {
  addedWithinFilterOptions,
  bathsFilterOptions,
  completionFilterOptions,
  furnishingFilterOptions,
} from "../option-labels";
import { ADDED_WITHIN_CHOICES, listOf, type Filters } from "../search-params";
import { AmenityFilter } from "./amenity-filter";
import { FilterSelect, type FilterGroupProps } from "./filter-select";
import { RangeInputs } from "./range-inputs";

/** How many of the filters behind "More filters" are chosen (each amenity counts as one). */
export function moreFilterCount(filters: Filters): number {
  return (
    ["baths", "minSqft", "furnished", "completionStatus", "addedWithin"].filter(
      (key) => filters[key as keyof Filters] !== undefined || (key === "minSqft" && filters.maxSqft),
    ).length + listOf(filters.amenities).length
  );
}

interface MoreFiltersProps extends FilterGroupProps {
  commercial: boolean;
  hideCompletion: boolean;
}

/** The less used filters: bathrooms, furnishing, size, completion, when added and amenities. */
export function MoreFilters({ id, filters, onChange, commercial, hideCompletion }: MoreFiltersProps) {
  const { t, i18n } = useLingui();
  return (
    <>
      <FilterSelect
        id={`${id}-baths`}
        label={t`Bathrooms`}
        value={filters.baths ?? ALL}
        options={bathsFilterOptions(i18n)}
        onChange={(v) => onChange({ baths: v })}
      />
      <FilterSelect
        id={`${id}-furnished`}
        label={t`Furnishing`}
        value={filters.furnished ?? ALL}
        options={furnishingFilterOptions(i18n)}
        onChange={(v) => onChange({ furnished: v })}
      />
      <RangeInputs
        id={`${id}-size`}
        className="col-span-2 lg:col-span-1"
        legend={t`Size (sq ft)`}
        minLabel={t`Minimum size in square feet`}
        maxLabel={t`Maximum size in square feet`}
        minPlaceholder={t`Min`}
        maxPlaceholder={t`Max`}
        min={filters.minSqft}
        max={filters.maxSqft}
        onApply={(minSqft, maxSqft) => onChange({ minSqft, maxSqft })}
      />
      {!hideCompletion && (
        <FilterSelect
          id={`${id}-completion`}
          label={t`Completion`}
          value={filters.completionStatus ?? ALL}
          options={completionFilterOptions(i18n)}
          onChange={(v) => onChange({ completionStatus: v })}
        />
      )}
      <FilterSelect
        id={`${id}-added`}
        label={t`Added`}
        value={filters.addedWithin ?? ALL}
        options={addedWithinFilterOptions(i18n, ADDED_WITHIN_CHOICES)}
        onChange={(v) => onChange({ addedWithin: v })}
      />
      <AmenityFilter id={id} filters={filters} onChange={onChange} commercial={commercial} />
    </>
  );
}
