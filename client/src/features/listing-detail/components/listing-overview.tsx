import { Bath, BedDouble, Building2, CalendarCheck, MapPin, Ruler, Sofa, Tag } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { Listing } from "@shared/listing";
import { formatArea, formatPrice } from "@/lib/format";
import { cn } from "@/lib/utils";
import {
  bathsText,
  bedsText,
  COMPLETION_TEXT,
  formatPricePerArea,
  FURNISHING_TEXT,
  PURPOSE_TEXT,
  type AreaUnit,
} from "../listing-text";

/** The page's heading: the listing's title and place, with its actions (save, share) beside them. */
export function ListingTitle({ listing, actions }: { listing: Listing; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-2">
        <h1 className="text-2xl font-bold leading-tight tracking-tight sm:text-3xl">{listing.title}</h1>
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {listing.location}, {listing.emirate}
        </p>
      </div>
      {actions && <div className="flex shrink-0 gap-2">{actions}</div>}
    </div>
  );
}

/** Price and key facts, with the sqft/m² switch that also drives the price per area. */
export function ListingOverview({ listing }: { listing: Listing }) {
  const [unit, setUnit] = useState<AreaUnit>("sqft");
  const residential = listing.category === "residential";
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end gap-x-4 gap-y-1">
        <p className="text-3xl font-bold text-primary" data-testid="listing-price">
          {formatPrice(listing.price, listing.priceType)}
        </p>
        <p className="pb-1 text-sm text-muted-foreground">{formatPricePerArea(listing, unit)}</p>
      </div>

      <div className="rounded-xl border p-4">
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2 className="text-lg font-semibold">Key facts</h2>
          <div role="group" aria-label="Area unit" className="inline-flex rounded-md border p-0.5 text-sm">
            {(["sqft", "sqm"] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={unit === option}
                onClick={() => setUnit(option)}
                className={cn(
                  "rounded px-2.5 py-1 font-medium transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  unit === option
                    ? "bg-primary text-primary-foreground"
                    : "text-muted-foreground hover:bg-muted",
                )}
              >
                {option === "sqft" ? "sqft" : "m²"}
              </button>
            ))}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
          {residential && (
            <>
              <Fact icon={<BedDouble />} label="Bedrooms" value={bedsText(listing.beds)} />
              <Fact icon={<Bath />} label="Bathrooms" value={bathsText(listing.baths)} />
            </>
          )}
          <Fact icon={<Ruler />} label="Size" value={formatArea(listing.sqft, unit)} />
          <Fact icon={<Building2 />} label="Type" value={listing.propertyType} />
          <Fact icon={<Tag />} label="Purpose" value={PURPOSE_TEXT[listing.priceType]} />
          <Fact icon={<Sofa />} label="Furnishing" value={FURNISHING_TEXT[listing.furnished]} />
          <Fact
            icon={<CalendarCheck />}
            label="Completion"
            value={COMPLETION_TEXT[listing.completionStatus]}
          />
          <Fact icon={<MapPin />} label="Location" value={listing.location} />
          <Fact icon={<MapPin />} label="Emirate" value={listing.emirate} />
        </dl>
      </div>
    </div>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-start gap-2">
      <span className="mt-0.5 text-muted-foreground [&_svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-muted-foreground">{label}</dt>
        <dd className="font-medium">{value}</dd>
      </div>
    </div>
  );
}
