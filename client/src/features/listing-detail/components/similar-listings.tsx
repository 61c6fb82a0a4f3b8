import { useLingui } from "@lingui/react/macro";
import type { ComponentType } from "react";
import type { Category, ListingSummary } from "@shared/listing";
import type { Emirate } from "@shared/locations";
import { emirateName, locationName } from "@shared/localised-names";
import { useLocale } from "@/lib/i18n";
import { useSimilarListings } from "../api/get-similar-listings";

interface SimilarListingsProps {
  /** The listing the page shows: its id, community, emirate and category. */
  listing: { id: number; location: string; emirate: Emirate; category: Category };
  /** The site's listing card (passed in: features do not import each other). */
  Card: ComponentType<{ listing: ListingSummary }>;
}

/**
 * Up to six comparable homes (docs/decisions/0048-similar-listings-and-zero-results.md): the same community
 * first, filled from the rest of the emirate when it has too few. The heading says which: "Similar homes in
 * Dubai Marina" when every one is in the listing's community, "Similar homes in Dubai" otherwise (offices,
 * shops and warehouses are "properties").
 */
export function SimilarListings({ listing, Card }: SimilarListingsProps) {
  const { data: listings } = useSimilarListings(listing.id);
  const { t } = useLingui();
  const locale = useLocale();
  if (!listings.length) return null;
  const inCommunity = listings.every((similar) => similar.location === listing.location);
  const place = inCommunity ? locationName(listing.location, locale) : emirateName(listing.emirate, locale);
  return (
    <section aria-labelledby="similar-heading" className="space-y-4">
      <h2 id="similar-heading" className="text-2xl font-semibold">
        {listing.category === "commercial" ? t`Similar properties in ${place}` : t`Similar homes in ${place}`}
      </h2>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {listings.map((similar) => (
          <Card key={similar.id} listing={similar} />
        ))}
      </div>
    </section>
  );
}
