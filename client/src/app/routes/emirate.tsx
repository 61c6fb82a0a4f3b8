import { Suspense } from "react";
import { ArrowRight } from "lucide-react";
import { Link, useLocation } from "wouter";
import { EMIRATES, LOCATIONS_BY_EMIRATE, emirateSlug, slugify, type Emirate } from "@shared/locations";
import { ContentBody } from "@/components/content/content-body";
import { RichText } from "@/components/content/rich-text";
import { useContentBody } from "@/components/content/use-content-body";
import { Skeleton } from "@/components/ui/skeleton";
import { Breadcrumbs } from "@/features/content/components/breadcrumbs";
import { formatContentDate } from "@/features/content/format-date";
import { breadcrumbJsonLd } from "@/features/content/json-ld";
import { useSearchListings } from "@/features/listings/api/get-listings";
import { PropertyCard } from "@/features/listings/components/property-card";
import { useLocationCounts, useMarketSummary } from "@/features/places/api/get-market";
import { AreaLinks } from "@/features/places/components/area-links";
import { DubaiOnlyNotice, UAE_SITE_BASE_URL } from "@/features/places/components/dubai-only-notice";
import { GuideFacts } from "@/features/places/components/guide-facts";
import { MarketFigures } from "@/features/places/components/market-figures";
import { findEmirateGuide, type EmirateGuide } from "@/features/places/lib/place-guides";
import { formatCount } from "@/lib/format";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";
import NotFoundPage from "./not-found";

const LATEST_COUNT = 6;

function Figures({ emirate }: { emirate: Emirate }) {
  const { data } = useMarketSummary({ emirate: emirateSlug(emirate) });
  return <MarketFigures summary={data} scope={`in ${emirate}`} />;
}

function LatestListings({ emirate, priceType }: { emirate: Emirate; priceType: "sale" | "rent" }) {
  const { data } = useSearchListings({ emirate, priceType, sort: "newest", limit: LATEST_COUNT });
  const href = `${priceType === "sale" ? "/buy" : "/rent"}?emirate=${encodeURIComponent(emirate)}`;
  const what = priceType === "sale" ? "for sale" : "to rent";
  if (data.items.length === 0) {
    return (
      <p className="text-muted-foreground">
        No properties {what} in {emirate} right now.
      </p>
    );
  }
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {data.items.map((listing) => (
          <PropertyCard key={listing.id} listing={listing} />
        ))}
      </div>
      <p className="mt-4">
        <Link href={href} className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
          See all {formatCount(data.total)} properties {what} in {emirate}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </p>
    </>
  );
}

function Areas({ emirate }: { emirate: Emirate }) {
  const { data } = useLocationCounts();
  return <AreaLinks areas={data.filter((area) => area.emirate === emirate)} />;
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

function EmirateGuidePage({ emirate, guide }: { emirate: Emirate; guide: EmirateGuide }) {
  const site = useSite();
  const slug = emirateSlug(emirate);
  const path = `/${slug}`;
  const outOfScope = site.scope === "Dubai" && emirate !== "Dubai";
  const crumbs = [
    { name: "Home", path: "/" },
    { name: emirate, path },
  ];
  usePageMeta({
    title: outOfScope ? guide.title : `${guide.title}: Homes for Sale and Rent, Prices and Guide`,
    description: guide.description,
    keywords: guide.keywords,
    path,
    // The same guide is on the UAE-wide site, which has this emirate's listings: that page is the one to index.
    noindex: outOfScope,
    jsonLd: [breadcrumbJsonLd(site, crumbs)],
  });
  const body = useContentBody(guide.load);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{guide.title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          <RichText text={body.intro} />
        </p>
        <p className="mt-3 text-sm text-muted-foreground">
          Guide last checked {formatContentDate(body.updated)}
        </p>
      </header>

      {outOfScope ? (
        <div className="mt-6 max-w-3xl">
          <DubaiOnlyNotice siteName={site.siteName} placeName={emirate} path={path} />
        </div>
      ) : (
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            href={`/buy?emirate=${encodeURIComponent(emirate)}`}
            className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground hover:bg-primary/90"
          >
            Buy in {emirate}
          </Link>
          <Link
            href={`/rent?emirate=${encodeURIComponent(emirate)}`}
            className="rounded-md border border-primary px-4 py-2 font-medium text-primary hover:bg-secondary"
          >
            Rent in {emirate}
          </Link>
          <a href="#areas" className="rounded-md border px-4 py-2 font-medium hover:bg-muted">
            Areas of {emirate}
          </a>
        </div>
      )}

      <div className="mt-8">
        <GuideFacts highlights={guide.highlights} />
      </div>

      {!outOfScope && (
        <>
          <section aria-labelledby="figures" className="mt-12">
            <h2 id="figures" className="mb-4 text-2xl font-semibold">
              {emirate} property market today
            </h2>
            <Suspense fallback={<Skeleton className="h-40" />}>
              <Figures emirate={emirate} />
            </Suspense>
          </section>
          <section aria-labelledby="latest-sale" className="mt-12">
            <h2 id="latest-sale" className="mb-4 text-2xl font-semibold">
              Latest properties for sale in {emirate}
            </h2>
            <Suspense fallback={<ListingsFallback />}>
              <LatestListings emirate={emirate} priceType="sale" />
            </Suspense>
          </section>
          <section aria-labelledby="latest-rent" className="mt-12">
            <h2 id="latest-rent" className="mb-4 text-2xl font-semibold">
              Latest properties to rent in {emirate}
            </h2>
            <Suspense fallback={<ListingsFallback />}>
              <LatestListings emirate={emirate} priceType="rent" />
            </Suspense>
          </section>
        </>
      )}

      <div className="mt-12 max-w-3xl">
        <ContentBody body={body} />
      </div>

      <section aria-labelledby="areas" className="mt-12 scroll-mt-24">
        <h2 id="areas" className="mb-4 text-2xl font-semibold">
          Areas of {emirate}
        </h2>
        {outOfScope ? (
          <AreaLinks
            areas={LOCATIONS_BY_EMIRATE[emirate].map((location) => ({ location, slug: slugify(location) }))}
            external={UAE_SITE_BASE_URL}
          />
        ) : (
          <Suspense fallback={<Skeleton className="h-32" />}>
            <Areas emirate={emirate} />
          </Suspense>
        )}
      </section>
    </div>
  );
}

/** /dubai, /abu-dhabi … /umm-al-quwain: one page for the seven emirates, chosen by the path. */
export default function EmiratePage() {
  const [path] = useLocation();
  const emirate = EMIRATES.find((e) => `/${emirateSlug(e)}` === path.replace(/\/$/, ""));
  const guide = emirate && findEmirateGuide(emirate);
  if (!emirate || !guide) return <NotFoundPage />;
  return <EmirateGuidePage emirate={emirate} guide={guide} />;
}
