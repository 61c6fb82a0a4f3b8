import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronDown } from "lucide-react";
import type { ListingStatus } from "@shared/listing";
import type { MyListing } from "@shared/my-listing";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { ForTitle } from "./listing-title";
import { statusActionsFor } from "./listing-status";

interface StatusMenuProps {
  listing: MyListing;
  disabled: boolean;
  onChoose: (status: ListingStatus) => void;
}

/** The statuses an owner may move the listing to (sold, rented, unpublished…), in a menu. */
export function StatusMenu({ listing, disabled, onChoose }: StatusMenuProps) {
  const { i18n } = useLingui();
  const statusActions = statusActionsFor(listing.status, listing.priceType);
  // Hidden for review or removed: moderators decide the status, so there is nothing to choose.
  if (statusActions.length === 0) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" size="sm" variant="outline" disabled={disabled}>
          <Trans>Status</Trans>
          <ForTitle listing={listing} />
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {statusActions.map((action) => (
          <DropdownMenuItem key={action.status} onSelect={() => onChoose(action.status)}>
            {i18n._(action.label)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
