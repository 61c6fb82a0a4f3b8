import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";
import type { ListingSummary } from "@shared/listing";
import { writeFilters, type Filters } from "../search-params";

/** The order a search is in when the visitor chose none, or chose words-first without any words. */
export function isFeaturedFirst(filters: Filters): boolean {
  return !filters.sort || filters.sort === "featured" || (filters.sort === "relevance" && !filters.search);
}

/**
 * Above results in the "Featured first" order, when the page holds a paid ad: says that paid ads come first,
 * where the rule is written, and gives the same search with no paid boost in one tap
 * (docs/decisions/0067-ranking-rule-and-paid-labels.md; content/en/company/how-results-are-ordered.md).
 */
export function RankingNote({
  filters,
  items,
  path,
}: {
  filters: Filters;
  items: Pick<ListingSummary, "featured">[];
  path: string;
}) {
  if (!isFeaturedFirst(filters) || !items.some((item) => item.featured === 1)) return null;
  const withoutBoost = `${path}${writeFilters({ ...filters, sort: "newest", page: undefined })}`;
  return (
    <p className="mb-4 text-sm text-muted-foreground">
      <Trans>
        Listings labelled Featured are paid ads and come first in this order.{" "}
        <Link
          href="/how-results-are-ordered"
          className="font-medium text-primary underline underline-offset-2"
        >
          How results are ordered
        </Link>{" "}
        ·{" "}
        <Link href={withoutBoost} className="font-medium text-primary underline underline-offset-2">
          Newest first, with no paid boost
        </Link>
      </Trans>
    </p>
  );
}
