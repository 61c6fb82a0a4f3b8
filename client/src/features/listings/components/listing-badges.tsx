import { Trans } from "@lingui/react/macro";
import { BadgeCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { ListingSummary } from "@shared/listing";

/**
 * The badges a listing carries wherever it is shown (its card, its page's gallery): Featured while a plan
 * runs, said to be a paid ad in the same badge (decision 0067: every paid placement is labelled; the ranking
 * rule is at /how-results-are-ordered), Sample Listing for demonstration data, and its verification
 * (docs/decisions/0051, 0056): a green "Verified" with a check when a moderator checked it; a neutral "Permit
 * format checked" (no check, no green) when only its permit number's form was checked, since a green check
 * reads as the regulator's confirmation. The page says what each means in words (ListingVerification); these
 * are the short forms.
 */
export function ListingBadges({
  listing,
}: {
  listing: Pick<ListingSummary, "featured" | "isSample" | "verification">;
}) {
  return (
    <>
      {listing.featured === 1 && (
        <Badge variant="featured" className="gap-1">
          <span>
            <Trans>Featured</Trans>
          </span>
          <span aria-hidden="true">·</span>
          <span className="font-normal">
            <Trans>Paid ad</Trans>
          </span>
        </Badge>
      )}
      {listing.isSample && (
        <Badge variant="sample">
          <Trans>Sample Listing</Trans>
        </Badge>
      )}
      {listing.verification?.method === "moderator" && (
        <Badge variant="verified" className="gap-1">
          <BadgeCheck className="size-3.5" aria-hidden="true" />
          <Trans>Verified</Trans>
        </Badge>
      )}
      {listing.verification?.method === "permit-rule" && (
        <Badge variant="checked">
          <Trans>Permit format checked</Trans>
        </Badge>
      )}
    </>
  );
}
