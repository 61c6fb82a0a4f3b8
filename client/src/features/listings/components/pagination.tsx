import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { MouseEvent } from "react";
import { Link } from "wouter";
import { isPlainClick, scrollToResults } from "@/lib/scroll-to-results";
import { cn } from "@/lib/utils";

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(current: number, last: number): (number | "gap")[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, i) => (i > 0 && page - sorted[i - 1] > 1 ? ["gap" as const, page] : [page]));
}

/**
 * Links, not buttons: every page has a crawlable URL; clicks navigate in the app. The path does not change,
 * so the router keeps the scroll position: each click brings the results heading (`resultsHeadingId`, with
 * tabIndex={-1}) back into view and focus instead of leaving a phone at the footer.
 */
export function Pagination({
  page,
  total,
  pageSize,
  hrefFor,
  resultsHeadingId,
}: {
  page: number;
  total: number;
  pageSize: number;
  hrefFor: (page: number) => string;
  resultsHeadingId: string;
}) {
  const { t } = useLingui();
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last <= 1) return null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isPlainClick(event)) scrollToResults(resultsHeadingId);
  };
  const item = "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border px-3 text-sm";
  return (
    <nav aria-label={t`Pages of results`} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link href={hrefFor(page - 1)} className={cn(item, "hover:bg-muted")} rel="prev" onClick={onClick}>
          <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          <Trans>Previous</Trans>
        </Link>
      )}
      {pageWindow(page, last).map((p, i) =>
        p === "gap" ? (
          <span key={`gap-${i}`} className="px-1 text-muted-foreground" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            href={hrefFor(p)}
            aria-current={p === page ? "page" : undefined}
            aria-label={t`Page ${p}`}
            onClick={onClick}
            className={cn(
              item,
              p === page ? "border-primary bg-primary text-primary-foreground" : "hover:bg-muted",
            )}
          >
            {p}
          </Link>
        ),
      )}
      {page < last && (
        <Link href={hrefFor(page + 1)} className={cn(item, "hover:bg-muted")} rel="next" onClick={onClick}>
          <Trans>Next</Trans>
          <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}
