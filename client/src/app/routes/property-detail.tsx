import { usePrefetchQuery } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { useParams } from "wouter";
import type { Listing } from "@shared/listing";
import { PUBLIC_STATUSES } from "@shared/listing-options";
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
import { ShareButton } from "@/features/listing-detail/components/share-button";
import { SimilarListings } from "@/features/listing-detail/components/similar-listings";
import {
  listingImageUrl,
  listingJsonLd,
  listingMetaDescription,
  listingPath,
} from "@/features/listing-detail/listing-meta";
import type { AreaUnit } from "@shared/format";
import { PURPOSE_TEXT } from "@/features/listing-detail/listing-text";
import { PropertyCard } from "@/features/listings/components/property-card";
import { useAuth } from "@/lib/auth";
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
  useHttpStatus(404);
  usePageMeta({
    title: "Property not found",
    description: "This listing does not exist or is no longer on the market.",
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

function ListingView({ listing }: { listing: Listing }) {
  const site = useSite();
  const { user, isLoading: userLoading } = useAuth();
  const [unit, setUnit] = useState<AreaUnit>("sqft");
  const path = listingPath(listing.id);
  const isPublic = (PUBLIC_STATUSES as readonly string[]).includes(listing.status);
  usePageMeta({
    title: listing.title,
    description: listingMetaDescription(listing),
    keywords: [
      `${listing.propertyType.toLowerCase()} ${listing.priceType === "sale" ? "for sale" : "for rent"} ${listing.location}`,
      `${listing.location} property`,
      `${listing.emirate} real estate`,
    ],
    path,
    image: listingImageUrl(listing, site),
    // The owner's preview of a draft or a sold listing is not a page for search engines.
    noindex: !isPublic,
    jsonLd: listingJsonLd(listing, site),
  });
  // Counted once the page runs in a browser, and not when the owner looks at their own listing.
  useRecordView(!userLoading && user?.id !== listing.ownerId ? listing.id : undefined);

  const subject = `${listing.propertyType.toLowerCase()} in ${listing.location}`;
  const recipient = listing.agent?.name ?? "the owner";
  const statusBadge =
    listing.status === "under-offer" ? "Under offer" : isPublic ? undefined : `Not public: ${listing.status}`;

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
                <ShareButton title={listing.title} url={`${site.baseUrl}${path}`} />
              </>
            }
          />
        </div>
        <div className="lg:col-start-1">
          <ListingGallery
            images={listing.images}
            subject={subject}
            overlay={
              <>
                {listing.featured === 1 && <Badge variant="featured">Featured</Badge>}
                {listing.isSample && <Badge variant="sample">Sample Listing</Badge>}
                {statusBadge && <Badge variant="secondary">{statusBadge}</Badge>}
                <Badge variant="default">{PURPOSE_TEXT[listing.priceType]}</Badge>
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
          aria-label="Contact"
          className="space-y-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-7 lg:row-start-1 lg:self-start"
        >
          <AgentCard listing={listing} listingUrl={`${site.baseUrl}${path}`} />
          <section aria-labelledby="enquiry-heading" className="rounded-xl border p-4">
            <h2 id="enquiry-heading" className="mb-3 text-lg font-semibold">
              Ask about this property
            </h2>
            {isPublic ? (
              <EnquiryForm listingId={listing.id} listingTitle={listing.title} recipient={recipient} />
            ) : (
              <p className="text-sm text-muted-foreground">
                Visitors can send enquiries while the listing is published.
              </p>
            )}
          </section>
        </aside>
        <div className="space-y-6 lg:col-start-1">
          <ListingDescription listing={listing} />
        </div>
        <div className="lg:col-start-1">
          <AllInCost listing={listing} />
        </div>
        <div className="lg:col-start-1">
          <Suspense fallback={null}>
            <PriceHistory listing={listing} />
          </Suspense>
        </div>
      </div>
      <Suspense fallback={<p className="text-muted-foreground">Loading similar properties...</p>}>
        <SimilarListings listingId={listing.id} Card={PropertyCard} />
      </Suspense>
    </div>
  );
}
