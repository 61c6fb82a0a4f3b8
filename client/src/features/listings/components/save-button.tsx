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
      {isFavourite ? <Trans>Saved</Trans> : <Trans>Save</Trans>}
    </Button>
  );
}
