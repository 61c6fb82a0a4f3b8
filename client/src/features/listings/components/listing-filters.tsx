import { useEffect, useState } from "react";
import {
  ALL,
  BEDS_FILTER_OPTIONS,
  EMIRATE_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  PURPOSE_OPTIONS,
  SORT_OPTIONS,
  priceRangesFor,
  priceRangeValue,
  withAll,
  type PriceType,
} from "@shared/listing-options";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect, type SelectOption } from "@/components/ui/native-select";
import { useSite } from "@/lib/site";
import type { Filters } from "../search-params";
import { LocationSearchBox } from "@/components/location-search-box";

const BEDS = withAll("Any beds", BEDS_FILTER_OPTIONS);
const EMIRATES = withAll("All emirates", EMIRATE_OPTIONS);
const PURPOSES = withAll("Buy or rent", PURPOSE_OPTIONS);
const TYPES = withAll("All types", PROPERTY_TYPE_OPTIONS);

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
  const [text, setText] = useState(filters.search ?? "");
  useEffect(() => setText(filters.search ?? ""), [filters.search]);
  const priceType = purpose ?? (filters.priceType as PriceType | undefined);
  const ranges = priceRangesFor(priceType);
  const range = priceRangeValue(ranges, toNumber(filters.minPrice), toNumber(filters.maxPrice));

  return (
    <form
      id={id}
      role="search"
      aria-label="Filter properties"
      className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-4 sm:gap-4 lg:grid-cols-4"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ search: text.trim() });
      }}
    >
      <div className="col-span-2 space-y-1.5">
        <Label htmlFor={`${id}-search`}>Location or keyword</Label>
        <div className="flex gap-2">
          <LocationSearchBox
            id={`${id}-search`}
            className="flex-1"
            value={text}
            onChange={setText}
            onSubmit={() => onChange({ search: text.trim() })}
            placeholder="e.g. Dubai Marina, villa, sea view"
          />
          <Button type="submit">Search</Button>
        </div>
      </div>
      {site.scope === "UAE" && (
        <FilterSelect
          id={`${id}-emirate`}
          label="Emirate"
          value={filters.emirate ?? ALL}
          options={EMIRATES}
          onChange={(v) => onChange({ emirate: v })}
        />
      )}
      {!purpose && (
        <FilterSelect
          id={`${id}-purpose`}
          label="Buy or rent"
          // The search ignores an unknown purpose, so the select shows "Buy or rent" for it.
          value={filters.priceType === "sale" || filters.priceType === "rent" ? filters.priceType : ALL}
          options={PURPOSES}
          onChange={(v) => onChange({ priceType: v, minPrice: undefined, maxPrice: undefined })}
        />
      )}
      <FilterSelect
        id={`${id}-type`}
        label="Property type"
        value={filters.propertyType ?? ALL}
        options={TYPES}
        onChange={(v) => onChange({ propertyType: v })}
      />
      <FilterSelect
        id={`${id}-beds`}
        label="Bedrooms"
        value={filters.beds ?? ALL}
        options={BEDS}
        onChange={(v) => onChange({ beds: v })}
      />
      <FilterSelect
        id={`${id}-price`}
        label={priceType === "rent" ? "Annual rent" : "Price range"}
        value={range}
        options={range === "custom" ? [...ranges, { value: "custom", label: "Custom range" }] : ranges}
        onChange={(v) => {
          const chosen = ranges.find((r) => r.value === v);
          onChange({ minPrice: chosen?.min?.toString(), maxPrice: chosen?.max?.toString() });
        }}
      />
      <FilterSelect
        id={`${id}-sort`}
        label="Sort by"
        value={filters.sort ?? "featured"}
        options={SORT_OPTIONS}
        onChange={(v) => onChange({ sort: v })}
      />
      <div className="flex items-end">
        <Button type="button" variant="ghost" onClick={onReset} className="w-full">
          Clear filters
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
