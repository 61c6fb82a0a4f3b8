import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { ALL, priceRangesFor, priceRangeValue, type PriceType } from "@shared/listing-options";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect, type SelectOption } from "@/components/ui/native-select";
import { useLocale } from "@/lib/i18n";
import { localisePriceRanges } from "@/lib/price-range-labels";
import { useSite } from "@/lib/site";
import {
  bedsFilterOptions,
  emirateFilterOptions,
  propertyTypeFilterOptions,
  purposeFilterOptions,
  sortOptions,
} from "../option-labels";
import type { Filters } from "../search-params";
import { LocationSearchBox } from "@/components/location-search-box";
import { PriceInputs } from "./price-inputs";

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (v: string) => void;
}

function FilterSelect({ id, label, value, options, onChange }: FilterSelectProps) {
  // A link may carry a value the list lacks (?beds=7); show it as it is rather than the first option.
  const shown = options.some((o) => o.value === value) ? options : [...options, { value, label: value }];
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} options={shown} onValueChange={onChange} />
    </div>
  );
}

interface ListingFiltersProps {
  id: string;
  filters: Filters;
  purpose?: PriceType;
  onChange: (changes: Filters) => void;
  onReset: () => void;
}

/** The filter grid of /buy, /rent and /search: the text applies on Enter or Search, selects at once. */
export function ListingFilters({ id, filters, purpose, onChange, onReset }: ListingFiltersProps) {
  const site = useSite();
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [text, setText] = useState(filters.search ?? "");
  useEffect(() => setText(filters.search ?? ""), [filters.search]);
  const priceType = purpose ?? (filters.priceType as PriceType | undefined);
  const ranges = localisePriceRanges(priceRangesFor(priceType), i18n, priceType === "rent");
  const range = priceRangeValue(ranges, toNumber(filters.minPrice), toNumber(filters.maxPrice));

  return (
    <form
      id={id}
      role="search"
      aria-label={t`Filter properties`}
      className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-4 sm:gap-4 lg:grid-cols-4"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ search: text.trim() });
      }}
    >
      <div className="col-span-2 space-y-1.5">
        <Label htmlFor={`${id}-search`}>
          <Trans>Location or keyword</Trans>
        </Label>
        <div className="flex gap-2">
          <LocationSearchBox
            id={`${id}-search`}
            className="flex-1"
            value={text}
            onChange={setText}
            onSubmit={() => onChange({ search: text.trim() })}
            placeholder={t`e.g. Dubai Marina, villa, sea view`}
          />
          <Button type="submit">
            <Trans>Search</Trans>
          </Button>
        </div>
      </div>
      {site.scope === "UAE" && (
        <FilterSelect
          id={`${id}-emirate`}
          label={t`Emirate`}
          value={filters.emirate ?? ALL}
          options={emirateFilterOptions(i18n, locale)}
          onChange={(v) => onChange({ emirate: v })}
        />
      )}
      {!purpose && (
        <FilterSelect
          id={`${id}-purpose`}
          label={t`Buy or rent`}
          // The search ignores an unknown purpose, so the select shows "Buy or rent" for it.
          value={filters.priceType === "sale" || filters.priceType === "rent" ? filters.priceType : ALL}
          options={purposeFilterOptions(i18n)}
          onChange={(v) => onChange({ priceType: v, minPrice: undefined, maxPrice: undefined })}
        />
      )}
      <FilterSelect
        id={`${id}-type`}
        label={t`Property type`}
        value={filters.propertyType ?? ALL}
        options={propertyTypeFilterOptions(i18n, locale)}
        onChange={(v) => onChange({ propertyType: v })}
      />
      <FilterSelect
        id={`${id}-beds`}
        label={t`Bedrooms`}
        value={filters.beds ?? ALL}
        options={bedsFilterOptions(i18n)}
        onChange={(v) => onChange({ beds: v })}
      />
      <FilterSelect
        id={`${id}-price`}
        label={priceType === "rent" ? t`Annual rent` : t`Price range`}
        value={range}
        options={range === "custom" ? [...ranges, { value: "custom", label: t`Custom range` }] : ranges}
        onChange={(v) => {
          const chosen = ranges.find((r) => r.value === v);
          onChange({ minPrice: chosen?.min?.toString(), maxPrice: chosen?.max?.toString() });
        }}
      />
      <PriceInputs
        id={id}
        minPrice={filters.minPrice}
        maxPrice={filters.maxPrice}
        rent={priceType === "rent"}
        onApply={onChange}
      />
      <FilterSelect
        id={`${id}-sort`}
        label={t`Sort by`}
        value={filters.sort ?? "featured"}
        options={sortOptions(i18n)}
        onChange={(v) => onChange({ sort: v })}
      />
      <div className="flex items-end">
        <Button type="button" variant="ghost" onClick={onReset} className="w-full">
          <Trans>Clear filters</Trans>
        </Button>
      </div>
    </form>
  );
}

function toNumber(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}
