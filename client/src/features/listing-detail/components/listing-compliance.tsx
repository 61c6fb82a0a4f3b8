import { BadgeCheck, FileCheck2, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import type { Listing } from "@shared/listing";
import { PERMIT_REQUIRED_EMIRATES } from "@shared/listing-options";
import { formatDate } from "@shared/format";
import { confirmedAvailableText, permitName } from "../listing-text";

/**
 * What makes the listing trustworthy: the regulator's advertising permit, the agent's BRN and when the
 * owner last confirmed it is still available.
 */
export function ListingCompliance({ listing }: { listing: Listing }) {
  const permitRequired = (PERMIT_REQUIRED_EMIRATES as readonly string[]).includes(listing.emirate);
  return (
    <section aria-labelledby="compliance-heading" className="rounded-xl border bg-secondary/40 p-4">
      <h2 id="compliance-heading" className="sr-only">
        Permit and availability
      </h2>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <Item icon={<BadgeCheck />} label="Availability">
          {/* The day count depends on the clock; a render a second apart may differ at midnight. */}
          <time
            dateTime={listing.confirmedAt}
            title={formatDate(listing.confirmedAt)}
            suppressHydrationWarning
          >
            {confirmedAvailableText(listing.confirmedAt)}
          </time>
        </Item>
        <Item icon={<FileCheck2 />} label={permitName(listing.emirate)}>
          {listing.permitNumber ??
            (permitRequired ? "Needed before publishing" : "Not required in this emirate")}
        </Item>
        <Item icon={<ShieldCheck />} label="Agent BRN">
          {listing.agent?.brn ?? "Listed by the owner"}
        </Item>
      </dl>
    </section>
  );
}

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative pl-6">
      <dt className="text-muted-foreground">
        <span className="absolute left-0 top-0.5 text-primary [&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
