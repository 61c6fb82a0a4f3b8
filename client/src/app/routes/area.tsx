import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "wouter";
import { LOCATIONS, emirateSlug, findLocationBySlug, type LocationInfo } from "@shared/locations";
import { emirateName, locationName } from "@shared/localised-names";
import { PlaceGuideHeader } from "@/components/place-guide-header";
import { NotFoundPage } from "@/components/not-found-page";
import { PropertyCard } from "@/features/listings/components/property-card";
import { usePlaceListings } from "@/features/places/api/get-market";
import { GuideFacts } from "@/features/places/components/guide-facts";
import { LatestListings, PlaceActions, PlaceLiveListings } from "@/features/places/components/place-sections";
import { findAreaGuide } from "@/features/places/lib/area-guides";
import type { AreaGuide } from "@/features/places/lib/place-guides";
import { useLocale } from "@/lib/i18n";
import { useHttpStatus } from "@/lib/render-context";
import { useSite } from "@/lib/site";
import { PlaceAreasSection, PlaceGuideFrame, PlaceGuideText, usePlaceGuide } from "../place-guide-page";

const LATEST_COUNT = 6;

/** The visitor's way into the full search for the area, with filters, sorting and paging. */
function searchHref(location: LocationInfo, priceType?: "sale" | "rent") {
  const params = new URLSearchParams({ search: location.name });
  if (priceType) params.set("priceType", priceType);
  return `/search?${params.toString()}`;
}

function LatestAreaListings({ location, priceType }: { location: LocationInfo; priceType: "sale" | "rent" }) {
  const locale = useLocale();
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
      placeName={locationName(location.name, locale)}
      priceType={priceType}
      moreHref={searchHref(location, priceType)}
      moreVerb="Search"
      emptyAction={
        <Link href={searchHref(location, priceType)} className="font-medium text-primary underline">
          <Trans>Search nearby</Trans>
        </Link>
      }
    />
  );
}

function AreaGuidePage({
  location,
  guide,
  englishOnly,
}: {
  location: LocationInfo;
  guide: AreaGuide;
  /** Shown under /ar in English: the guide is not written in Arabic yet. */
  englishOnly: boolean;
}) {
  const site = useSite();
  const locale = useLocale();
  const { t } = useLingui();
  // The spec's short routes (/areas/jbr) point search engines at the canonical slug.
  const path = `/areas/${location.slug}`;
  const outOfScope = site.scope === "Dubai" && location.emirate !== "Dubai";
  const emiratePath = `/${emirateSlug(location.emirate)}`;
  const placeName = locationName(location.name, locale);
  const emirate = emirateName(location.emirate, locale);
  const lang = englishOnly ? "en" : undefined;
  const crumbs = [
    { name: t`Home`, path: "/" },
    { name: t`Areas`, path: "/areas" },
    { name: placeName, path },
  ];
  const body = usePlaceGuide({
    guide,
    title: outOfScope
      ? t`${placeName}, ${emirate}: Area Guide`
      : t`${placeName}, ${emirate}: Area Guide, Prices and Homes`,
    path,
    crumbs,
    englishOnly,
    outOfScope,
  });

  return (
    <PlaceGuideFrame crumbs={crumbs} englishOnly={englishOnly}>
      <PlaceGuideHeader
        eyebrow={
          outOfScope ? (
            emirate
          ) : (
            <Link href={emiratePath} className="hover:underline">
              {emirate}
            </Link>
          )
        }
        title={guide.title}
        body={body}
        lang={lang}
      />

      <PlaceActions
        outOfScope={outOfScope}
        placeName={placeName}
        path={path}
        buyHref={searchHref(location, "sale")}
        rentHref={searchHref(location, "rent")}
      />

      <div className="mt-8">
        <GuideFacts highlights={guide.highlights} suits={guide.suits} lang={lang} />
      </div>

      {!outOfScope && (
        <PlaceLiveListings
          placeName={placeName}
          figuresHeading={t`${placeName} in figures`}
          summaryParams={{ location: location.slug }}
          renderLatest={(priceType) => <LatestAreaListings location={location} priceType={priceType} />}
        />
      )}

      <PlaceGuideText body={body} lang={lang} />

      <PlaceAreasSection
        id="nearby"
        className="mt-12"
        heading={<Trans>Other areas of {emirate}</Trans>}
        outOfScope={outOfScope}
        offSiteAreas={LOCATIONS.filter((l) => l.emirate === location.emirate && l.slug !== location.slug).map(
          (l) => ({ location: l.name, slug: l.slug }),
        )}
        include={(area) => area.emirate === location.emirate && area.slug !== location.slug}
      />
    </PlaceGuideFrame>
  );
}

function AreaNotFound({ slug }: { slug: string }) {
  const { t } = useLingui();
  useHttpStatus(404);
  return (
    <NotFoundPage
      title={t`Area not found`}
      description={t`We have no area guide at this address. Browse all areas of the UAE instead.`}
      actionHref="/areas"
      actionLabel={<Trans>See all areas</Trans>}
    >
      <Trans>
        We have no area called “<bdi dir="auto">{slug}</bdi>”. Every area we cover is listed on the areas
        page.
      </Trans>
    </NotFoundPage>
  );
}

/** /areas/{slug}: the guide, live figures and listings of one of the 58 locations. */
export default function AreaPage() {
  const { slug = "" } = useParams<{ slug: string }>();
  const locale = useLocale();
  const location = findLocationBySlug(slug.toLowerCase());
  const found = location && findAreaGuide(location.name, locale);
  if (!location || !found) return <AreaNotFound slug={slug} />;
  return (
    <AreaGuidePage
      key={`${location.slug}-${found.language}`}
      location={location}
      guide={found.guide}
      englishOnly={found.language !== locale}
    />
  );
}
