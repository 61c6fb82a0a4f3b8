import { msg, plural } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useLocation, useSearch } from "wouter";
import { DEFAULT_PAGE_SIZE, type PriceType } from "@shared/listing-options";
import { SearchMapLayout } from "@/components/map/search-map-layout";
import { useValueWithData } from "@/hooks/use-value-with-data";
import { RESULTS_HEADING_CLASS } from "@/lib/scroll-to-results";
import { cn } from "@/lib/utils";
import { useFacets } from "../api/get-facets";
import { getSearchListingsQueryOptions, useSearchListings } from "../api/get-listings";
import {
  readFilters,
  toFacetParams,
  toSearchParams,
  withFilter,
  writeFilters,
  type Filters,
} from "../search-params";
import { ListingFilters } from "./listing-filters";
import { Pagination } from "./pagination";
import { PropertyCard, ResultsSkeleton } from "./property-card";
import { RankingNote } from "./ranking-note";
import { ZeroResults } from "./zero-results";

/**
 * "Browse 1,234 properties available for purchase" and friends (docs/product.md §Pages), and "Browse 1
 * property available for purchase" when there is one; in the page's language, with its plural forms.
 */
export function browseTitle(
  i18n: I18n,
  total: number,
  priceType: PriceType | undefined,
  estimated = false,
): string {
  if (priceType === "sale") {
    return i18n._(
      estimated
        ? msg`Browse about ${plural(total, { one: "# property", other: "# properties" })} available for purchase`
        : msg`Browse ${plural(total, { one: "# property", other: "# properties" })} available for purchase`,
    );
  }
  if (priceType === "rent") {
    return i18n._(
      estimated
        ? msg`Browse about ${plural(total, { one: "# rental property", other: "# rental properties" })} available`
        : msg`Browse ${plural(total, { one: "# rental property", other: "# rental properties" })} available`,
    );
  }
  return i18n._(
    estimated
      ? msg`Browse about ${plural(total, { one: "# property", other: "# properties" })} for sale and rent`
      : msg`Browse ${plural(total, { one: "# property", other: "# properties" })} for sale and rent`,
  );
}

const TITLE_CLASS = "text-2xl font-bold tracking-tight sm:text-3xl";
/** The page's visible results heading (with the count): where paging brings the visitor back to. */
const TITLE_ID = "results-title";

/** The count comes from the same cached query as the results below it. */
function ResultsTitle({ filters, purpose }: { filters: Filters; purpose?: PriceType }) {
  const params = toSearchParams(filters, purpose);
  const { data } = useSearchListings(params);
  const { i18n } = useLingui();
  return (
    <h1 id={TITLE_ID} tabIndex={-1} className={cn(TITLE_CLASS, RESULTS_HEADING_CLASS)}>
      {browseTitle(i18n, data.total, params.priceType as PriceType | undefined, data.totalIsEstimate)}
    </h1>
  );
}

function Results({
  filters,
  purpose,
  path,
  stale,
}: {
  filters: Filters;
  purpose?: PriceType;
  path: string;
  stale: boolean;
}) {
  const { data } = useSearchListings(toSearchParams(filters, purpose));
  const page = Number(filters.page ?? 1);
  return (
    <section aria-labelledby="results-heading" aria-busy={stale}>
      {/* Cards' titles are level 3: this keeps the heading outline whole for screen reader navigation. */}
      <h2 id="results-heading" className="sr-only">
        <Trans>Search results</Trans>
      </h2>
      <p className="sr-only" role="status">
        <Plural value={data.total} one="# result" other="# results" />
      </p>
      <div className={cn("transition-opacity", stale && "opacity-60")}>
        {data.total === 0 ? (
          <ZeroResults filters={filters} purpose={purpose} path={path} />
        ) : data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
            <Trans>No properties found matching your criteria.</Trans>
          </p>
        ) : (
          <>
            <RankingNote filters={filters} items={data.items} path={path} />
            <ul data-results-grid className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.items.map((listing, index) => (
                <li key={listing.id} className="flex">
                  <div className="w-full">
                    <PropertyCard listing={listing} priority={index < 3} />
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <Pagination
        page={page}
        total={data.total}
        pageSize={DEFAULT_PAGE_SIZE}
        hrefFor={(p) => `${path}${writeFilters({ ...filters, page: String(p) })}`}
        resultsHeadingId={TITLE_ID}
      />
    </section>
  );
}

/** The phone's filter sheet (Radix Dialog and a second filter form): loaded when first opened. */
const FiltersSheet = lazy(() => import("./filters-sheet"));

/**
 * Listing search with its filters in the URL. While new results load, the previous ones stay on screen,
 * dimmed (useValueWithData keeps the old filters until the new results are here, instead of falling
 * back to the skeleton).
 */
export function ListingSearch({
  purpose,
  path,
  saveSearch,
}: {
  purpose?: PriceType;
  path: string;
  /** The "Save search" button beside the title (the saved-searches feature, given by the page). */
  saveSearch?: ReactNode;
}) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = readFilters(search);
  const deferredFilters = useValueWithData(filters, writeFilters(filters), (shown) => [
    getSearchListingsQueryOptions(toSearchParams(shown, purpose)),
  ]);
  const stale = writeFilters(filters) !== writeFilters(deferredFilters);
  const panelId = "listing-filters";
  const facets = useFacets(toFacetParams(deferredFilters, purpose));
  // The sheet's code loads on the first tap and stays; open or closed is this page's state.
  const [sheet, setSheet] = useState<"unloaded" | "open" | "closed">("unloaded");
  const onChange = (changes: Filters) => {
    const next = writeFilters(withFilter(filters, changes));
    // The same search again (Search pressed twice, Enter then a click) is not a second step back. The
    // address, not this render's filters: two clicks in one task both run before the next render.
    if (next !== writeFilters(readFilters(window.location.search))) navigate(`${path}${next}`);
  };
  const onReset = () => navigate(path);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:py-8">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <Suspense
          fallback={
            <h1 className={TITLE_CLASS}>
              <Trans>Browse properties</Trans>
            </h1>
          }
        >
          <ResultsTitle filters={deferredFilters} purpose={purpose} />
        </Suspense>
        {saveSearch}
      </div>
      <div className="mb-6">
        <ListingFilters
          id={panelId}
          filters={filters}
          purpose={purpose}
          facets={facets}
          onChange={onChange}
          onReset={onReset}
          onOpenSheet={() => setSheet("open")}
          action={path}
        />
      </div>
      {sheet !== "unloaded" && (
        <Suspense fallback={null}>
          <FiltersSheet
            id="sheet-filters"
            open={sheet === "open"}
            onOpenChange={(open) => setSheet(open ? "open" : "closed")}
            params={toSearchParams(filters, purpose)}
            filters={filters}
            purpose={purpose}
            facets={facets}
            onChange={onChange}
            onReset={onReset}
          />
        </Suspense>
      )}
      {/* The map (docs/decisions/0046, 0068): moving it replaces the search's bbox in place, not a step back
          per drag. */}
      <SearchMapLayout
        params={toSearchParams(filters, purpose)}
        queryFor={getSearchListingsQueryOptions}
        bbox={filters.bbox}
        onBboxChange={(bbox) =>
          navigate(`${path}${writeFilters(withFilter(readFilters(window.location.search), { bbox }))}`, {
            replace: true,
          })
        }
        area={filters.polygon}
        // A drawn area is a step of its own: Back returns to the search before it.
        onAreaChange={(polygon) =>
          navigate(`${path}${writeFilters(withFilter(readFilters(window.location.search), { polygon }))}`)
        }
      >
        <Suspense fallback={<ResultsSkeleton />}>
          <Results filters={deferredFilters} purpose={purpose} path={path} stale={stale} />
        </Suspense>
      </SearchMapLayout>
    </div>
  );
}
