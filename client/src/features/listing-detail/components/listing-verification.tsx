import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, CircleHelp, Info } from "lucide-react";
import type { Listing } from "@shared/listing";
import { formatDate } from "@shared/format";
import type { Emirate } from "@shared/locations";
import { useFormatLocale } from "@/lib/i18n";

/**
 * The regulator a permit is checked against, as UAE portals name it in each language: DLD / دائرة
 * الأراضي والأملاك issues Dubai's Trakheesi permits (shared/trust-signals.ts, PERMIT_REGULATORS).
 */
const REGULATOR_NAMES: Partial<Record<Emirate, MessageDescriptor>> = {
  Dubai: msg`DLD`,
  "Abu Dhabi": msg`ADREC`,
};

/**
 * What the listing's badge means, in words on the page (docs/decisions/0051-duplicate-and-fraud-signals.md,
 * 0056-permit-wording-and-qr.md): what was checked, by whom, and what was not. A format check is never
 * worded or styled as a verification: it says it is not yet confirmed with the regulator, with a neutral
 * icon. Every real listing says where it stands, so a missing badge reads as "not checked", never as
 * nothing. Sample listings have their own notice. The permit's QR code follows when the lister gave it.
 */
export function ListingVerification({
  listing,
}: {
  listing: Pick<Listing, "verification" | "isSample" | "emirate" | "permitValidationUrl" | "permitQr">;
}) {
  const { t, i18n } = useLingui();
  const formatLocale = useFormatLocale();
  if (listing.isSample) return null;
  const { verification } = listing;
  const regulatorName = REGULATOR_NAMES[listing.emirate];
  const regulator = regulatorName ? i18n._(regulatorName) : t`the regulator`;
  const Icon = verification?.method === "moderator" ? BadgeCheck : verification ? Info : CircleHelp;
  return (
    <div id="listing-verification" className="mt-3 space-y-3 border-t pt-3 text-sm">
      <div className="flex items-start gap-2">
        <Icon
          className={
            verification?.method === "moderator"
              ? "mt-0.5 size-4 shrink-0 text-emerald-700"
              : "mt-0.5 size-4 shrink-0 text-muted-foreground"
          }
          aria-hidden="true"
        />
        {verification?.method === "moderator" ? (
          <p>
            <Trans>
              <strong>Verified</strong>: our moderators checked this listing on{" "}
              {formatDate(verification.verifiedAt, undefined, formatLocale)}, its permit with the regulator
              and its photos and details. It stays verified until a review is opened or the permit number
              changes.
            </Trans>
          </p>
        ) : verification ? (
          <p>
            <Trans>
              <strong>Permit number format checked, not yet confirmed with {regulator}</strong>: the number
              has the form of {regulator}&apos;s advertising permits, no other listing on this site advertises
              it, and no review of this listing is open. We have not looked the permit up with {regulator}:
              scan the permit&apos;s QR code or check its number in {regulator}&apos;s app.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>
              <strong>Not verified</strong>: a listing shows &quot;Permit format checked&quot; when its permit
              number has the form of the regulator&apos;s permits, no other listing here advertises it and no
              review is open, and Verified when our moderators have checked it.
            </Trans>
          </p>
        )}
      </div>
      {listing.permitQr && listing.permitValidationUrl && (
        <PermitQrCode url={listing.permitValidationUrl} qr={listing.permitQr} regulator={regulator} />
      )}
    </div>
  );
}

/**
 * The permit's QR code as the lister gave it (DLD Trakheesi's validation address), drawn by the server as
 * one SVG path (server/lib/qr-svg.ts): no QR library in the browser. Scanning it, or following the link,
 * opens the permit's record on DLD's own site.
 */
function PermitQrCode({
  url,
  qr,
  regulator,
}: {
  url: string;
  qr: NonNullable<Listing["permitQr"]>;
  regulator: string;
}) {
  const { t } = useLingui();
  return (
    <figure id="permit-qr" className="flex items-center gap-3">
      <svg
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        className="size-28 shrink-0 rounded bg-white"
        role="img"
        aria-label={t`QR code of the advertising permit on ${regulator}'s site`}
        shapeRendering="crispEdges"
      >
        <path d={qr.path} fill="#000" />
      </svg>
      <figcaption className="space-y-1">
        <p>
          <Trans>
            The lister&apos;s advertising permit QR code: scan it to see the permit on {regulator}&apos;s
            site.
          </Trans>
        </p>
        <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="font-medium underline">
          <Trans>Open the permit on {regulator}&apos;s site</Trans>
        </a>
      </figcaption>
    </figure>
  );
}
