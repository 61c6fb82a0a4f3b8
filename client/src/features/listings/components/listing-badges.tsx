import { Trans } from "@lingui/react/macro";
import { BadgeCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { ListingSummary } from "@shared/listing";

/**
 * The badges a listing carries wherever it is shown (its card, its page's gallery): Featured while a plan
 * runs, Sample Listing for demonstration data, and its verification (docs/decisions/0051): "Verified" when
 * a moderator checked it, "Permit checked" when its permit has the regulator's form and no review is open.
 * The page says what each means in words (ListingVerification); these are the short forms.
 */
export function ListingBadges({
  listing,
}: {
  listing: Pick<ListingSummary, "featured" | "isSample" | "verification">;
}) {
  return (
    <>
      {listing.featured === 1 && (
        <Badge variant="featured">
          <Trans>Featured</Trans>
        </Badge>
      )}
      {listing.isSample && (
        <Badge variant="sample">
          <Trans>Sample Listing</Trans>
        </Badge>
      )}
      {listing.verification && (
        <Badge variant="verified" className="gap-1">
          <BadgeCheck className="size-3.5" aria-hidden="true" />
          {listing.verification.method === "moderator" ? (
            <Trans>Verified</Trans>
          ) : (
            <Trans>Permit checked</Trans>
          )}
        </Badge>
      )}
    </>
  );
}
