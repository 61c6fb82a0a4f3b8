import { Heart } from "lucide-react";
import { useFavourite } from "../favourites";
import { cn } from "@/lib/utils";

export function FavouriteButton({
  listingId,
  title,
  className,
}: {
  listingId: number;
  title: string;
  className?: string;
}) {
  const { isFavourite, toggle, isPending } = useFavourite(listingId);
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={isPending}
      aria-pressed={isFavourite}
      aria-label={isFavourite ? `Remove ${title} from favourites` : `Save ${title} to favourites`}
      className={cn(
        "relative z-10 inline-flex size-9 items-center justify-center rounded-full bg-background/90 shadow transition hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      <Heart
        className={cn("size-5", isFavourite ? "fill-red-600 text-red-600" : "text-foreground")}
        aria-hidden="true"
      />
    </button>
  );
}
