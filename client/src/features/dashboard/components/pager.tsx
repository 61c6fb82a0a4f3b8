import { Trans } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { scrollToResults } from "@/lib/scroll-to-results";

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
