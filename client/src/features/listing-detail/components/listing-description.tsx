import { Trans, useLingui } from "@lingui/react/macro";
import { Check } from "lucide-react";
import type { Listing } from "@shared/listing";
import { listingText } from "@shared/listing-text";
import { useLocale } from "@/lib/i18n";
import { amenityText } from "@/lib/amenity-text";
import { isArabicText } from "../listing-text";

/** The owner's description, paragraph by paragraph, and the amenities. */
export function ListingDescription({ listing }: { listing: Listing }) {
  const { i18n } = useLingui();
  // In the reader's language when the owner gave one, else as written, marked with its language.
  const { description, descriptionLang } = listingText(listing, useLocale());
  const paragraphs = description.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <>
      <section aria-labelledby="description-heading" className="space-y-3">
        <h2 id="description-heading" className="text-xl font-semibold">
          <Trans>About this property</Trans>
        </h2>
        <div className="space-y-3 leading-relaxed text-foreground/90" lang={descriptionLang} dir="auto">
          {paragraphs.map((paragraph, i) => (
            <p key={i} className="whitespace-pre-line" dir="auto">
              {paragraph.trim()}
            </p>
          ))}
        </div>
      </section>
      {listing.amenities.length > 0 && (
        <section aria-labelledby="amenities-heading" className="space-y-3">
          <h2 id="amenities-heading" className="text-xl font-semibold">
            <Trans>Amenities</Trans>
          </h2>
          <ul className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
            {listing.amenities.map((amenity) => {
              const { text, translated } = amenityText(i18n, amenity);
              return (
                <li key={amenity} className="flex items-center gap-2">
                  <Check className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  {/* One the owner typed in: their words, in their language. */}
                  {translated ? (
                    text
                  ) : (
                    <span dir="auto" lang={isArabicText(text) ? "ar" : "en"}>
                      {text}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}
