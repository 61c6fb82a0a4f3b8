import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { COMMERCIAL_AMENITIES, HOME_AMENITIES } from "@shared/amenities";
import { formatCount } from "@shared/format";
import {
  ALL,
  COMMERCIAL_TYPES,
  priceRangesFor,
  priceRangeValue,
  type PriceType,
  type PropertyType,
} from "@shared/listing-options";
import { locationName } from "@shared/localised-names";
import { LocationSearchBox } from "@/components/location-search-box";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect, type SelectOption } from "@/components/ui/native-select";
import { amenityText } from "@/lib/amenity-text";
import { useFormatLocale, useLocale, useLocalisedPath } from "@/lib/i18n";
import { localisePriceRanges } from "@/lib/price-range-labels";
import { useSite } from "@/lib/site";
import { cn } from "@/lib/utils";
import type { Facets } from "../api/get-facets";
import {
  addedWithinFilterOptions,
  bathsFilterOptions,
  bedsFilterOptions,
  completionFilterOptions,
  emirateFilterOptions,
  furnishingFilterOptions,
  propertyTypeFilterOptions,
  purposeFilterOptions,
  sortOptions,
} from "../option-labels";
import {
  ADDED_WITHIN_CHOICES,
  joinList,
  listOf,
  MAX_LOCATIONS,
  refiningFilterCount,
  toggled,
  type Filters,
} from "../search-params";
import { PriceInputs } from "./price-inputs";
import { RangeInputs } from "./range-inputs";

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (v: string) => void;
  className?: string;
}

function FilterSelect({ id, label, value, options, onChange, className }: FilterSelectProps) {
  // A link may carry a value the list lacks (?beds=7); show it as it is rather than the first option.
  const shown = options.some((o) => o.value === value) ? options : [...options, { value, label: value }];
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} options={shown} onValueChange={onChange} />
    </div>
  );
}

/** Which amenity list the filters offer: the commercial one on commercial searches, the home one otherwise. */
export function amenitiesFor(filters: Filters, commercial = false): readonly string[] {
  const type = filters.propertyType as PropertyType | undefined;
  const isCommercial =
    commercial ||
    filters.category === "commercial" ||
    (type !== undefined && (COMMERCIAL_TYPES as readonly string[]).includes(type));
  return isCommercial ? COMMERCIAL_AMENITIES : HOME_AMENITIES;
}

export interface ListingFiltersProps {
  id: string;
  filters: Filters;
  purpose?: PriceType;
  /** Counts from GET /api/properties/facets, once they are in. */
  facets?: Facets;
  onChange: (changes: Filters) => void;
  onReset: () => void;
  /**
   * "page": the search page's panel. On phones it is the words box and a "Filters (n)" button that opens
   * the sheet (`onOpenSheet`), leaving the first screen to results; from md up, the filters in a grid with
   * the less used ones behind "More filters". "sheet": every filter, one under another.
   */
  layout?: "page" | "sheet";
  onOpenSheet?: () => void;
  /** The page's path: where the form goes when submitted before the page's code has run. */
  action?: string;
  /** The property types offered (the commercial page: its own). */
  propertyTypes?: readonly PropertyType[];
  /** A commercial page: commercial amenities whatever the type. */
  commercial?: boolean;
  /**
   * Filters the page does not offer: its emirate control (the page has its own), its fixed completion,
   * bedrooms on the commercial page.
   */
  hidden?: readonly ("emirate" | "completionStatus" | "beds")[];
}

/** The filters of /buy, /rent and /search: the text applies on Enter or Search, the rest at once. */
export function ListingFilters({
  id,
  filters,
  purpose,
  facets,
  onChange,
  onReset,
  layout = "page",
  onOpenSheet,
  propertyTypes,
  commercial = false,
  action,
  hidden = [],
}: ListingFiltersProps) {
  const site = useSite();
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const actionPath = useLocalisedPath(action ?? "/");
  const [text, setText] = useState(filters.search ?? "");
  // The box follows the address when its words change there (back, Clear), not on mount: an effect on
  // mount would empty what was typed into the server's HTML before the code ran.
  const [shownSearch, setShownSearch] = useState(filters.search);
  if (shownSearch !== filters.search) {
    setShownSearch(filters.search);
    setText(filters.search ?? "");
  }
  const locations = listOf(filters.location);
  const amenities = listOf(filters.amenities);
  const priceType = purpose ?? (filters.priceType as PriceType | undefined);
  const ranges = localisePriceRanges(priceRangesFor(priceType), i18n, priceType === "rent");
  const range = priceRangeValue(ranges, toNumber(filters.minPrice), toNumber(filters.maxPrice));
  const count = refiningFilterCount(filters, purpose);
  const moreCount =
    ["baths", "minSqft", "furnished", "completionStatus", "addedWithin"].filter(
      (key) => filters[key as keyof Filters] !== undefined || (key === "minSqft" && filters.maxSqft),
    ).length + amenities.length;
  // Closed at first, whatever is chosen in it (its button counts them): the first screen is for results.
  const [moreOpen, setMoreOpen] = useState(false);
  const sheet = layout === "sheet";
  // On the page, the filters past the words box wait for md; in the sheet they are all there.
  const wide = sheet ? "" : "hidden md:block";

  const locationCounts = facets && new Map(facets.locations.map((l) => [l.name, l.count]));
  const typeCounts = facets && {
    counts: new Map(facets.propertyTypes.map((p) => [p.type, p.count])),
    format: (n: number) => formatCount(n, formatLocale),
  };

  const more = (
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
      {!hidden.includes("completionStatus") && (
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
      <fieldset className="col-span-full">
        <legend className="mb-2 text-sm font-medium leading-none">
          <Trans>Amenities</Trans>
        </legend>
        <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-4">
          {amenitiesFor(filters, commercial).map((amenity) => {
            const boxId = `${id}-amenity-${amenity.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`;
            return (
              <div key={amenity} className="flex items-center gap-2">
                <input
                  id={boxId}
                  type="checkbox"
                  className="size-4 shrink-0 accent-primary"
                  checked={amenities.includes(amenity)}
                  onChange={(event) =>
                    onChange({ amenities: joinList(toggled(amenities, amenity, event.target.checked)) })
                  }
                />
                <label htmlFor={boxId} className="text-sm">
                  {amenityText(i18n, amenity).text}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
    </>
  );

  return (
    <form
      id={id}
      role="search"
      aria-label={t`Filter properties`}
      // Before the code runs, Enter sends the words and the filters already chosen as a plain GET.
      action={action && actionPath}
      method="get"
      className={cn(
        "grid grid-cols-2 gap-3",
        sheet ? "" : "rounded-xl border bg-card p-3 sm:gap-4 md:p-4 lg:grid-cols-4",
      )}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ search: text.trim() });
      }}
    >
      {Object.entries(filters)
        .filter(([key]) => key !== "search" && key !== "page")
        .map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
      <div className="col-span-2 space-y-1.5">
        <Label htmlFor={`${id}-search`} className={sheet ? undefined : "max-md:sr-only"}>
          <Trans>Location or keyword</Trans>
        </Label>
        <div className="flex items-start gap-2">
          <LocationSearchBox
            id={`${id}-search`}
            name="search"
            className="flex-1"
            value={text}
            onChange={setText}
            onSubmit={() => onChange({ search: text.trim() })}
            placeholder={locations.length ? t`Add more` : t`e.g. Dubai Marina, villa, sea view`}
            chips={locations.map((name) => ({ value: name, label: locationName(name, locale) }))}
            maxChips={MAX_LOCATIONS}
            counts={locationCounts}
            onChoose={(name) =>
              // The words typed so far were the way to the suggestion, not a search of their own.
              onChange({ location: joinList([...locations, name]) })
            }
            onRemoveChip={(name) => onChange({ location: joinList(locations.filter((l) => l !== name)) })}
          />
          <Button type="submit">
            <Trans>Search</Trans>
          </Button>
        </div>
      </div>
      {!sheet && (
        <div className="col-span-2 flex gap-2 md:hidden">
          <Button
            type="button"
            variant="outline"
            className="flex-1"
            aria-haspopup="dialog"
            onClick={onOpenSheet}
          >
            <SlidersHorizontal aria-hidden="true" />
            {count ? <Trans>Filters ({count})</Trans> : <Trans>Filters</Trans>}
          </Button>
          {count > 0 && (
            <Button type="button" variant="ghost" onClick={onReset}>
              <Trans>Clear all</Trans>
            </Button>
          )}
        </div>
      )}
      {site.scope === "UAE" && !hidden.includes("emirate") && (
        <FilterSelect
          id={`${id}-emirate`}
          className={wide}
          label={t`Emirate`}
          value={filters.emirate ?? ALL}
          options={emirateFilterOptions(i18n, locale)}
          onChange={(v) => onChange({ emirate: v })}
        />
      )}
      {!purpose && (
        <FilterSelect
          id={`${id}-purpose`}
          className={wide}
          label={t`Buy or rent`}
          // The search ignores an unknown purpose, so the select shows "Buy or rent" for it.
          value={filters.priceType === "sale" || filters.priceType === "rent" ? filters.priceType : ALL}
          options={purposeFilterOptions(i18n)}
          onChange={(v) => onChange({ priceType: v, minPrice: undefined, maxPrice: undefined })}
        />
      )}
      <FilterSelect
        id={`${id}-type`}
        className={wide}
        label={t`Property type`}
        value={filters.propertyType ?? ALL}
        options={propertyTypeFilterOptions(i18n, locale, typeCounts, propertyTypes)}
        onChange={(v) => onChange({ propertyType: v })}
      />
      {!hidden.includes("beds") && (
        <FilterSelect
          id={`${id}-beds`}
          className={wide}
          label={t`Bedrooms`}
          value={filters.beds ?? ALL}
          options={bedsFilterOptions(i18n)}
          onChange={(v) => onChange({ beds: v })}
        />
      )}
      <FilterSelect
        id={`${id}-price`}
        className={wide}
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
        className={cn("col-span-2 lg:col-span-1", wide)}
        minPrice={filters.minPrice}
        maxPrice={filters.maxPrice}
        rent={priceType === "rent"}
        onApply={onChange}
      />
      <FilterSelect
        id={`${id}-sort`}
        className={wide}
        label={t`Sort by`}
        value={filters.sort === "relevance" && !filters.search ? "featured" : (filters.sort ?? "featured")}
        options={sortOptions(i18n, { withRelevance: Boolean(filters.search) })}
        onChange={(v) => onChange({ sort: v })}
      />
      {sheet ? (
        more
      ) : (
        <>
          <div className="hidden items-end gap-2 md:flex">
            <Button
              type="button"
              variant="outline"
              className="flex-1"
              aria-expanded={moreOpen}
              aria-controls={`${id}-more`}
              onClick={() => setMoreOpen((open) => !open)}
            >
              {moreCount ? <Trans>More filters ({moreCount})</Trans> : <Trans>More filters</Trans>}
              <ChevronDown
                className={cn("transition-transform", moreOpen && "rotate-180")}
                aria-hidden="true"
              />
            </Button>
            <Button type="button" variant="ghost" onClick={onReset}>
              <Trans>Clear filters</Trans>
            </Button>
          </div>
          <div
            id={`${id}-more`}
            hidden={!moreOpen}
            className={cn(
              "col-span-full hidden grid-cols-2 gap-3 border-t pt-4 sm:gap-4 lg:grid-cols-4",
              moreOpen && "md:grid",
            )}
          >
            {more}
          </div>
        </>
      )}
    </form>
  );
}

function toNumber(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}
