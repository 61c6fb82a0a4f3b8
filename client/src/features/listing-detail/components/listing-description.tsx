import { Check } from "lucide-react";
import type { Listing } from "@shared/listing";

/** The owner's description, paragraph by paragraph, and the amenities. */
export function ListingDescription({ listing }: { listing: Listing }) {
  const paragraphs = listing.description.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <>
      <section aria-labelledby="description-heading" className="space-y-3">
        <h2 id="description-heading" className="text-xl font-semibold">
          About this property
        </h2>
        <div className="space-y-3 leading-relaxed text-foreground/90">
          {paragraphs.map((paragraph, i) => (
            <p key={i} className="whitespace-pre-line">
              {paragraph.trim()}
            </p>
          ))}
        </div>
      </section>
      {listing.amenities.length > 0 && (
        <section aria-labelledby="amenities-heading" className="space-y-3">
          <h2 id="amenities-heading" className="text-xl font-semibold">
            Amenities
          </h2>
          <ul className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
            {listing.amenities.map((amenity) => (
              <li key={amenity} className="flex items-center gap-2">
                <Check className="size-4 shrink-0 text-primary" aria-hidden="true" />
                {amenity}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
