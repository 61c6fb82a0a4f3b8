import { Heart } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { useFavouriteIds } from "@/features/listings/favourites";
import { countOf } from "@/lib/plural";
import { cn } from "@/lib/utils";

export const SAVED_PATH = "/saved";

/** How many listings the visitor saved, once known (a guest's are in this browser only: not on the server). */
function useSavedCount(): number | null {
  const { ids, known } = useFavouriteIds();
  return known ? ids.length : null;
}

function accessibleName(count: number | null): string {
  return count ? `Saved (${countOf(count, "property", "properties")})` : "Saved";
}

/** The header's way to the Saved page, for guests too: a heart, the word from small tablets up, and the count. */
export function SavedLink() {
  const count = useSavedCount();
  return (
    <Link
      href={SAVED_PATH}
      aria-label={accessibleName(count)}
      className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "gap-1.5 px-2")}
    >
      <Heart aria-hidden="true" />
      <span className="hidden sm:inline">Saved</span>
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
  return (
    <Link
      href={SAVED_PATH}
      onClick={onChoose}
      aria-label={accessibleName(count)}
      className="flex items-center gap-2 rounded-md px-3 py-2 text-base hover:bg-muted"
    >
      <Heart className="size-4" aria-hidden="true" />
      Saved
      {count ? (
        <span className="ms-auto text-sm text-muted-foreground" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
