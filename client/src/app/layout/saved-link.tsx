import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Heart } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { useFavouriteIds } from "@/features/listings/favourites";
import { cn } from "@/lib/utils";

export const SAVED_PATH = "/saved";

/** How many listings the visitor saved, once known (a guest's are in this browser only: not on the server). */
function useSavedCount(): number | null {
  const { ids, known } = useFavouriteIds();
  return known ? ids.length : null;
}

/** "Saved (3 properties)": Arabic has six plural forms, chosen by the catalogue's ICU message. */
function useAccessibleName(count: number | null): string {
  const { t } = useLingui();
  return count ? t`Saved (${plural(count, { one: "# property", other: "# properties" })})` : t`Saved`;
}

/** The header's way to the Saved page, for guests too: a heart, the word from small tablets up, and the count. */
export function SavedLink() {
  const count = useSavedCount();
  const name = useAccessibleName(count);
  return (
    <Link
      href={SAVED_PATH}
      aria-label={name}
      className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "gap-1.5 px-2")}
    >
      <Heart aria-hidden="true" />
      <span className="hidden sm:inline">
        <Trans>Saved</Trans>
      </span>
      {count ? (
        <span
          className="min-w-5 rounded-full bg-primary px-1.5 text-center text-xs leading-5 text-primary-foreground"
          aria-hidden="true"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}

/** The phone menu's entry for the Saved page, with the count. */
export function SavedMenuLink({ onChoose }: { onChoose: () => void }) {
  const count = useSavedCount();
  const name = useAccessibleName(count);
  return (
    <Link
      href={SAVED_PATH}
      onClick={onChoose}
      aria-label={name}
      className="flex items-center gap-2 rounded-md px-3 py-2 text-base hover:bg-muted"
    >
      <Heart className="size-4" aria-hidden="true" />
      <Trans>Saved</Trans>
      {count ? (
        <span className="ms-auto text-sm text-muted-foreground" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
