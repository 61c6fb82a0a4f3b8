import { useEffect, useState } from "react";
import { EMIRATES } from "@shared/locations";
import {
  COMMERCIAL_TYPES,
  RESIDENTIAL_TYPES,
  priceRangesFor,
  priceRangeValue,
  type PriceType,
} from "@shared/listing";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
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

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  /** Shown in the trigger: Radix fills it only after hydration, so the server HTML needs it spelled out. */
  valueLabel: string;
  onChange: (v: string) => void;
  children: React.ReactNode;
}

function FilterSelect({ id, label, value, valueLabel, onChange, children }: FilterSelectProps) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue>{valueLabel}</SelectValue>
        </SelectTrigger>
        <SelectContent>{children}</SelectContent>
      </Select>
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
            className="flex-1"
            label="Location or keyword"
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
          valueLabel={filters.emirate ?? "All emirates"}
          onChange={(v) => onChange({ emirate: v })}
        >
          <SelectItem value="all">All emirates</SelectItem>
          {EMIRATES.map((e) => (
            <SelectItem key={e} value={e}>
              {e}
            </SelectItem>
          ))}
        </FilterSelect>
      )}
      {!purpose && (
        <FilterSelect
          id={`${id}-purpose`}
          label="Buy or rent"
          value={filters.priceType ?? "all"}
          valueLabel={PURPOSE_LABELS[filters.priceType ?? "all"] ?? "Buy or rent"}
          onChange={(v) => onChange({ priceType: v, minPrice: undefined, maxPrice: undefined })}
        >
          <SelectItem value="all">Buy or rent</SelectItem>
          <SelectItem value="sale">For sale</SelectItem>
          <SelectItem value="rent">To rent</SelectItem>
        </FilterSelect>
      )}
      <FilterSelect
        id={`${id}-type`}
        label="Property type"
        value={filters.propertyType ?? "all"}
        valueLabel={filters.propertyType ?? "All types"}
        onChange={(v) => onChange({ propertyType: v })}
      >
        <SelectItem value="all">All types</SelectItem>
        <SelectGroup>
          {RESIDENTIAL_TYPES.map((t) => (
            <SelectItem key={t} value={t}>
              {t}
            </SelectItem>
          ))}
        </SelectGroup>
        <SelectGroup>
          {COMMERCIAL_TYPES.map((t) => (
            <SelectItem key={t} value={t}>
              {t}
            </SelectItem>
          ))}
        </SelectGroup>
      </FilterSelect>
      <FilterSelect
        id={`${id}-beds`}
        label="Bedrooms"
        value={filters.beds ?? "all"}
        valueLabel={labelOf(BEDS, filters.beds ?? "all")}
        onChange={(v) => onChange({ beds: v })}
      >
        {BEDS.map((b) => (
          <SelectItem key={b.value} value={b.value}>
            {b.label}
          </SelectItem>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${id}-price`}
        label={priceType === "rent" ? "Annual rent" : "Price range"}
        value={range}
        valueLabel={range === "custom" ? "Custom range" : labelOf(ranges, range)}
        onChange={(v) => {
          const chosen = ranges.find((r) => r.value === v);
          onChange({ minPrice: chosen?.min?.toString(), maxPrice: chosen?.max?.toString() });
        }}
      >
        {ranges.map((r) => (
          <SelectItem key={r.value} value={r.value}>
            {r.label}
          </SelectItem>
        ))}
        {range === "custom" && <SelectItem value="custom">Custom range</SelectItem>}
      </FilterSelect>
      <FilterSelect
        id={`${id}-sort`}
        label="Sort by"
        value={filters.sort ?? "featured"}
        valueLabel={labelOf(SORTS, filters.sort ?? "featured")}
        onChange={(v) => onChange({ sort: v })}
      >
        {SORTS.map((s) => (
          <SelectItem key={s.value} value={s.value}>
            {s.label}
          </SelectItem>
        ))}
      </FilterSelect>
      <div className="flex items-end">
        <Button type="button" variant="ghost" onClick={onReset} className="w-full">
          Clear filters
        </Button>
      </div>
    </form>
  );
}

const PURPOSE_LABELS: Record<string, string> = { all: "Buy or rent", sale: "For sale", rent: "To rent" };

function labelOf(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

function toNumber(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}
