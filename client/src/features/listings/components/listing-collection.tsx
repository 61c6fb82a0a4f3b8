import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Link, useLocation, useSearch } from "wouter";
import type { SearchListingsParams } from "@shared/listing";
import { COMMERCIAL_TYPES, DEFAULT_PAGE_SIZE } from "@shared/listing-options";
import { emirateSlug } from "@shared/locations";
import { Tabs, TabsContent } from "@/components/ui/tabs";
import { readCollectionFilters, writeCollectionFilters, type CollectionFilters } from "../collection-filters";
import { EmirateFilter, PurposeTabList } from "./collection-controls";
import { useFacets } from "../api/get-facets";
import { getSearchListingsQueryOptions, useSearchListings } from "../api/get-listings";
import { toSearchParams, withFilter, type Filters } from "../search-params";
import { ListingFilters } from "./listing-filters";
import { Pagination } from "./pagination";
import { PropertyCard, ResultsSkeleton } from "./property-card";
import { formatCount } from "@shared/format";
import { emirateName } from "@shared/localised-names";
import { useValueWithData } from "@/hooks/use-value-with-data";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { RESULTS_HEADING_CLASS } from "@/lib/scroll-to-results";
import { useSite } from "@/lib/site";
import { cn } from "@/lib/utils";

export interface CollectionDefinition {
  /** The page's route, e.g. "/new-property". */
  path: string;
  /** The API filter that defines the collection: completionStatus=off-plan, category=commercial. */
  filter: Pick<SearchListingsParams, "completionStatus" | "category">;
  /**
   * The count with the collection's noun in the page's language: "1 off-plan property", "312 commercial
   * properties"; used in "Showing 1–24 of 312 off-plan properties for sale".
   */
  countOf: (count: number, i18n: I18n) => string;
  /** Shown under the empty state of a purpose, when there is something useful to add. */
  emptyHint?: Partial<Record<"sale" | "rent", ReactNode>>;
}

function paramsFor(definition: CollectionDefinition, filters: CollectionFilters): SearchListingsParams {
  return {
    // The same refinements as /buy; the collection's own filter, purpose and emirate win.
    ...toSearchParams(filters.refine ?? {}),
    ...definition.filter,
    priceType: filters.priceType,
    emirate: filters.emirate ? emirateSlug(filters.emirate) : undefined,
    page: filters.page,
    limit: DEFAULT_PAGE_SIZE,
  };
}

function Results({
  definition,
  filters,
  stale,
}: {
  definition: CollectionDefinition;
  filters: CollectionFilters;
  stale: boolean;
}) {
  const { data } = useSearchListings(paramsFor(definition, filters));
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const first = (filters.page - 1) * DEFAULT_PAGE_SIZE + 1;
  const last = first + data.items.length - 1;
  // "312 off-plan properties for sale in Dubai": the count and noun, the purpose, the emirate.
  const described = [
    definition.countOf(data.total, i18n),
    filters.priceType === "sale" ? t`for sale` : t`to rent`,
    filters.emirate ? t`in ${emirateName(filters.emirate, locale)}` : "",
  ]
    .filter(Boolean)
    .join(" ");
  // Left to right, so "1–24" never reads "24–1" in an Arabic sentence (digits alone have no direction).
  const range = (
    <bdi dir="ltr">
      {formatCount(first, formatLocale)}–{formatCount(last, formatLocale)}
    </bdi>
  );
  return (
    <div aria-busy={stale}>
      <p className="text-sm text-muted-foreground" role="status">
        {data.total === 0 ? (
          described
        ) : data.items.length === 0 ? (
          <Trans>{described}; this page is past the last one</Trans>
        ) : data.total === 1 ? (
          described
        ) : (
          <Trans>
            Showing {range} of {described}
          </Trans>
        )}
      </p>
      <div className={cn("mt-4 transition-opacity", stale && "opacity-60")}>
        {data.items.length === 0 ? (
          <div className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
            <p>
              <Trans>No properties found matching your criteria.</Trans>
            </p>
            {definition.emptyHint?.[filters.priceType] && (
              <p className="mt-2 text-sm">{definition.emptyHint[filters.priceType]}</p>
            )}
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((listing, index) => (
              <li key={listing.id}>
                <PropertyCard listing={listing} priority={index < 3} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Pagination
        page={filters.page}
        total={data.total}
        pageSize={DEFAULT_PAGE_SIZE}
        hrefFor={(page) => `${definition.path}${writeCollectionFilters({ ...filters, page })}`}
        resultsHeadingId="collection-heading"
      />
    </div>
  );
}

/** The phone's filter sheet, loaded when first opened (as on /buy). */
const FiltersSheet = lazy(() => import("./filters-sheet"));

/**
 * Live listings of one collection (off-plan, commercial) with purpose tabs and an emirate filter, all in
 * the URL. While a new page of results loads, the previous one stays on screen, dimmed.
 */
export function ListingCollection({
  definition,
  heading,
}: {
  definition: CollectionDefinition;
  heading: string;
}) {
  const site = useSite();
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const filters = readCollectionFilters(useSearch());
  const deferred = useValueWithData(filters, writeCollectionFilters(filters), (shown) => [
    getSearchListingsQueryOptions(paramsFor(definition, shown)),
  ]);
  const stale = writeCollectionFilters(filters) !== writeCollectionFilters(deferred);
  const go = (changes: Partial<CollectionFilters>) => {
    const next = writeCollectionFilters({ ...filters, page: 1, ...changes });
    // The same filters again (a second click) are not a second step back.
    if (next !== writeCollectionFilters(readCollectionFilters(window.location.search)))
      navigate(`${definition.path}${next}`);
  };
  // The same filters as on /buy (docs/product.md §Filters in the page): the page's purpose is its tab, its
  // emirate its own control.
  const commercial = definition.filter.category === "commercial";
  const refine = filters.refine ?? {};
  const filterProps = {
    filters: refine,
    purpose: filters.priceType,
    facets: useFacets(paramsForFacets(definition, deferred)),
    onChange: (changes: Filters) => go({ refine: withFilter(refine, changes) }),
    onReset: () => go({ refine: undefined }),
    propertyTypes: commercial ? COMMERCIAL_TYPES : undefined,
    commercial,
    hidden: [
      "emirate",
      ...(definition.filter.completionStatus ? (["completionStatus"] as const) : []),
      ...(commercial ? (["beds"] as const) : []),
    ] as const,
  };
  const [sheet, setSheet] = useState<"unloaded" | "open" | "closed">("unloaded");

  return (
    <section aria-labelledby="collection-heading" className="mt-10">
      <h2
        id="collection-heading"
        tabIndex={-1}
        className={cn("text-2xl font-semibold", RESULTS_HEADING_CLASS)}
      >
        {heading}
      </h2>
      <Tabs
        value={filters.priceType}
        onValueChange={(value) => go({ priceType: value === "rent" ? "rent" : "sale" })}
        activationMode="manual"
        className="mt-4"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <PurposeTabList label={t`Purpose`} />
          {site.scope === "UAE" && (
            <EmirateFilter
              id="collection-emirate"
              value={filters.emirate}
              onChange={(emirate) => go({ emirate })}
            />
          )}
        </div>
        <div className="mt-4">
          <ListingFilters
            id="collection-filters"
            {...filterProps}
            onOpenSheet={() => setSheet("open")}
            action={definition.path}
          />
        </div>
        {sheet !== "unloaded" && (
          <Suspense fallback={null}>
            <FiltersSheet
              id="collection-sheet-filters"
              {...filterProps}
              open={sheet === "open"}
              onOpenChange={(open) => setSheet(open ? "open" : "closed")}
              params={paramsFor(definition, filters)}
            />
          </Suspense>
        )}
        <TabsContent value={filters.priceType}>
          <Suspense fallback={<ResultsSkeleton statusClassName="text-sm" />}>
            <Results definition={definition} filters={deferred} stale={stale} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </section>
  );
}

/** The facet counts' filters: the page's search without its order and page. */
function paramsForFacets(definition: CollectionDefinition, filters: CollectionFilters): SearchListingsParams {
  const { sort: _sort, page: _page, limit: _limit, ...rest } = paramsFor(definition, filters);
  return rest;
}

/** The links of a collection page's intro, as inline text links. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-medium text-primary underline underline-offset-2">
      {children}
    </Link>
  );
}
