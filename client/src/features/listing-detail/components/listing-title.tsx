import { useLingui } from "@lingui/react/macro";
import { MapPin } from "lucide-react";
import type { ReactNode } from "react";
import type { Listing } from "@shared/listing";
import { listingText } from "@shared/listing-text";
import { formatPrice, type AreaUnit } from "@shared/format";
import { emirateNameOf, locationName } from "@shared/localised-names";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { formatPricePerArea } from "../listing-text";

/** The page's heading: title, place and price, with the actions (save, share) beside them. */
export function ListingTitle({
  listing,
  unit,
  actions,
}: {
  listing: Listing;
  /** sqft or m², as the key facts' switch sets it: the price per area follows it. */
  unit: AreaUnit;
  actions?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const place = locationName(listing.location, locale);
  const emirate = emirateNameOf(listing.emirate, locale);
  const title = listingText(listing, locale);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-2">
        <h1
          className="text-2xl font-bold leading-tight tracking-tight sm:text-3xl"
          lang={title.lang}
          dir="auto"
        >
          {title.title}
        </h1>
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {t`${place}, ${emirate}`}
        </p>
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <p className="text-2xl font-bold text-primary sm:text-3xl" data-testid="listing-price">
            <bdi>{formatPrice(listing.price, listing.priceType, formatLocale)}</bdi>
          </p>
          <p className="text-sm text-muted-foreground">
            <bdi>{formatPricePerArea(i18n, listing, unit)}</bdi>
          </p>
        </div>
      </div>
      {actions && <div className="flex shrink-0 gap-2">{actions}</div>}
    </div>
  );
}
