import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation } from "wouter";
import { EMIRATES, LOCATIONS_BY_EMIRATE, emirateSlug, slugify, type Emirate } from "@shared/locations";
import { emirateName } from "@shared/localised-names";
import { PlaceGuideHeader } from "@/components/place-guide-header";
import { useSearchListings } from "@/features/listings/api/get-listings";
import { PropertyCard } from "@/features/listings/components/property-card";
import { GuideFacts } from "@/features/places/components/guide-facts";
import { LatestListings, PlaceActions, PlaceLiveListings } from "@/features/places/components/place-sections";
import { findEmirateGuide } from "@/features/places/lib/emirate-guides";
import type { EmirateGuide } from "@/features/places/lib/place-guides";
import { useLocale } from "@/lib/i18n";
import { useSite } from "@/lib/site";
import { PlaceAreasSection, PlaceGuideFrame, PlaceGuideText, usePlaceGuide } from "../place-guide-page";
import NotFoundPage from "./not-found";

const LATEST_COUNT = 6;

function LatestEmirateListings({ emirate, priceType }: { emirate: Emirate; priceType: "sale" | "rent" }) {
  const { data } = useSearchListings({ emirate, priceType, sort: "newest", limit: LATEST_COUNT });
  const locale = useLocale();
  return (
    <LatestListings
      listings={data.items}
      total={data.total}
      renderCard={(listing) => <PropertyCard listing={listing} />}
      placeName={emirateName(emirate, locale)}
      priceType={priceType}
      moreHref={`${priceType === "sale" ? "/buy" : "/rent"}?emirate=${encodeURIComponent(emirate)}`}
      moreVerb="See"
    />
  );
}

function EmirateGuidePage({
  emirate,
  guide,
  englishOnly,
}: {
  emirate: Emirate;
  guide: EmirateGuide;
  /** Shown under /ar in English: the guide is not written in Arabic yet. */
  englishOnly: boolean;
}) {
  const site = useSite();
  const locale = useLocale();
  const { t } = useLingui();
  const slug = emirateSlug(emirate);
  const path = `/${slug}`;
  const outOfScope = site.scope === "Dubai" && emirate !== "Dubai";
  const placeName = emirateName(emirate, locale);
  const lang = englishOnly ? "en" : undefined;
  const guideTitle = guide.title;
  const crumbs = [
    { name: t`Home`, path: "/" },
    { name: placeName, path },
  ];
  const body = usePlaceGuide({
    guide,
    title:
      outOfScope || englishOnly ? guide.title : t`${guideTitle}: Homes for Sale and Rent, Prices and Guide`,
    path,
    crumbs,
    englishOnly,
    outOfScope,
  });

  return (
    <PlaceGuideFrame crumbs={crumbs} englishOnly={englishOnly}>
      <PlaceGuideHeader title={guide.title} body={body} lang={lang} />

      <PlaceActions
        outOfScope={outOfScope}
        placeName={placeName}
        path={path}
        buyHref={`/buy?emirate=${encodeURIComponent(emirate)}`}
        rentHref={`/rent?emirate=${encodeURIComponent(emirate)}`}
      >
        <a href="#areas" className="rounded-md border px-4 py-2 font-medium hover:bg-muted">
          <Trans>Areas of {placeName}</Trans>
        </a>
      </PlaceActions>

      <div className="mt-8">
        <GuideFacts highlights={guide.highlights} lang={lang} />
      </div>

      {!outOfScope && (
        <PlaceLiveListings
          placeName={placeName}
          figuresHeading={t`${placeName} property market today`}
          summaryParams={{ emirate: slug }}
          renderLatest={(priceType) => <LatestEmirateListings emirate={emirate} priceType={priceType} />}
        />
      )}

      <PlaceGuideText body={body} lang={lang} />

      <PlaceAreasSection
        id="areas"
        className="mt-12 scroll-mt-24"
        heading={<Trans>Areas of {placeName}</Trans>}
        outOfScope={outOfScope}
        offSiteAreas={LOCATIONS_BY_EMIRATE[emirate].map((location) => ({
          location,
          slug: slugify(location),
        }))}
        include={(area) => area.emirate === emirate}
      />
    </PlaceGuideFrame>
  );
}

/** /dubai, /abu-dhabi … /umm-al-quwain: one page for the seven emirates, chosen by the path. */
export default function EmiratePage() {
  const [path] = useLocation();
  const locale = useLocale();
  const emirate = EMIRATES.find((e) => `/${emirateSlug(e)}` === path.replace(/\/$/, ""));
  const found = emirate && findEmirateGuide(emirate, locale);
  if (!emirate || !found) return <NotFoundPage />;
  return (
    <EmirateGuidePage
      key={`${emirate}-${found.language}`}
      emirate={emirate}
      guide={found.guide}
      englishOnly={found.language !== locale}
    />
  );
}
