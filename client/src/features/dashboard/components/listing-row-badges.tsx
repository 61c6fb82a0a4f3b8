import { Trans, useLingui } from "@lingui/react/macro";
import { formatPrice } from "@shared/format";
import type { FreshnessState } from "@shared/listing-freshness";
import type { MyListing } from "@shared/my-listing";
import { LISTING_STATUS_LABELS } from "@shared/option-labels";
import { Badge } from "@/components/ui/badge";
import { useFormatLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { FRESHNESS_BADGE, ON_MARKET } from "./listing-freshness";
import { STATUS_STYLES } from "./listing-status";

/** The listing's status, a freshness warning when it has one, "Featured" and the price, in one line. */
export function ListingRowBadges({ listing, state }: { listing: MyListing; state: FreshnessState }) {
  const { i18n } = useLingui();
  const formatLocale = useFormatLocale();
  const freshnessBadge =
    ON_MARKET.includes(listing.status) && state !== "fresh" ? FRESHNESS_BADGE[state] : null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className={cn("rounded-md px-2 py-0.5 text-xs font-semibold", STATUS_STYLES[listing.status])}>
        {i18n._(LISTING_STATUS_LABELS[listing.status])}
      </span>
      {freshnessBadge && (
        <span className={cn("rounded-md px-2 py-0.5 text-xs font-semibold", freshnessBadge.style)}>
          {i18n._(freshnessBadge.label)}
        </span>
      )}
      {listing.featured === 1 && (
        <Badge variant="featured">
          <Trans>Featured</Trans>
        </Badge>
      )}
      <bdi className="text-sm font-semibold">
        {formatPrice(listing.price, listing.priceType, formatLocale)}
      </bdi>
    </div>
  );
}
