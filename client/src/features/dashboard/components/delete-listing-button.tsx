import { Trans, useLingui } from "@lingui/react/macro";
import { Trash2 } from "lucide-react";
import type { MyListing } from "@shared/my-listing";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useLocale } from "@/lib/i18n";
import { ForTitle, titleInSentence } from "./listing-title";

interface DeleteListingButtonProps {
  listing: MyListing;
  disabled: boolean;
  onDelete: () => void;
}

/** Delete, after a question that offers the gentler way off the market (sold or rented, unpublished). */
export function DeleteListingButton({ listing, disabled, onDelete }: DeleteListingButtonProps) {
  const { t } = useLingui();
  const titleText = titleInSentence(listing, useLocale());
  return (
    <ConfirmDialog
      trigger={
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="text-destructive hover:text-destructive"
          disabled={disabled}
        >
          <Trash2 aria-hidden="true" />
          <Trans>Delete</Trans>
          <ForTitle listing={listing} />
        </Button>
      }
      title={t`Delete this listing?`}
      description={
        listing.priceType === "rent" ? (
          <Trans>
            “{titleText}” and its enquiries and orders will be deleted for good. To take it off the market for
            now, mark it as rented or unpublish it instead.
          </Trans>
        ) : (
          <Trans>
            “{titleText}” and its enquiries and orders will be deleted for good. To take it off the market for
            now, mark it as sold or unpublish it instead.
          </Trans>
        )
      }
      cancelLabel={t`Keep it`}
      confirmLabel={t`Delete listing`}
      destructive
      onConfirm={onDelete}
    />
  );
}
