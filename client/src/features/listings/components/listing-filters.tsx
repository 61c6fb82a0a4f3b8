import { useEffect, useState } from "react";
import { EMIRATES } from "@shared/locations";
import {
  COMMERCIAL_TYPES,
  RESIDENTIAL_TYPES,
  priceRangesFor,
  priceRangeValue,
  type PriceType,
} from "@shared/listing-options";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect, type SelectOption } from "@/components/ui/native-select";
import { useSite } from "@/lib/site";
import type { Filters } from "../search-params";
import { LocationSearchBox } from "@/components/location-search-box";

const BEDS = [
  { value: "all", label: "Any beds" },
  { value: "0", label: "Studio" },
  { value: "1", label: "1 bed" },
  { value: "2", label: "2 beds" },
  { value: "3", label: "3 beds" },
  { value: "4", label: "4 beds" },
  { value: "5", label: "5+ beds" },
];
const SORTS = [
  { value: "featured", label: "Featured first" },
  { value: "newest", label: "Newest" },
  { value: "price_asc", label: "Price: low to high" },
  { value: "price_desc", label: "Price: high to low" },
];
const EMIRATE_OPTIONS = [
  { value: "all", label: "All emirates" },
  ...EMIRATES.map((emirate) => ({ value: emirate, label: emirate })),
];
const PURPOSE_OPTIONS = [
  { value: "all", label: "Buy or rent" },
  { value: "sale", label: "For sale" },
  { value: "rent", label: "To rent" },
];
const TYPE_OPTIONS = [
  { value: "all", label: "All types" },
  ...[...RESIDENTIAL_TYPES, ...COMMERCIAL_TYPES].map((type) => ({ value: type, label: type })),
];

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
          value={filters.emirate ?? "all"}
          options={EMIRATE_OPTIONS}
          onChange={(v) => onChange({ emirate: v })}
        />
      )}
      {!purpose && (
        <FilterSelect
          id={`${id}-purpose`}
          label="Buy or rent"
          // The search ignores an unknown purpose, so the select shows "Buy or rent" for it.
          value={filters.priceType === "sale" || filters.priceType === "rent" ? filters.priceType : "all"}
          options={PURPOSE_OPTIONS}
          onChange={(v) => onChange({ priceType: v, minPrice: undefined, maxPrice: undefined })}
        />
      )}
      <FilterSelect
        id={`${id}-type`}
        label="Property type"
        value={filters.propertyType ?? "all"}
        options={TYPE_OPTIONS}
        onChange={(v) => onChange({ propertyType: v })}
      />
      <FilterSelect
        id={`${id}-beds`}
        label="Bedrooms"
        value={filters.beds ?? "all"}
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
        options={SORTS}
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
