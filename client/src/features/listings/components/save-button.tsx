import { Trans } from "@lingui/react/macro";
import { Heart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useFavourite } from "../favourites";
import { cn } from "@/lib/utils";

/** Saves the listing to favourites (the account when signed in, this browser otherwise). */
export function SaveButton({ listingId }: { listingId: number }) {
  const { isFavourite, toggle, isPending } = useFavourite(listingId);
  return (
    <Button type="button" variant="outline" onClick={toggle} disabled={isPending}>
      <Heart className={cn(isFavourite && "fill-red-600 text-red-600")} aria-hidden="true" />
      {/* A context of their own: the header's "Saved" (the page) is translated differently. */}
      {isFavourite ? <Trans context="save button">Saved</Trans> : <Trans>Save</Trans>}
    </Button>
  );
}
