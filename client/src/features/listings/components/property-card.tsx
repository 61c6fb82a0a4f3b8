import { Trans, useLingui } from "@lingui/react/macro";
import { Bath, BedDouble, MapPin, Ruler } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { responsiveImageProps } from "@shared/media";
import { formatArea, formatPrice } from "@shared/format";
import type { ListingSummary } from "@shared/listing";
import { listingText } from "@shared/listing-text";
import { emirateNameOf, locationName, propertyTypeName } from "@shared/localised-names";
import { bathsLabel, bedsLabel } from "@shared/option-labels";
import { FavouriteButton } from "./favourite-button";
import { ListingBadges } from "./listing-badges";

/** The listing card (docs/product.md §Pages); the whole card opens the listing, the heart saves it. */
export function PropertyCard({ listing, priority = false }: { listing: ListingSummary; priority?: boolean }) {
  // Named by its title, price and listing number, so a screen reader's list of articles is not "article,
  // article, …" and two listings alike in title and price (one owner's similar units) still read apart
  // (one listing may show twice on a page, so the ids are per card, not per listing).
  const titleId = useId();
  const priceId = useId();
  const numberId = useId();
  const listingNumber = listing.id;
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const type = propertyTypeName(listing.propertyType, locale);
  const location = locationName(listing.location, locale);
  const emirate = emirateNameOf(listing.emirate, locale);
  // The title in the reader's language when the owner gave one, else as written (decision 0044).
  const title = listingText(listing, locale);
  return (
    <article
      aria-labelledby={`${titleId} ${priceId} ${numberId}`}
      className="group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-ring"
    >
      <div className="relative aspect-[3/2] bg-muted">
        <img
          {...responsiveImageProps(
            listing.imageUrl,
            "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
          )}
          alt={t`${type} in ${location}`}
          width={600}
          height={400}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          className="size-full object-cover"
        />
        <span id={numberId} className="sr-only">
          <Trans>Listing number {listingNumber}</Trans>
        </span>
        <span
          id={priceId}
          className="absolute bottom-3 inset-s-3 rounded-md bg-primary px-2.5 py-1 text-sm font-semibold text-primary-foreground shadow"
        >
          <bdi>{formatPrice(listing.price, listing.priceType, formatLocale)}</bdi>
        </span>
        <div className="absolute inset-s-3 top-3 flex flex-wrap gap-1">
          <ListingBadges listing={listing} />
        </div>
        <FavouriteButton listingId={listing.id} title={title.title} className="absolute inset-e-3 top-3" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">
            <Trans>
              {location}, {emirate}
            </Trans>
          </span>
        </p>
        <h3 id={titleId} lang={title.lang} dir="auto" className="line-clamp-2 font-semibold leading-snug">
          <Link
            href={`/property/${listing.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {title.title}
          </Link>
        </h3>
        <ul
          className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground"
          aria-label={t`Key facts`}
        >
          {listing.category === "residential" && (
            <>
              <li className="flex items-center gap-1">
                <BedDouble className="size-4" aria-hidden="true" />
                {i18n._(bedsLabel(listing.beds))}
              </li>
              <li className="flex items-center gap-1">
                <Bath className="size-4" aria-hidden="true" />
                {i18n._(bathsLabel(listing.baths))}
              </li>
            </>
          )}
          <li className="flex items-center gap-1">
            <Ruler className="size-4" aria-hidden="true" />
            <bdi>{formatArea(listing.sqft, "sqft", formatLocale)}</bdi>
          </li>
        </ul>
        <div className="mt-auto flex items-center justify-between pt-1 text-xs">
          <Badge variant="secondary" className="rounded-full font-medium">
            {type}
          </Badge>
          <span className="font-medium text-muted-foreground">
            {listing.priceType === "sale" ? <Trans>For Sale</Trans> : <Trans>For Rent</Trans>}
          </span>
        </div>
      </div>
    </article>
  );
}

export function PropertyCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border bg-card" aria-hidden="true">
      <div className="aspect-[3/2] animate-pulse bg-muted" />
      <div className="space-y-3 p-4">
        <div className="h-4 w-1/2 animate-pulse rounded bg-muted" />
        <div className="h-5 w-5/6 animate-pulse rounded bg-muted" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
      </div>
    </div>
  );
}

/** What a page of results shows while it loads: a status line and six card skeletons. */
export function ResultsSkeleton({ statusClassName = "" }: { statusClassName?: string }) {
  return (
    <div>
      <p className={cn("text-muted-foreground", statusClassName)} role="status">
        <Trans>Loading properties...</Trans>
      </p>
      <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <PropertyCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
