import { Trans } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useValueWithData, type LoadableQuery } from "@/hooks/use-value-with-data";
import { RESULTS_HEADING_CLASS, scrollToResults } from "@/lib/scroll-to-results";
import { cn } from "@/lib/utils";

/**
 * The page a paged list shows and the setter the Pager calls. The page on screen stays until the next
 * one's data is here (`queryFor(page)`), so its heading keeps the focus.
 */
export function useShownPage(queryFor: (page: number) => LoadableQuery) {
  const [page, setPage] = useState(1);
  const shownPage = useValueWithData(page, String(page), (next) => [queryFor(next)]);
  return [shownPage, setPage] as const;
}

/** A paged list's heading: the Pager brings it back into view and focus (`id` is the Pager's headingId). */
export function PagedListHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} tabIndex={-1} className={cn("text-lg font-semibold", RESULTS_HEADING_CLASS)}>
      {children}
    </h2>
  );
}

/**
 * Previous / next for a dashboard list. The list keeps the current page on screen until the new one is
 * loaded (useValueWithData: no skeleton swallowing the heading), and the list's heading (`headingId`, with tabIndex={-1})
 * comes back into view and focus instead of leaving the visitor at the bottom.
 */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
  headingId,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
  headingId: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const go = (next: number) => {
    onPage(next);
    scrollToResults(headingId);
  };
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-2">
      <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
        <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
        <Trans>Previous</Trans>
      </Button>
      <span className="text-sm text-muted-foreground">
        <Trans>
          Page <bdi>{page}</bdi> of <bdi>{pages}</bdi>
        </Trans>
      </span>
      <Button type="button" variant="outline" size="sm" disabled={page >= pages} onClick={() => go(page + 1)}>
        <Trans>Next</Trans>
        <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
      </Button>
    </nav>
  );
}
