import { Plural, Trans } from "@lingui/react/macro";
import { useQueries, useSuspenseQuery } from "@tanstack/react-query";
import { Heart } from "lucide-react";
import { Link, useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { signInPath } from "@/components/sign-in-required";
import { useAuth } from "@/lib/auth";
import { useFavourite, useFavouriteIds } from "../favourites";
import { RESULTS_HEADING_CLASS } from "@/lib/scroll-to-results";
import { cn } from "@/lib/utils";
import {
  getAccountSavedQueryOptions,
  getSavedListingQueryOptions,
  SAVED_PAGE_SIZE,
} from "../api/get-saved-listings";
import type { ListingSummary } from "@shared/listing";
import { Pagination } from "./pagination";
import { PropertyCard, PropertyCardSkeleton } from "./property-card";

const PATH = "/saved";
const HEADING_ID = "saved-heading";
const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

function pageFrom(search: string): number {
  const page = Number(new URLSearchParams(search).get("page"));
  return Number.isInteger(page) && page > 1 ? page : 1;
}
const hrefFor = (page: number) => (page > 1 ? `${PATH}?page=${page}` : PATH);

function Heading({ count }: { count: number | null }) {
  return (
    <div className="mb-6">
      <h1
        id={HEADING_ID}
        tabIndex={-1}
        className={cn("text-2xl font-bold tracking-tight sm:text-3xl", RESULTS_HEADING_CLASS)}
      >
        <Trans>Saved properties</Trans>
      </h1>
      <p className="mt-1 text-muted-foreground" role="status" data-testid="saved-count">
        {count === null ? (
          <Trans>Loading your saved properties...</Trans>
        ) : (
          <Plural value={count} one="# saved property" other="# saved properties" />
        )}
      </p>
    </div>
  );
}

function EmptyState() {
  return (
    <div className="rounded-xl border border-dashed p-10 text-center">
      <Heart className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold">
        <Trans>Nothing saved yet</Trans>
      </h2>
      <p className="mx-auto mt-1 max-w-md text-muted-foreground">
        <Trans>
          Tap the heart on any property to save it. It appears here, so you can compare and come back to it.
        </Trans>
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/buy">
            <Trans>Properties for sale</Trans>
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/rent">
            <Trans>Properties to rent</Trans>
          </Link>
        </Button>
      </div>
    </div>
  );
}

function Loading() {
  return (
    <div className={GRID}>
      {Array.from({ length: 3 }, (_, i) => (
        <PropertyCardSkeleton key={i} />
      ))}
    </div>
  );
}

function Cards({ listings }: { listings: ListingSummary[] }) {
  return (
    <ul className={GRID}>
      {listings.map((listing) => (
        <li key={listing.id}>
          <PropertyCard listing={listing} />
        </li>
      ))}
    </ul>
  );
}

/** A listing saved in this browser that has left the site since (sold, withdrawn): say so, offer to forget it. */
function GoneListing({ id }: { id: number }) {
  const { toggle } = useFavourite(id);
  return (
    <li className="flex flex-col items-start justify-center gap-3 rounded-xl border border-dashed p-6">
      <p className="text-muted-foreground">
        <Trans>A property you saved is no longer on the site.</Trans>
      </p>
      <Button type="button" variant="outline" size="sm" onClick={toggle}>
        <Trans>Remove it from Saved</Trans>
      </Button>
    </li>
  );
}

/**
 * A guest's favourites live in this browser (../favourites.tsx): unknown to the server, so its render
 * and hydration show the loading state, and each listing is fetched once the ids are read.
 */
function BrowserSaved({ page }: { page: number }) {
  const { ids, known } = useFavouriteIds();
  const shown = ids.slice((page - 1) * SAVED_PAGE_SIZE, page * SAVED_PAGE_SIZE);
  const results = useQueries({
    queries: (known ? shown : []).map((id) => ({ ...getSavedListingQueryOptions(id), retry: 1 })),
  });
  if (!known) {
    return (
      <>
        <Heading count={null} />
        <Loading />
      </>
    );
  }
  return (
    <>
      <Heading count={ids.length} />
      {ids.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <p className="mb-4 text-sm text-muted-foreground">
            <Trans>
              Saved in this browser only.{" "}
              <Link href={signInPath(PATH)} className="font-medium text-primary underline underline-offset-2">
                Sign in
              </Link>{" "}
              to keep them on every device.
            </Trans>
          </p>
          <ul className={GRID}>
            {shown.map((id, i) => {
              const { data, isPending, isError } = results[i];
              if (isPending) {
                return (
                  <li key={id}>
                    <PropertyCardSkeleton />
                  </li>
                );
              }
              if (isError) {
                return (
                  <li key={id} className="rounded-xl border border-dashed p-6 text-muted-foreground">
                    <Trans>
                      This property could not be loaded. Check your connection and reload the page.
                    </Trans>
                  </li>
                );
              }
              if (!data) return <GoneListing key={id} id={id} />;
              return (
                <li key={id}>
                  <PropertyCard listing={data} />
                </li>
              );
            })}
          </ul>
          <Pagination
            page={page}
            total={ids.length}
            pageSize={SAVED_PAGE_SIZE}
            hrefFor={hrefFor}
            resultsHeadingId={HEADING_ID}
          />
        </>
      )}
    </>
  );
}

/**
 * A signed-in visitor's favourites come from the account, server-rendered. A heart untapped here takes
 * the card away at once (the favourites' ids say so before the list is fetched again).
 */
function AccountSaved({ userId, page }: { userId: number; page: number }) {
  const { data } = useSuspenseQuery(getAccountSavedQueryOptions(userId, page));
  const { ids, known } = useFavouriteIds();
  const listings = known ? data.items.filter((listing) => ids.includes(listing.id)) : data.items;
  const total = known ? ids.length : data.total;
  return (
    <>
      <Heading count={total} />
      {total === 0 ? (
        <EmptyState />
      ) : (
        <>
          <Cards listings={listings} />
          <Pagination
            page={page}
            total={total}
            pageSize={SAVED_PAGE_SIZE}
            hrefFor={hrefFor}
            resultsHeadingId={HEADING_ID}
          />
        </>
      )}
    </>
  );
}

/** The /saved page's content: the visitor's saved listings as cards, with a count and an empty state. */
export function SavedListings() {
  const { user } = useAuth();
  const page = pageFrom(useSearch());
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {user ? <AccountSaved userId={user.id} page={page} /> : <BrowserSaved page={page} />}
    </div>
  );
}
