import { Trans } from "@lingui/react/macro";
import type { ComponentType } from "react";
import type { ListingSummary } from "@shared/listing";
import { useSimilarListings } from "../api/get-similar-listings";

interface SimilarListingsProps {
  listingId: number;
  /** The site's listing card (passed in: features do not import each other). */
  Card: ComponentType<{ listing: ListingSummary }>;
}

/** Up to six listings of the same purpose and emirate at a similar price. */
export function SimilarListings({ listingId, Card }: SimilarListingsProps) {
  const { data: listings } = useSimilarListings(listingId);
  if (!listings.length) return null;
  return (
    <section aria-labelledby="similar-heading" className="space-y-4">
      <h2 id="similar-heading" className="text-2xl font-semibold">
        <Trans>Similar properties</Trans>
      </h2>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {listings.map((listing) => (
          <Card key={listing.id} listing={listing} />
        ))}
      </div>
    </section>
  );
}
