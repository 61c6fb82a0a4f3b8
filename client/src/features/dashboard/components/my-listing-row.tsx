import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { listingFreshness } from "@shared/listing-freshness";
import { listingText } from "@shared/listing-text";
import { emirateNameOf, locationName } from "@shared/localised-names";
import { responsiveImageProps } from "@shared/media";
import type { MyModerationNotice } from "@shared/moderation";
import type { MyListing } from "@shared/my-listing";
import { useLocale } from "@/lib/i18n";
import { ListingFeaturing } from "./listing-featuring";
import { ListingFreshness } from "./listing-freshness";
import { ListingRowActions } from "./listing-row-actions";
import { ListingRowBadges } from "./listing-row-badges";
import { ListingRowCounts } from "./listing-row-counts";
import { ModerationNotices } from "./moderation-notices";

/** One of the owner's listings on the dashboard: how it is doing, and what they can do with it. */
export function MyListingRow({
  listing,
  notices = [],
}: {
  listing: MyListing;
  /** Moderators' messages about this listing (docs/decisions/0050). */
  notices?: MyModerationNotice[];
}) {
  const { t } = useLingui();
  const locale = useLocale();
  // The Arabic title on Arabic pages when the owner gave one, else the title as written (decision 0044).
  const { title, lang: titleLang } = listingText(listing, locale);
  const { days, state } = listingFreshness(listing.confirmedAt);
  const place = t`${locationName(listing.location, locale)}, ${emirateNameOf(listing.emirate, locale)}`;

  return (
    <article
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:flex-row"
      aria-labelledby={`listing-${listing.id}`}
    >
      <Link
        href={`/property/${listing.id}`}
        className="relative block h-40 w-full shrink-0 overflow-hidden rounded-lg bg-muted sm:h-32 sm:w-48"
        tabIndex={-1}
        aria-hidden="true"
      >
        <img
          {...responsiveImageProps(listing.imageUrl, "(min-width: 640px) 192px, 100vw")}
          alt=""
          className="size-full object-cover"
          loading="lazy"
          decoding="async"
        />
      </Link>
      <div className="min-w-0 flex-1 space-y-2">
        <ListingRowBadges listing={listing} state={state} />
        <h3 id={`listing-${listing.id}`} className="font-semibold leading-snug">
          <Link href={`/property/${listing.id}`} className="hover:underline" lang={titleLang} dir="auto">
            {title}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">{place}</p>
        <ListingRowCounts listing={listing} />
        <ListingFreshness status={listing.status} state={state} days={days} />
        <ModerationNotices notices={notices} />
        <ListingFeaturing listing={listing} />
        <ListingRowActions listing={listing} />
      </div>
    </article>
  );
}
