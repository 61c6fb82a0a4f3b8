import { Bath, BedDouble, Building2, CalendarCheck, MapPin, Ruler, Sofa, Tag } from "lucide-react";
import type { ReactNode } from "react";
import type { Listing } from "@shared/listing";
import { formatArea, type AreaUnit } from "@shared/format";
import { cn } from "@/lib/utils";
import { IconFact } from "./icon-fact";
import { bathsText, bedsText, COMPLETION_TEXT, FURNISHING_TEXT, PURPOSE_TEXT } from "../listing-text";

/** The key facts, with the sqft/m² switch. */
export function ListingKeyFacts({
  listing,
  unit,
  onUnitChange,
}: {
  listing: Listing;
  unit: AreaUnit;
  onUnitChange: (unit: AreaUnit) => void;
}) {
  const residential = listing.category === "residential";
  return (
    <div>
      <div className="rounded-xl border p-4">
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2 className="text-lg font-semibold">Key facts</h2>
          <div role="group" aria-label="Area unit" className="inline-flex rounded-md border p-0.5 text-sm">
            {(["sqft", "sqm"] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={unit === option}
                onClick={() => onUnitChange(option)}
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
    <IconFact icon={icon} label={label}>
      {value}
    </IconFact>
  );
}
