import { Suspense } from "react";
import { Link, useParams } from "wouter";
import { LOCATIONS, emirateSlug, findLocationBySlug, type LocationInfo } from "@shared/locations";
import { ContentBody } from "@/components/content/content-body";
import { PlaceGuideHeader } from "@/components/place-guide-header";
import { NotFoundMessage } from "@/components/not-found-message";
import { useContentBody } from "@/components/content/use-content-body";
import { Skeleton } from "@/components/ui/skeleton";
import { Breadcrumbs } from "@/features/content/components/breadcrumbs";
import { breadcrumbJsonLd } from "@/features/content/json-ld";
import { PropertyCard } from "@/features/listings/components/property-card";
import { useLocationCounts, usePlaceListings } from "@/features/places/api/get-market";
import { AreaLinks } from "@/features/places/components/area-links";
import { UAE_SITE_BASE_URL } from "@/features/places/components/dubai-only-notice";
import { GuideFacts } from "@/features/places/components/guide-facts";
import { LatestListings, PlaceActions, PlaceLiveListings } from "@/features/places/components/place-sections";
import { findAreaGuide, type AreaGuide } from "@/features/places/lib/place-guides";
import { useHttpStatus } from "@/lib/render-context";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

const LATEST_COUNT = 6;

/** The visitor's way into the full search for the area, with filters, sorting and paging. */
function searchHref(location: LocationInfo, priceType?: "sale" | "rent") {
  const params = new URLSearchParams({ search: location.name });
  if (priceType) params.set("priceType", priceType);
  return `/search?${params.toString()}`;
}

function LatestAreaListings({ location, priceType }: { location: LocationInfo; priceType: "sale" | "rent" }) {
  const { data } = usePlaceListings({
    location: location.slug,
    priceType,
    sort: "newest",
    limit: LATEST_COUNT,
  });
  return (
    <LatestListings
      listings={data.items}
      total={data.total}
      renderCard={(listing) => <PropertyCard listing={listing} />}
      placeName={location.name}
      priceType={priceType}
      moreHref={searchHref(location, priceType)}
      moreVerb="Search"
      emptyAction={
        <Link href={searchHref(location, priceType)} className="font-medium text-primary underline">
          Search nearby
        </Link>
      }
    />
  );
}

function NearbyAreas({ location }: { location: LocationInfo }) {
  const { data } = useLocationCounts();
  return (
    <AreaLinks
      areas={data.filter((area) => area.emirate === location.emirate && area.slug !== location.slug)}
    />
  );
}

function AreaGuidePage({ location, guide }: { location: LocationInfo; guide: AreaGuide }) {
  const site = useSite();
  const path = `/areas/${location.slug}`;
  const outOfScope = site.scope === "Dubai" && location.emirate !== "Dubai";
  const emiratePath = `/${emirateSlug(location.emirate)}`;
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Areas", path: "/areas" },
    { name: location.name, path },
  ];
  usePageMeta({
    title: outOfScope
      ? `${location.name}, ${location.emirate}: Area Guide`
      : `${location.name}, ${location.emirate}: Area Guide, Prices and Homes`,
    description: guide.description,
    keywords: guide.keywords,
    // The spec's short routes (/areas/jbr) point search engines at the canonical slug.
    path,
    noindex: outOfScope,
    jsonLd: [breadcrumbJsonLd(site, crumbs)],
  });
  const body = useContentBody(guide.load);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <PlaceGuideHeader
        eyebrow={
          outOfScope ? (
            location.emirate
          ) : (
            <Link href={emiratePath} className="hover:underline">
              {location.emirate}
            </Link>
          )
        }
        title={guide.title}
        body={body}
      />

      <PlaceActions
        outOfScope={outOfScope}
        placeName={location.name}
        path={path}
        buyHref={searchHref(location, "sale")}
        rentHref={searchHref(location, "rent")}
      />

      <div className="mt-8">
        <GuideFacts highlights={guide.highlights} suits={guide.suits} />
      </div>

      {!outOfScope && (
        <PlaceLiveListings
          placeName={location.name}
          figuresHeading={`${location.name} in figures`}
          summaryParams={{ location: location.slug }}
          renderLatest={(priceType) => <LatestAreaListings location={location} priceType={priceType} />}
        />
      )}

      <div className="mt-12 max-w-3xl">
        <ContentBody body={body} />
      </div>

      <section aria-labelledby="nearby" className="mt-12">
        <h2 id="nearby" className="mb-4 text-2xl font-semibold">
          Other areas of {location.emirate}
        </h2>
        {outOfScope ? (
          <AreaLinks
            areas={LOCATIONS.filter((l) => l.emirate === location.emirate && l.slug !== location.slug).map(
              (l) => ({
                location: l.name,
                slug: l.slug,
              }),
            )}
            external={UAE_SITE_BASE_URL}
          />
        ) : (
          <Suspense fallback={<Skeleton className="h-32" />}>
            <NearbyAreas location={location} />
          </Suspense>
        )}
      </section>
    </div>
  );
}

function AreaNotFound({ slug }: { slug: string }) {
  useHttpStatus(404);
  usePageMeta({
    title: "Area not found",
    description: "We have no area guide at this address. Browse all areas of the UAE instead.",
    noindex: true,
  });
  return (
    <NotFoundMessage
      title="Area not found"
      actions={
        <Link
          href="/areas"
          className="mt-6 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground"
        >
          See all areas
        </Link>
      }
    >
      We have no area called “{slug}”. Every area we cover is listed on the areas page.
    </NotFoundMessage>
  );
}

/** /areas/{slug}: the guide, live figures and listings of one of the 58 locations. */
export default function AreaPage() {
  const { slug = "" } = useParams<{ slug: string }>();
  const location = findLocationBySlug(slug.toLowerCase());
  const guide = location && findAreaGuide(location.name);
  if (!location || !guide) return <AreaNotFound slug={slug} />;
  return <AreaGuidePage location={location} guide={guide} />;
}
