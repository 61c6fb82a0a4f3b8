import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, Pencil, Sparkles } from "lucide-react";
import { Link } from "wouter";
import type { MyListing } from "@shared/my-listing";
import { Button } from "@/components/ui/button";
import { DeleteListingButton } from "./delete-listing-button";
import { ON_MARKET } from "./listing-freshness";
import { ForTitle } from "./listing-title";
import { StatusMenu } from "./status-menu";
import { useListingActions } from "./use-listing-actions";

/** The row's buttons: confirm it is still available, edit, upgrade, change the status, delete. */
export function ListingRowActions({ listing }: { listing: MyListing }) {
  const { t } = useLingui();
  const { confirm, changeStatus, remove, busy } = useListingActions(listing);
  const featuredUntil = listing.featured === 1 ? listing.featuredUntil : null;
  return (
    <div className="flex flex-wrap gap-2 pt-2">
      {ON_MARKET.includes(listing.status) && (
        <Button type="button" size="sm" disabled={busy} onClick={() => confirm.mutate()}>
          <CheckCircle2 aria-hidden="true" />
          <Trans>Confirm still available</Trans>
        </Button>
      )}
      <Button asChild size="sm" variant="outline">
        <Link href={`/create-listing?edit=${listing.id}`}>
          <Pencil aria-hidden="true" />
          <Trans>Edit</Trans>
          <ForTitle listing={listing} />
        </Link>
      </Button>
      {listing.status === "published" && (
        <Button asChild size="sm" variant="outline">
          <Link href={`/upgrade/${listing.id}`}>
            <Sparkles aria-hidden="true" />
            {featuredUntil ? t`Extend featuring` : t`Upgrade`}
            <ForTitle listing={listing} />
          </Link>
        </Button>
      )}
      <StatusMenu listing={listing} disabled={busy} onChoose={(status) => changeStatus.mutate(status)} />
      <DeleteListingButton listing={listing} disabled={busy} onDelete={() => remove.mutate()} />
    </div>
  );
}
