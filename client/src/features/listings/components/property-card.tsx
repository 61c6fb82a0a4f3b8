import { Bath, BedDouble, MapPin, Ruler } from "lucide-react";
import { Link } from "wouter";
import { formatArea, formatPrice } from "@/lib/format";
import type { ListingSummary } from "../api/get-listings";

/** The listing card of SPEC.md §3. */
export function PropertyCard({ listing }: { listing: ListingSummary }) {
  return (
    <article className="group relative overflow-hidden rounded-xl border bg-card shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[3/2] bg-muted">
        <img
          src={listing.imageUrl}
          alt={`${listing.propertyType} in ${listing.location}`}
          width={600}
          height={400}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
        <span className="absolute left-3 top-3 rounded-md bg-primary px-2 py-1 text-sm font-semibold text-primary-foreground">
          {formatPrice(listing.price, listing.priceType)}
        </span>
        <div className="absolute right-3 top-3 flex flex-col items-end gap-1">
          {listing.featured === 1 && (
            <span className="rounded-md bg-amber-400 px-2 py-0.5 text-xs font-semibold text-amber-950">
              Featured
            </span>
          )}
          {listing.isSample && (
            <span className="rounded-md bg-black px-2 py-0.5 text-xs font-semibold text-white">
              Sample Listing
            </span>
          )}
        </div>
      </div>
      <div className="space-y-2 p-4">
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin className="size-4" aria-hidden="true" />
          {listing.location}, {listing.emirate}
        </p>
        <h3 className="line-clamp-2 font-semibold leading-snug">
          <Link
            href={`/property/${listing.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {listing.title}
          </Link>
        </h3>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {listing.category === "residential" && (
            <>
              <li className="flex items-center gap-1">
                <BedDouble className="size-4" aria-hidden="true" />
                {listing.beds === 0 ? "Studio" : `${listing.beds} beds`}
              </li>
              <li className="flex items-center gap-1">
                <Bath className="size-4" aria-hidden="true" />
                {listing.baths} baths
              </li>
            </>
          )}
          <li className="flex items-center gap-1">
            <Ruler className="size-4" aria-hidden="true" />
            {formatArea(listing.sqft)}
          </li>
        </ul>
        <div className="flex items-center justify-between pt-1 text-xs">
          <span className="rounded-full bg-secondary px-2 py-0.5 font-medium text-secondary-foreground">
            {listing.propertyType}
          </span>
          <span className="font-medium text-muted-foreground">
            {listing.priceType === "sale" ? "For Sale" : "For Rent"}
          </span>
        </div>
      </div>
    </article>
  );
}
