import { Trans } from "@lingui/react/macro";
import { BadgeCheck, CircleHelp } from "lucide-react";
import type { Listing } from "@shared/listing";
import { formatDate } from "@shared/format";
import { useFormatLocale } from "@/lib/i18n";

/**
 * What the listing's badge means, in words on the page (docs/decisions/0051-duplicate-and-fraud-signals.md):
 * what was checked, by whom, and what was not. Every real listing says where it stands, so a missing badge
 * reads as "not checked", never as nothing. Sample listings have their own notice.
 */
export function ListingVerification({ listing }: { listing: Pick<Listing, "verification" | "isSample"> }) {
  const formatLocale = useFormatLocale();
  if (listing.isSample) return null;
  const { verification } = listing;
  const Icon = verification ? BadgeCheck : CircleHelp;
  return (
    <div id="listing-verification" className="mt-3 flex items-start gap-2 border-t pt-3 text-sm">
      <Icon
        className={verification ? "mt-0.5 size-4 shrink-0 text-emerald-700" : "mt-0.5 size-4 shrink-0"}
        aria-hidden="true"
      />
      {verification?.method === "moderator" ? (
        <p>
          <Trans>
            <strong>Verified</strong>: our moderators checked this listing on{" "}
            {formatDate(verification.verifiedAt, undefined, formatLocale)}, its permit with the regulator and
            its photos and details. It stays verified until a review is opened or the permit number changes.
          </Trans>
        </p>
      ) : verification ? (
        <p>
          <Trans>
            <strong>Permit checked</strong>: the permit number has the form of the regulator&apos;s
            advertising permits, no other listing on this site advertises it, and no review of this listing is
            open. We have not looked the permit up with the regulator: scan the QR code on the permit or check
            its number in the regulator&apos;s app.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            <strong>Not verified</strong>: a listing is marked Permit checked when its permit number has the
            form of the regulator&apos;s permits, no other listing here advertises it and no review is open,
            and Verified when our moderators have checked it.
          </Trans>
        </p>
      )}
    </div>
  );
}
