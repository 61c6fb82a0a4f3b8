import { sql, type SQL } from "drizzle-orm";
import { readRows, type Db } from "../../db/client";
import { properties } from "../../db/schema";
import type { PublicCache } from "../../lib/public-cache";

/**
 * How many listings match a search (docs/decisions/0032-counting-search-results.md). One mechanism, in the
 * database: the planner's row estimate first (EXPLAIN, no rows read); when it expects far more matches than
 * the cap, that estimate is the answer. Otherwise a count that stops after `cap + 1` matches, so it is exact
 * up to the cap; beyond the cap, the planner's estimate (or, for full text, an extrapolation: CountOptions),
 * never below `cap + 1`. Estimates are rounded and marked, so pages say "about N".
 */
export const COUNT_CAP = 5000;

/**
 * A search the planner expects to match more than this many times the cap is not counted at all: reading
 * `cap + 1` index entries only to learn that it is broad was the capped count's whole cost on /buy and /rent.
 * Twice the cap (10,000 expected matches) leaves room for the planner misjudging combined filters; a search
 * it wrongly calls broad still reads "about N", never an exact-looking wrong figure.
 */
export const BROAD_SEARCH_FACTOR = 2;

/**
 * The cap of a count that reads a table row for each match: full text, whose GIN index cannot answer a count
 * alone (every match's row is read for its visibility and freshness), at about 5 µs a row at 1,000,000
 * listings. Beyond it the total is extrapolated from how far through the table the count had got.
 */
export const TABLE_COUNT_CAP = 500;

/** A count as searches report it. */
export interface MatchCount {
  total: number;
  estimated: boolean;
}

export interface CountOptions {
  /** Matches counted exactly (COUNT_CAP unless told). */
  cap?: number;
  /**
   * The same conditions written for counting, when the form the planner estimates well is not the one
   * that reads fast (the map's box: listings-search-conditions.repository.ts BoxForm).
   */
  countWhere?: SQL;
  /**
   * Beyond the cap, extrapolate from the table position the count reached instead of taking the planner's
   * estimate: for full text, whose matches the planner misjudges (words that come together, "jumeirah lake
   * towers", it multiplies as if independent: 383 expected, 21,434 found) and which is counted through a
   * bitmap, so in the table's physical order; where a listing's row sits has nothing to do with its words.
   */
  extrapolate?: boolean;
}

export async function countMatches(
  db: Db,
  where: SQL | undefined,
  { cap = COUNT_CAP, countWhere = where, extrapolate = false }: CountOptions = {},
): Promise<MatchCount> {
  // Query builders change in place (limit), so each use gets its own. Only an extrapolating count reads
  // the row's position (ctid): it is not in any index, so asking for it always would end index-only counts.
  const position = extrapolate ? sql.raw('"properties"."ctid"') : sql`null::tid`;
  const matches = (conditions = countWhere) =>
    db
      .select({ rowId: sql<string>`${position}`.as("row_id") })
      .from(properties)
      .where(conditions);
  const planned = await plannedRows(db, matches(where));
  // An extrapolating count reads at most `cap + 1` rows whatever the planner expects, and its expectation
  // is the one least to be trusted: only a search it calls broad by the usual measure goes uncounted.
  const broad = (extrapolate ? Math.max(cap, COUNT_CAP) : cap) * BROAD_SEARCH_FACTOR;
  if (planned > broad) return { total: roundEstimate(planned), estimated: true };
  const [{ count, lastBlock, blocks }] = await db
    .select({
      count: sql<number>`count(*)::int`,
      // The block of the last match read ("(block,item)"), and the table's blocks.
      lastBlock: sql<number>`coalesce(max(("capped"."row_id"::text::point)[0]), 0)::float8`,
      blocks: extrapolate
        ? sql<number>`(pg_relation_size('properties') / current_setting('block_size')::int)::float8`
        : sql<number>`0::float8`,
    })
    .from(
      matches()
        .limit(cap + 1)
        .as("capped"),
    );
  if (count <= cap) return { total: count, estimated: false };
  const beyond = extrapolate ? (count * Math.max(blocks, lastBlock + 1)) / (lastBlock + 1) : planned;
  return { total: roundEstimate(Math.max(beyond, cap + 1)), estimated: true };
}

/**
 * The count of the same filters from the cache (another page, another sort, another visitor), or counted
 * and kept now. `filters` is the cache key's content: everything of the search but its page and order.
 */
export function cachedCount(
  cache: PublicCache<MatchCount> | undefined,
  filters: unknown,
  count: () => Promise<MatchCount>,
): Promise<MatchCount> {
  return cache ? cache.getOrCompute(JSON.stringify(filters), count) : count();
}

/** The planner's row estimate for a query (EXPLAIN plans it without running it). */
export async function plannedRows(db: Db, query: SQL | { getSQL(): SQL }): Promise<number> {
  const [row] = await readRows<Record<string, unknown>>(db, sql`explain (format json) ${query}`);
  const value = Object.values(row ?? {})[0];
  const [{ Plan: plan }] = (typeof value === "string" ? JSON.parse(value) : value) as [
    { Plan: { "Plan Rows": number } },
  ];
  return plan["Plan Rows"];
}

/** Two significant figures: an estimate reads as "about 41,000", not as a suspiciously exact 41,237. */
export function roundEstimate(value: number): number {
  if (value < 100) return Math.round(value);
  const unit = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / unit) * unit;
}
