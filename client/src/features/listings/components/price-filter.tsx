import { useLingui } from "@lingui/react/macro";
import { priceRangesFor, priceRangeValue, type PriceType } from "@shared/listing-options";
import { localisePriceRanges } from "@/lib/price-range-labels";
import { cn } from "@/lib/utils";
import { FilterSelect, type FilterGroupProps } from "./filter-select";
import { PriceInputs } from "./price-inputs";

interface PriceFilterProps extends FilterGroupProps {
  /** Sale or rent: which bands are offered, and whether the amounts are annual rents. */
  priceType: PriceType | undefined;
  className: string;
}

/** The price bands of the purpose, and beside them the visitor's own amounts. */
export function PriceFilter({ id, filters, onChange, priceType, className }: PriceFilterProps) {
  const { t, i18n } = useLingui();
  const ranges = localisePriceRanges(priceRangesFor(priceType), i18n, priceType === "rent");
  const range = priceRangeValue(ranges, toNumber(filters.minPrice), toNumber(filters.maxPrice));
  return (
    <>
      <FilterSelect
        id={`${id}-price`}
        className={className}
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
        className={cn("col-span-2 lg:col-span-1", className)}
        minPrice={filters.minPrice}
        maxPrice={filters.maxPrice}
        rent={priceType === "rent"}
        onApply={onChange}
      />
    </>
  );
}

function toNumber(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}
