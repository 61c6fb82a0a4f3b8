import type { SearchListingsQuery } from "@shared/listing";
import { DROPPABLE_FILTERS, MAX_RELAXATIONS, type RelaxationSuggestion } from "@shared/search-relaxation";
import type { Db } from "../../db/client";
import type { SearchScope } from "./listings-search-conditions.repository";
import { countSearchMatches } from "./listings-search.repository";

/**
 * What dropping each filter of a search would give (docs/decisions/0048-similar-listings-and-zero-results.md):
 * for each droppable filter the search has (at most MAX_RELAXATIONS of them, in DROPPABLE_FILTERS' order),
 * the count of the same search without it, through the search's own count (countSearchMatches: the same
 * `searchConditions` and capped count, the map's box counted through its index), all in parallel. Best
 * first (most results; ties in DROPPABLE_FILTERS' order); filters whose removal still finds nothing are
 * left out. When no single filter helps and the search has more than one,
 * one more count drops them all.
 */
export async function findRelaxations(
  db: Db,
  query: SearchListingsQuery,
  scope: SearchScope,
  /** The count's cap; the search's own (listing-count.ts) unless told. */
  cap?: number,
): Promise<RelaxationSuggestion[]> {
  const present = DROPPABLE_FILTERS.filter((key) => valueOf(query, key) !== undefined);
  const tried = present.slice(0, MAX_RELAXATIONS);
  const countWithout = async (drop: string[]): Promise<RelaxationSuggestion> => {
    const relaxed = { ...query } as Record<string, unknown>;
    for (const key of drop) delete relaxed[key];
    const count = await countSearchMatches(db, relaxed as SearchListingsQuery, scope, cap);
    return { drop, count: count.total, estimated: count.estimated };
  };
  const singles = await Promise.all(tried.map((key) => countWithout([key])));
  const helpful = singles
    .map((suggestion, order) => ({ suggestion, order }))
    .filter(({ suggestion }) => suggestion.count > 0)
    .sort((a, b) => b.suggestion.count - a.suggestion.count || a.order - b.order)
    .map(({ suggestion }) => suggestion);
  if (helpful.length || present.length < 2) return helpful;
  const all = await countWithout([...present]);
  return all.count > 0 ? [all] : [];
}

function valueOf(query: SearchListingsQuery, key: string): unknown {
  return (query as Record<string, unknown>)[key];
}
