import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { LISTING_HIDDEN_AFTER_DAYS } from "@shared/listing-freshness";
import { Button } from "@/components/ui/button";
import { useValueWithData } from "@/hooks/use-value-with-data";
import { RESULTS_HEADING_CLASS } from "@/lib/scroll-to-results";
import { cn } from "@/lib/utils";
import {
  getMyListingsQueryOptions,
  getMyModerationNoticesQueryOptions,
  LISTINGS_PAGE_SIZE,
} from "../api/dashboard-api";
import { MyListingRow } from "./my-listing-row";
import { Pager } from "./pager";

export function MyListingsTab() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  // The page on screen stays until the next one's listings are here (its heading keeps the focus).
  const shownPage = useValueWithData(page, String(page), (next) => [getMyListingsQueryOptions(next)]);
  const { data } = useSuspenseQuery(getMyListingsQueryOptions(shownPage));
  const { data: notices } = useSuspenseQuery(getMyModerationNoticesQueryOptions());
  if (data.total === 0) {
    return (
      <div className="rounded-xl border border-dashed p-8 text-center">
        <h2 className="text-lg font-semibold">
          <Trans>No listings yet</Trans>
        </h2>
        <p className="mt-1 text-muted-foreground">
          <Trans>
            List a property for sale or rent: it takes a few minutes, with photos and your permit number.
          </Trans>
        </p>
        <Button asChild className="mt-4">
          <Link href="/create-listing">
            <Plus aria-hidden="true" />
            <Trans>List a property</Trans>
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h2
          id="my-listings-heading"
          tabIndex={-1}
          className={cn("text-lg font-semibold", RESULTS_HEADING_CLASS)}
        >
          <Plural value={data.total} one="# listing" other="# listings" />
        </h2>
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
