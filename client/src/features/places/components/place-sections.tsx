import { Fragment, Suspense, type ReactNode } from "react";
import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { countOf } from "@/lib/plural";
import { useSite } from "@/lib/site";
import { useMarketSummary } from "../api/get-market";
import { DubaiOnlyNotice } from "./dubai-only-notice";
import { MarketFigures } from "./market-figures";

type PriceType = "sale" | "rent";
type PlaceSummaryParams = { emirate: string } | { location: string };

const WHAT: Record<PriceType, string> = { sale: "for sale", rent: "to rent" };

/**
 * Under an area or emirate page's header: on a Dubai-only site, a place outside Dubai gets the notice that
 * sends the visitor to the UAE-wide site; any other place gets links to buy and rent there (and `children`,
 * more links).
 */
export function PlaceActions({
  outOfScope,
  placeName,
  path,
  buyHref,
  rentHref,
  children,
}: {
  outOfScope: boolean;
  placeName: string;
  /** The page's own path, the same on the UAE-wide site. */
  path: string;
  buyHref: string;
  rentHref: string;
  children?: ReactNode;
}) {
  const site = useSite();
  if (outOfScope) {
    return (
      <div className="mt-6 max-w-3xl">
        <DubaiOnlyNotice siteName={site.siteName} placeName={placeName} path={path} />
      </div>
    );
  }
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <Link
        href={buyHref}
        className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground hover:bg-primary/90"
      >
        Buy in {placeName}
      </Link>
      <Link
        href={rentHref}
        className="rounded-md border border-primary px-4 py-2 font-medium text-primary hover:bg-secondary"
      >
        Rent in {placeName}
      </Link>
      {children}
    </div>
  );
}

function Figures({ params, placeName }: { params: PlaceSummaryParams; placeName: string }) {
  const { data } = useMarketSummary(params);
  return <MarketFigures summary={data} scope={`in ${placeName}`} />;
}

function ListingsFallback() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-72" />
      ))}
    </div>
  );
}

/**
 * The live part of an area or emirate page: its market figures, then its latest listings for sale and to
 * rent, each drawn by `renderLatest` (which may suspend while they load).
 */
export function PlaceLiveListings({
  placeName,
  figuresHeading,
  summaryParams,
  renderLatest,
}: {
  placeName: string;
  figuresHeading: string;
  summaryParams: PlaceSummaryParams;
  renderLatest: (priceType: PriceType) => ReactNode;
}) {
  return (
    <>
      <section aria-labelledby="figures" className="mt-12">
        <h2 id="figures" className="mb-4 text-2xl font-semibold">
          {figuresHeading}
        </h2>
        <Suspense fallback={<Skeleton className="h-40" />}>
          <Figures params={summaryParams} placeName={placeName} />
        </Suspense>
      </section>
      {(["sale", "rent"] as const).map((priceType) => (
        <section key={priceType} aria-labelledby={`latest-${priceType}`} className="mt-12">
          <h2 id={`latest-${priceType}`} className="mb-4 text-2xl font-semibold">
            Latest properties {WHAT[priceType]} in {placeName}
          </h2>
          <Suspense fallback={<ListingsFallback />}>{renderLatest(priceType)}</Suspense>
        </section>
      ))}
    </>
  );
}

/**
 * A place's latest listings as cards, then a link to all of them ("Search all 1,234 properties for sale in
 * Dubai Marina"); with none, a sentence saying so, followed by `emptyAction` when given.
 */
export function LatestListings<T extends { id: number }>({
  listings,
  total,
  renderCard,
  placeName,
  priceType,
  moreHref,
  moreVerb,
  emptyAction,
}: {
  listings: T[];
  total: number;
  renderCard: (listing: T) => ReactNode;
  placeName: string;
  priceType: PriceType;
  moreHref: string;
  moreVerb: "Search" | "See";
  emptyAction?: ReactNode;
}) {
  const what = WHAT[priceType];
  if (listings.length === 0) {
    return (
      <p className="text-muted-foreground">
        No properties {what} in {placeName} right now.
        {emptyAction && <> {emptyAction}</>}
      </p>
    );
  }
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {listings.map((listing) => (
          <Fragment key={listing.id}>{renderCard(listing)}</Fragment>
        ))}
      </div>
      <p className="mt-4">
        <Link
          href={moreHref}
          className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
        >
          {total === 1
            ? `${moreVerb} the 1 property ${what} in ${placeName}`
            : `${moreVerb} all ${countOf(total, "property", "properties")} ${what} in ${placeName}`}
          <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      </p>
    </>
  );
}
