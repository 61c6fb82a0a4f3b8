import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { usePrefetchQuery } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { useParams } from "wouter";
import type { Listing } from "@shared/listing";
import { listingText } from "@shared/listing-text";
import { PUBLIC_STATUSES } from "@shared/listing-options";
import { emirateNameOf, locationName, propertyTypeName } from "@shared/localised-names";
import { ListingMiniMap } from "@/components/map/mini-map";
import { Badge } from "@/components/ui/badge";
import { getPriceHistoryQueryOptions } from "@/features/listing-detail/api/get-price-history";
import { getSimilarListingsQueryOptions } from "@/features/listing-detail/api/get-similar-listings";
import { useListing } from "@/features/listing-detail/api/get-listing";
import { useRecordView } from "@/features/listing-detail/api/record-view";
import { AgentCard } from "@/features/listing-detail/components/agent-card";
import { AllInCost } from "@/features/listing-detail/components/all-in-cost";
import { ListingBreadcrumbs } from "@/features/listing-detail/components/listing-breadcrumbs";
import { EnquiryForm } from "@/features/listing-detail/components/enquiry-form";
import { ListingCompliance } from "@/features/listing-detail/components/listing-compliance";
import { ListingDescription } from "@/features/listing-detail/components/listing-description";
import { ListingGallery } from "@/features/listing-detail/components/listing-gallery";
import { ListingNotFound } from "@/features/listing-detail/components/listing-not-found";
import { ListingKeyFacts } from "@/features/listing-detail/components/listing-key-facts";
import { ListingTitle } from "@/features/listing-detail/components/listing-title";
import { PriceHistory } from "@/features/listing-detail/components/price-history";
import { SampleNotice } from "@/features/listing-detail/components/sample-notice";
import { SaveButton } from "@/features/listings/components/save-button";
import { ReportListing } from "@/features/listing-detail/components/report-listing";
import { ShareButton } from "@/features/listing-detail/components/share-button";
import { SimilarListings } from "@/features/listing-detail/components/similar-listings";
import {
  listingImageUrl,
  listingJsonLd,
  listingKeywords,
  listingMetaDescription,
  listingPath,
} from "@/features/listing-detail/listing-meta";
import type { AreaUnit } from "@shared/format";
import { LISTING_PURPOSE_LABELS, LISTING_STATUS_LABELS } from "@shared/option-labels";
import { ListingBadges } from "@/features/listings/components/listing-badges";
import { PropertyCard } from "@/features/listings/components/property-card";
import { useAuth } from "@/lib/auth";
import { useLocale, useLocalisedPath } from "@/lib/i18n";
import { useHttpStatus } from "@/lib/render-context";
import { usePageMeta } from "@/lib/seo";
import { useSite } from "@/lib/site";

const MAX_ID = 2_147_483_647;

function parseId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

export default function PropertyDetailPage() {
  const params = useParams<{ id: string }>();
  const id = parseId(params.id);
  return id === undefined ? <NotFound /> : <PropertyDetail key={id} id={id} />;
}

function NotFound() {
  const { t } = useLingui();
  useHttpStatus(404);
  usePageMeta({
    title: t`Property not found`,
    description: t`This listing does not exist or is no longer on the market.`,
    noindex: true,
  });
  return <ListingNotFound />;
}

function PropertyDetail({ id }: { id: number }) {
  // Start the page's other reads now, so the server waits for all three at once, not one after another.
  usePrefetchQuery(getSimilarListingsQueryOptions(id));
  usePrefetchQuery(getPriceHistoryQueryOptions(id));
  const { data: listing } = useListing(id);
  return listing ? <ListingView listing={listing} /> : <NotFound />;
}

/** A listing that search engines do not see: the owner's preview of a draft, or one sold, rented or archived. */
function notPublicText(i18n: I18n, status: Listing["status"]): string {
  switch (status) {
    case "draft":
      return i18n._(msg`Not public: draft`);
    case "sold":
      return i18n._(msg`Not public: sold`);
    case "rented":
      return i18n._(msg`Not public: rented`);
    case "archived":
      return i18n._(msg`Not public: archived`);
    case "hidden":
      return i18n._(msg`Not public: hidden while moderators review reports`);
    case "removed":
      return i18n._(msg`Not public: removed by moderators`);
    default:
      return i18n._(msg`Not public: ${status}`);
  }
}

function ListingView({ listing }: { listing: Listing }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const site = useSite();
  const { user, isLoading: userLoading } = useAuth();
  const [unit, setUnit] = useState<AreaUnit>("sqft");
  const path = listingPath(listing.id);
  // The address people share or copy: this page in its language.
  const pageUrl = `${site.baseUrl}${useLocalisedPath(path)}`;
  const isPublic = (PUBLIC_STATUSES as readonly string[]).includes(listing.status);
  // The owner's words in the reader's language when they gave them, else as written (decision 0044).
  const shown = listingText(listing, locale);
  usePageMeta({
    title: shown.title,
    description: listingMetaDescription(i18n, listing),
    keywords: listingKeywords(i18n, listing),
    path,
    image: listingImageUrl(listing, site),
    // The owner's preview of a draft or a sold listing is not a page for search engines.
    noindex: !isPublic,
    jsonLd: listingJsonLd(i18n, listing, site),
  });
  // Counted once the page runs in a browser, and not when the owner looks at their own listing.
  useRecordView(!userLoading && user?.id !== listing.ownerId ? listing.id : undefined);

  const type =
    locale === "en" ? listing.propertyType.toLowerCase() : propertyTypeName(listing.propertyType, locale);
  const place = locationName(listing.location, locale);
  const subject = t`${type} in ${place}`;
  const statusBadge =
    listing.status === "under-offer"
      ? i18n._(LISTING_STATUS_LABELS["under-offer"])
      : isPublic
        ? undefined
        : notPublicText(i18n, listing.status);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <ListingBreadcrumbs listing={listing} />
      {listing.isSample && <SampleNotice />}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="lg:col-start-1">
          <ListingTitle
            listing={listing}
            unit={unit}
            actions={
              <>
                <SaveButton listingId={listing.id} />
                <ShareButton title={shown.title} url={pageUrl} />
              </>
            }
          />
        </div>
        <div className="lg:col-start-1">
          <ListingGallery
            images={listing.images}
            videoUrl={listing.videoUrl}
            tourUrl={listing.tourUrl}
            subject={subject}
            overlay={
              <>
                <ListingBadges listing={listing} />
                {statusBadge && <Badge variant="secondary">{statusBadge}</Badge>}
                <Badge variant="default">{i18n._(LISTING_PURPOSE_LABELS[listing.priceType])}</Badge>
              </>
            }
          />
        </div>
        <div className="lg:col-start-1">
          <ListingKeyFacts listing={listing} unit={unit} onUnitChange={setUnit} />
        </div>
        <div className="lg:col-start-1">
          <ListingCompliance listing={listing} />
        </div>
        {/* Contact comes right after the facts on a phone; beside everything, and sticky, on a desktop. */}
        <aside
          aria-label={t`Contact`}
          className="space-y-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-7 lg:row-start-1 lg:self-start"
        >
          <AgentCard listing={listing} listingUrl={pageUrl} />
          <section aria-labelledby="enquiry-heading" className="rounded-xl border p-4">
            <h2 id="enquiry-heading" className="mb-3 text-lg font-semibold">
              <Trans>Ask about this property</Trans>
            </h2>
            {isPublic ? (
              <EnquiryForm
                listingId={listing.id}
                listingTitle={shown.title}
                recipient={listing.agent?.name ?? null}
              />
            ) : (
              <p className="text-sm text-muted-foreground">
                <Trans>Visitors can send enquiries while the listing is published.</Trans>
              </p>
            )}
          </section>
          {/* Anyone but the owner can report a public listing (docs/decisions/0050). */}
          {isPublic && (userLoading || user?.id !== listing.ownerId) && (
            <div className="flex justify-end">
              <ReportListing listingId={listing.id} />
            </div>
          )}
        </aside>
        <div className="space-y-6 lg:col-start-1">
          <ListingDescription listing={listing} />
        </div>
        <div className="lg:col-start-1">
          <AllInCost listing={listing} />
        </div>
        {listing.latitude !== null && listing.longitude !== null && (
          <div className="lg:col-start-1">
            <ListingMiniMap
              latitude={listing.latitude}
              longitude={listing.longitude}
              place={`${locationName(listing.location, locale)}, ${emirateNameOf(listing.emirate, locale)}`}
              searchPath={listing.priceType === "rent" ? "/rent" : "/buy"}
            />
          </div>
        )}
        <div className="lg:col-start-1">
          <Suspense fallback={null}>
            <PriceHistory listing={listing} />
          </Suspense>
        </div>
      </div>
      <Suspense
        fallback={
          <p className="text-muted-foreground">
            <Trans>Loading similar properties...</Trans>
          </p>
        }
      >
        <SimilarListings listing={listing} Card={PropertyCard} />
      </Suspense>
    </div>
  );
}
