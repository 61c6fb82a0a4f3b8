import { Trans } from "@lingui/react/macro";
import { Heart } from "lucide-react";
import { useId } from "react";
import { useFavourite } from "../favourites";
import { textLanguage } from "@shared/listing-text";
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
  // Named by a hidden sentence rather than an attribute, so the listing's own title keeps its language
  // (an English title inside an Arabic name is read, and checked, as English).
  const labelId = useId();
  const titleText = (
    <span lang={textLanguage(title)} dir="auto">
      {title}
    </span>
  );
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={isPending}
      aria-pressed={isFavourite}
      aria-labelledby={labelId}
      className={cn(
        "relative z-10 inline-flex size-9 items-center justify-center rounded-full bg-background/90 shadow transition hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      <span id={labelId} hidden>
        {isFavourite ? (
          <Trans>Remove {titleText} from favourites</Trans>
        ) : (
          <Trans>Save {titleText} to favourites</Trans>
        )}
      </span>
      <Heart
        className={cn("size-5", isFavourite ? "fill-red-600 text-red-600" : "text-foreground")}
        aria-hidden="true"
      />
    </button>
  );
}
