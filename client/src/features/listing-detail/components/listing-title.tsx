import { MapPin } from "lucide-react";
import type { ReactNode } from "react";
import type { Listing } from "@shared/listing";
import { formatPrice, type AreaUnit } from "@shared/format";
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
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-2">
        <h1 className="text-2xl font-bold leading-tight tracking-tight sm:text-3xl">{listing.title}</h1>
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {listing.location}, {listing.emirate}
        </p>
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <p className="text-2xl font-bold text-primary sm:text-3xl" data-testid="listing-price">
            {formatPrice(listing.price, listing.priceType)}
          </p>
          <p className="text-sm text-muted-foreground">{formatPricePerArea(listing, unit)}</p>
        </div>
      </div>
      {actions && <div className="flex shrink-0 gap-2">{actions}</div>}
    </div>
  );
}
