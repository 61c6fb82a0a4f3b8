import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import type { ListingSummary } from "@shared/listing";
import { FAVOURITES_PAGE_SIZE, getMyFavouritesQueryOptions } from "../api/dashboard-api";
import { PagedListHeading, Pager, useShownPage } from "./pager";

/** The user's saved listings; the page passes the card to draw each with (the site's property card). */
export function FavouritesTab({
  userId,
  renderListing,
}: {
  userId: number;
  renderListing: (listing: ListingSummary) => ReactNode;
}) {
  const { t } = useLingui();
  const [shownPage, setPage] = useShownPage((page) => getMyFavouritesQueryOptions(userId, page));
  const { data } = useSuspenseQuery(getMyFavouritesQueryOptions(userId, shownPage));
  if (data.total === 0) {
    return (
      <EmptyState
        title={<Trans>No favourites yet</Trans>}
        action={
          <Button asChild className="mt-4" variant="outline">
            <Link href="/search">
              <Trans>Search properties</Trans>
            </Link>
          </Button>
        }
      >
        <Trans>Tap the heart on any listing to keep it here, on every device.</Trans>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <PagedListHeading id="favourites-heading">
        <Plural value={data.total} one="# saved listing" other="# saved listings" />
      </PagedListHeading>
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
