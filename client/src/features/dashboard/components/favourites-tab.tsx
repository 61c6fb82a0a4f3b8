import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useValueWithData } from "@/hooks/use-value-with-data";
import { RESULTS_HEADING_CLASS } from "@/lib/scroll-to-results";
import { cn } from "@/lib/utils";
import type { ListingSummary } from "@shared/listing";
import { FAVOURITES_PAGE_SIZE, getMyFavouritesQueryOptions } from "../api/dashboard-api";
import { Pager } from "./pager";

/** The user's saved listings; the page passes the card to draw each with (the site's property card). */
export function FavouritesTab({
  userId,
  renderListing,
}: {
  userId: number;
  renderListing: (listing: ListingSummary) => ReactNode;
}) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  // The page on screen stays until the next one's favourites are here (its heading keeps the focus).
  const shownPage = useValueWithData(page, String(page), (next) => [
    getMyFavouritesQueryOptions(userId, next),
  ]);
  const { data } = useSuspenseQuery(getMyFavouritesQueryOptions(userId, shownPage));
  if (data.total === 0) {
    return (
      <div className="rounded-xl border border-dashed p-8 text-center">
        <h2 className="text-lg font-semibold">
          <Trans>No favourites yet</Trans>
        </h2>
        <p className="mt-1 text-muted-foreground">
          <Trans>Tap the heart on any listing to keep it here, on every device.</Trans>
        </p>
        <Button asChild className="mt-4" variant="outline">
          <Link href="/search">
            <Trans>Search properties</Trans>
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <h2
        id="favourites-heading"
        tabIndex={-1}
        className={cn("text-lg font-semibold", RESULTS_HEADING_CLASS)}
      >
        <Plural value={data.total} one="# saved listing" other="# saved listings" />
      </h2>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {data.items.map((listing) => (
          <div key={listing.id}>{renderListing(listing)}</div>
        ))}
      </div>
      <Pager
        page={shownPage}
        pageSize={FAVOURITES_PAGE_SIZE}
        total={data.total}
        onPage={setPage}
        label={t`Favourite pages`}
        headingId="favourites-heading"
      />
    </div>
  );
}
