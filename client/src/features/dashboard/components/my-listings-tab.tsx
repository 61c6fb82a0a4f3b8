import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { Link } from "wouter";
import { LISTING_HIDDEN_AFTER_DAYS } from "@shared/listing-freshness";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import {
  getMyListingsQueryOptions,
  getMyModerationNoticesQueryOptions,
  LISTINGS_PAGE_SIZE,
} from "../api/dashboard-api";
import { MyListingRow } from "./my-listing-row";
import { PagedListHeading, Pager, useShownPage } from "./pager";

export function MyListingsTab() {
  const { t } = useLingui();
  const [shownPage, setPage] = useShownPage(getMyListingsQueryOptions);
  const { data } = useSuspenseQuery(getMyListingsQueryOptions(shownPage));
  const { data: notices } = useSuspenseQuery(getMyModerationNoticesQueryOptions());
  if (data.total === 0) {
    return (
      <EmptyState
        title={<Trans>No listings yet</Trans>}
        action={
          <Button asChild className="mt-4">
            <Link href="/create-listing">
              <Plus aria-hidden="true" />
              <Trans>List a property</Trans>
            </Link>
          </Button>
        }
      >
        <Trans>
          List a property for sale or rent: it takes a few minutes, with photos and your permit number.
        </Trans>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <PagedListHeading id="my-listings-heading">
          <Plural value={data.total} one="# listing" other="# listings" />
        </PagedListHeading>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Confirm each listing is still available at least every {LISTING_HIDDEN_AFTER_DAYS} days to keep it
            in search.
          </Trans>
        </p>
      </div>
      <div className="space-y-4">
        {data.items.map((listing) => (
          <MyListingRow
            key={listing.id}
            listing={listing}
            notices={notices.filter((notice) => notice.propertyId === listing.id)}
          />
        ))}
      </div>
      <Pager
        page={shownPage}
        pageSize={LISTINGS_PAGE_SIZE}
        total={data.total}
        onPage={setPage}
        label={t`Listing pages`}
        headingId="my-listings-heading"
      />
    </div>
  );
}
