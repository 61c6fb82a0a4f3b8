import { Trans } from "@lingui/react/macro";
import { BellPlus } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { SAVED_SEARCH_FILTER_KEYS } from "@shared/saved-search-options";
import { Button } from "@/components/ui/button";
import { signInPath } from "@/components/sign-in-required";
import { useAuth } from "@/lib/auth";
import { filtersOfSearch } from "../search-name";

const SaveSearchDialog = lazy(() => import("./save-search-dialog"));

/** In the address after signing in: the search page opens the save dialog at once. */
export const SAVE_SEARCH_PARAM = "saveSearch";

/**
 * "Save search" on the search result pages (docs/decisions/0047-saved-searches-and-alerts.md): a dialog names
 * the search (a name from the filters is offered) and picks its alerts. A signed-out visitor is sent to sign
 * in and comes back to the same search with the dialog open.
 */
export function SaveSearchButton({ purpose }: { purpose?: string }) {
  const { user } = useAuth();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const params = new URLSearchParams(search);
  const returning = params.has(SAVE_SEARCH_PARAM);

  // Back from signing in: open the dialog, and take the marker out of the address (the filters stay).
  useEffect(() => {
    if (!returning || !user) return;
    setOpen(true);
    const kept = new URLSearchParams(search);
    kept.delete(SAVE_SEARCH_PARAM);
    const query = kept.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  }, [returning, user, search, location, navigate]);

  if (!user) {
    const back = new URLSearchParams(search);
    back.set(SAVE_SEARCH_PARAM, "1");
    return (
      <Button asChild variant="outline" className="shrink-0">
        <Link href={signInPath(`${location}?${back.toString()}`)}>
          <BellPlus aria-hidden="true" />
          <Trans>Save search</Trans>
        </Link>
      </Button>
    );
  }
  return (
    <>
      <Button type="button" variant="outline" className="shrink-0" onClick={() => setOpen(true)}>
        <BellPlus aria-hidden="true" />
        <Trans>Save search</Trans>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            filters={filtersOfSearch(search, SAVED_SEARCH_FILTER_KEYS, purpose)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
