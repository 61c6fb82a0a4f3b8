import { BadgeCheck, FileCheck2, ShieldCheck } from "lucide-react";
import { PERMIT_REQUIRED_EMIRATES, type Listing } from "@shared/listing";
import { confirmedAvailableText, formatDate, permitName } from "../listing-text";

/**
 * What makes the listing trustworthy: the regulator's advertising permit, the agent's BRN and when the
 * owner last confirmed it is still available.
 */
export function ListingCompliance({ listing }: { listing: Listing }) {
  const brn = listing.agent?.brn;
  return (
    <section aria-labelledby="compliance-heading" className="rounded-xl border bg-secondary/40 p-4">
      <h2 id="compliance-heading" className="sr-only">
        Permit and availability
      </h2>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div className="flex items-start gap-2">
          <BadgeCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <dt className="text-muted-foreground">Availability</dt>
            <dd className="font-medium">
              {/* The day count depends on the clock; a render a second apart may differ at midnight. */}
              <time
                dateTime={listing.confirmedAt}
                title={formatDate(listing.confirmedAt)}
                suppressHydrationWarning
              >
                {confirmedAvailableText(listing.confirmedAt)}
              </time>
            </dd>
          </div>
        </div>
        <div className="flex items-start gap-2">
          <FileCheck2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <dt className="text-muted-foreground">{permitName(listing.emirate)}</dt>
            <dd className="font-medium">
              {listing.permitNumber ??
                ((PERMIT_REQUIRED_EMIRATES as readonly string[]).includes(listing.emirate)
                  ? "Needed before publishing"
                  : "Not required in this emirate")}
            </dd>
          </div>
        </div>
        <div className="flex items-start gap-2">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <dt className="text-muted-foreground">Agent BRN</dt>
            <dd className="font-medium">{brn ?? "Listed by the owner"}</dd>
          </div>
        </div>
      </dl>
    </section>
  );
}
