import { Trans, useLingui } from "@lingui/react/macro";
import { Bath, BedDouble, Building2, CalendarCheck, MapPin, Ruler, Sofa, Tag } from "lucide-react";
import type { ReactNode } from "react";
import type { Listing } from "@shared/listing";
import { areaUnitText, formatArea, type AreaUnit } from "@shared/format";
import { emirateNameOf, locationName, propertyTypeName } from "@shared/localised-names";
import { useFormatLocale, useLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { IconFact } from "./icon-fact";
import { COMPLETION_LABELS, FURNISHING_LABELS, LISTING_PURPOSE_LABELS } from "@shared/option-labels";
import { bathsText, bedsText } from "../listing-text";

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
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const residential = listing.category === "residential";
  return (
    <div>
      <div className="rounded-xl border p-4">
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2 className="text-lg font-semibold">
            <Trans>Key facts</Trans>
          </h2>
          <div role="group" aria-label={t`Area unit`} className="inline-flex rounded-md border p-0.5 text-sm">
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
                {areaUnitText(option, formatLocale)}
              </button>
            ))}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
          {residential && (
            <>
              <Fact icon={<BedDouble />} label={t`Bedrooms`} value={bedsText(i18n, listing.beds)} />
              <Fact icon={<Bath />} label={t`Bathrooms`} value={bathsText(i18n, listing.baths)} />
            </>
          )}
          <Fact
            icon={<Ruler />}
            label={t`Size`}
            value={<bdi>{formatArea(listing.sqft, unit, formatLocale)}</bdi>}
          />
          <Fact icon={<Building2 />} label={t`Type`} value={propertyTypeName(listing.propertyType, locale)} />
          <Fact icon={<Tag />} label={t`Purpose`} value={i18n._(LISTING_PURPOSE_LABELS[listing.priceType])} />
          <Fact icon={<Sofa />} label={t`Furnishing`} value={i18n._(FURNISHING_LABELS[listing.furnished])} />
          <Fact
            icon={<CalendarCheck />}
            label={t`Completion`}
            value={i18n._(COMPLETION_LABELS[listing.completionStatus])}
          />
          <Fact icon={<MapPin />} label={t`Location`} value={locationName(listing.location, locale)} />
          <Fact icon={<MapPin />} label={t`Emirate`} value={emirateNameOf(listing.emirate, locale)} />
        </dl>
      </div>
    </div>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <IconFact icon={icon} label={label}>
      {value}
    </IconFact>
  );
}
