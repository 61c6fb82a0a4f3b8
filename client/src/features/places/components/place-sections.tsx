import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Fragment, Suspense, type ReactNode } from "react";
import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { formatCount } from "@shared/format";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormatLocale } from "@/lib/i18n";
import { useSite } from "@/lib/site";
import { useMarketSummary } from "../api/get-market";
import { DubaiOnlyNotice } from "./dubai-only-notice";
import { MarketFigures } from "./market-figures";

type PriceType = "sale" | "rent";
type PlaceSummaryParams = { emirate: string } | { location: string };

/*
 * Place names come in the page's language (shared/localised-names.ts): "Dubai Marina", "دبي مارينا".
 */

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
        <Trans>Buy in {placeName}</Trans>
      </Link>
      <Link
        href={rentHref}
        className="rounded-md border border-primary px-4 py-2 font-medium text-primary hover:bg-secondary"
      >
        <Trans>Rent in {placeName}</Trans>
      </Link>
      {children}
    </div>
  );
}

function Figures({ params, placeName }: { params: PlaceSummaryParams; placeName: string }) {
  const { t } = useLingui();
  const { data } = useMarketSummary(params);
  return <MarketFigures summary={data} scope={t`in ${placeName}`} />;
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

function LatestHeading({ priceType, placeName }: { priceType: PriceType; placeName: string }) {
  return priceType === "sale" ? (
    <Trans>Latest properties for sale in {placeName}</Trans>
  ) : (
    <Trans>Latest properties to rent in {placeName}</Trans>
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
            <LatestHeading priceType={priceType} placeName={placeName} />
          </h2>
          <Suspense fallback={<ListingsFallback />}>{renderLatest(priceType)}</Suspense>
        </section>
      ))}
    </>
  );
}

/**
 * "See all 1,234 properties for sale in Dubai Marina", "Search the 1 property to rent in …": the link to
 * all of a place's listings, with the count in the plural form of the page's language.
 */
function MoreLink({
  total,
  priceType,
  placeName,
  verb,
}: {
  total: number;
  priceType: PriceType;
  placeName: string;
  verb: "Search" | "See";
}) {
  const { t } = useLingui();
  const shown = formatCount(total, useFormatLocale());
  if (verb === "See") {
    return priceType === "sale"
      ? t`${plural(total, {
          one: `See the 1 property for sale in ${placeName}`,
          other: `See all ${shown} properties for sale in ${placeName}`,
        })}`
      : t`${plural(total, {
          one: `See the 1 property to rent in ${placeName}`,
          other: `See all ${shown} properties to rent in ${placeName}`,
        })}`;
  }
  return priceType === "sale"
    ? t`${plural(total, {
        one: `Search the 1 property for sale in ${placeName}`,
        other: `Search all ${shown} properties for sale in ${placeName}`,
      })}`
    : t`${plural(total, {
        one: `Search the 1 property to rent in ${placeName}`,
        other: `Search all ${shown} properties to rent in ${placeName}`,
      })}`;
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
  if (listings.length === 0) {
    return (
      <p className="text-muted-foreground">
        {priceType === "sale" ? (
          <Trans>No properties for sale in {placeName} right now.</Trans>
        ) : (
          <Trans>No properties to rent in {placeName} right now.</Trans>
        )}
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
          <MoreLink total={total} priceType={priceType} placeName={placeName} verb={moreVerb} />
          <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      </p>
    </>
  );
}
