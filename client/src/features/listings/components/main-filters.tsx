import { useLingui } from "@lingui/react/macro";
import { formatCount } from "@shared/format";
import { ALL, type PriceType, type PropertyType } from "@shared/listing-options";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { useSite } from "@/lib/site";
import type { Facets } from "../api/get-facets";
import {
  bedsFilterOptions,
  emirateFilterOptions,
  propertyTypeFilterOptions,
  purposeFilterOptions,
  sortOptions,
} from "../option-labels";
import { FilterSelect, type FilterGroupProps } from "./filter-select";
import { PriceFilter } from "./price-filter";

interface MainFiltersProps extends FilterGroupProps {
  /** The page's fixed purpose (/buy, /rent): no purpose select then. */
  purpose: PriceType | undefined;
  facets: Facets | undefined;
  propertyTypes: readonly PropertyType[] | undefined;
  hidden: readonly string[];
  /** The class of each control: on the page they wait for md (the phone has the sheet). */
  className: string;
}

/** The filters always in view from md up: emirate, purpose, type, bedrooms, price and order. */
export function MainFilters(props: MainFiltersProps) {
  const { id, filters, onChange, purpose, facets, propertyTypes, hidden, className } = props;
  const site = useSite();
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const priceType = purpose ?? (filters.priceType as PriceType | undefined);
  const typeCounts = facets && {
    counts: new Map(facets.propertyTypes.map((p) => [p.type, p.count])),
    format: (n: number) => formatCount(n, formatLocale),
  };
  return (
    <>
      {site.scope === "UAE" && !hidden.includes("emirate") && (
        <FilterSelect
          id={`${id}-emirate`}
          className={className}
          label={t`Emirate`}
          value={filters.emirate ?? ALL}
          options={emirateFilterOptions(i18n, locale)}
          onChange={(v) => onChange({ emirate: v })}
        />
      )}
      {!purpose && (
        <FilterSelect
          id={`${id}-purpose`}
          className={className}
          label={t`Buy or rent`}
          // The search ignores an unknown purpose, so the select shows "Buy or rent" for it.
          value={filters.priceType === "sale" || filters.priceType === "rent" ? filters.priceType : ALL}
          options={purposeFilterOptions(i18n)}
          onChange={(v) => onChange({ priceType: v, minPrice: undefined, maxPrice: undefined })}
        />
      )}
      <FilterSelect
        id={`${id}-type`}
        className={className}
        label={t`Property type`}
        value={filters.propertyType ?? ALL}
        options={propertyTypeFilterOptions(i18n, locale, typeCounts, propertyTypes)}
        onChange={(v) => onChange({ propertyType: v })}
      />
      {!hidden.includes("beds") && (
        <FilterSelect
          id={`${id}-beds`}
          className={className}
          label={t`Bedrooms`}
          value={filters.beds ?? ALL}
          options={bedsFilterOptions(i18n)}
          onChange={(v) => onChange({ beds: v })}
        />
      )}
      <PriceFilter
        id={id}
        filters={filters}
        onChange={onChange}
        priceType={priceType}
        className={className}
      />
      <FilterSelect
        id={`${id}-sort`}
        className={className}
        label={t`Sort by`}
        value={filters.sort === "relevance" && !filters.search ? "featured" : (filters.sort ?? "featured")}
        options={sortOptions(i18n, { withRelevance: Boolean(filters.search) })}
        onChange={(v) => onChange({ sort: v })}
      />
    </>
  );
}
