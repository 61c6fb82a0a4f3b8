import { Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, FileCheck2, ShieldCheck } from "lucide-react";
import type { Listing } from "@shared/listing";
import { PERMIT_REQUIRED_EMIRATES } from "@shared/listing-options";
import { formatDate } from "@shared/format";
import { useFormatLocale } from "@/lib/i18n";
import { IconFact } from "./icon-fact";
import { ListingVerification } from "./listing-verification";
import { confirmedAvailableText, permitName } from "../listing-text";

/**
 * What makes the listing trustworthy: the regulator's advertising permit, the agent's BRN, when the
 * owner last confirmed it is still available, and what its verification means.
 */
export function ListingCompliance({ listing }: { listing: Listing }) {
  const { t, i18n } = useLingui();
  const formatLocale = useFormatLocale();
  const permitRequired = (PERMIT_REQUIRED_EMIRATES as readonly string[]).includes(listing.emirate);
  return (
    <section aria-labelledby="compliance-heading" className="rounded-xl border bg-secondary/40 p-4">
      <h2 id="compliance-heading" className="sr-only">
        <Trans>Permit, verification and availability</Trans>
      </h2>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <IconFact icon={<BadgeCheck />} iconClassName="text-primary" label={t`Availability`}>
          {/* The day count depends on the clock: a render a second apart may differ at midnight, and
              hydration keeps the server's text until the next render. */}
          <time
            dateTime={listing.confirmedAt}
            title={formatDate(listing.confirmedAt, undefined, formatLocale)}
          >
            {confirmedAvailableText(i18n, listing.confirmedAt)}
          </time>
        </IconFact>
        <IconFact
          icon={<FileCheck2 />}
          iconClassName="text-primary"
          label={permitName(i18n, listing.emirate)}
        >
          {listing.permitNumber ? (
            <bdi translate="no">{listing.permitNumber}</bdi>
          ) : permitRequired ? (
            <Trans>Needed before publishing</Trans>
          ) : (
            <Trans>Not required in this emirate</Trans>
          )}
        </IconFact>
        <IconFact icon={<ShieldCheck />} iconClassName="text-primary" label={t`Agent BRN`}>
          {listing.agent?.brn ? (
            <bdi translate="no">{listing.agent.brn}</bdi>
          ) : (
            <Trans>Listed by the owner</Trans>
          )}
        </IconFact>
      </dl>
      <ListingVerification listing={listing} />
    </section>
  );
}
