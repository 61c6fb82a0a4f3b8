import { desc, type SQL } from "drizzle-orm";
import { BEDS_OR_MORE, type SearchListingsQuery } from "@shared/listing";
import type { Db } from "../../db/client";
import { properties } from "../../db/schema";
import { currentCacheGeneration } from "../../lib/public-cache";

/**
 * The newest public listings' filter columns, kept in memory for a minute: a large result's "about N" is
 * the share of this sample that matches the search, times the public listings, worked out without a
 * query (docs/benchmarks.md: the sample query was most of an uncached search's time).
 *
 * The columns are those the newest-first search index carries, so one index-only scan loads the sample.
 * A search on anything else (baths, size) is sampled in the database instead. Writes answered by this
 * process make the sample stale at once (the public caches' generation); another instance's writes
 * reach it within the minute, as they reach the response caches.
 */
export const MATCH_SAMPLE_TTL_MS = 60_000;

const sampleColumns = {
  priceType: properties.priceType,
  emirate: properties.emirate,
  propertyType: properties.propertyType,
  beds: properties.beds,
  price: properties.price,
  featured: properties.featured,
  category: properties.category,
  completionStatus: properties.completionStatus,
  furnished: properties.furnished,
  searchText: properties.searchText,
};
export type SampleRow = { [K in keyof typeof sampleColumns]: (typeof properties.$inferSelect)[K] };

/** Filters the sample cannot answer: their columns are not in it. */
const UNSAMPLED_FILTERS = ["baths", "minSqft", "maxSqft"] as const;

/** Whether the in-memory sample can judge this search (every filter's column is in it). */
export function canUseMatchSample(query: SearchListingsQuery): boolean {
  return UNSAMPLED_FILTERS.every((filter) => query[filter] === undefined);
}

/**
 * A test of whether a sampled listing matches the search: the same rules as the SQL conditions of
 * listings.repository.ts `searchConditions` (the tests hold the two to the same answers). Built once per
 * search, it runs over thousands of rows: each filter that is set adds one comparison.
 */
export function sampleMatcher(
  query: SearchListingsQuery,
  scope: { emirate?: string },
): (row: SampleRow) => boolean {
  const tests: ((row: SampleRow) => boolean)[] = [];
  const equal = <K extends keyof SampleRow>(column: K, value: SampleRow[K] | undefined) => {
    if (value !== undefined) tests.push((row) => row[column] === value);
  };
  if (scope.emirate) equal("emirate", scope.emirate);
  equal("priceType", query.priceType);
  equal("emirate", query.emirate);
  equal("propertyType", query.propertyType);
  const { beds, minPrice, maxPrice } = query;
  if (beds !== undefined) {
    tests.push(beds >= BEDS_OR_MORE ? (row) => row.beds >= beds : (row) => row.beds === beds);
  }
  if (minPrice !== undefined) tests.push((row) => row.price >= minPrice);
  if (maxPrice !== undefined) tests.push((row) => row.price <= maxPrice);
  equal("category", query.category);
  equal("completionStatus", query.completionStatus);
  equal("furnished", query.furnished);
  equal("featured", query.featured);
  for (const word of (query.search ?? "").toLowerCase().split(/\s+/).filter(Boolean)) {
    tests.push((row) => row.searchText.includes(word));
  }
  return (row) => tests.every((test) => test(row));
}

interface LoadedSample {
  rows?: SampleRow[];
  loadedAt: number;
  generation: number;
  /** A load under way: the first one is waited for, later ones refresh in the background. */
  loading?: Promise<SampleRow[]>;
}

const samples = new WeakMap<Db, Map<number, LoadedSample>>();

/**
 * The newest `size` public listings (fewer when there are fewer), loaded once and then refreshed in the
 * background when a minute old or after a write, while searches go on with the rows they have (an
 * estimate a moment old is as good: it says "about"). `publicListings` is public search's condition.
 */
export async function loadMatchSample(
  db: Db,
  size: number,
  publicListings: SQL,
  now: () => number = Date.now,
): Promise<SampleRow[]> {
  let bySize = samples.get(db);
  if (!bySize) samples.set(db, (bySize = new Map()));
  let sample = bySize.get(size);
  if (!sample) bySize.set(size, (sample = { loadedAt: 0, generation: -1 }));
  const stale =
    sample.generation !== currentCacheGeneration() || now() - sample.loadedAt >= MATCH_SAMPLE_TTL_MS;
  if (stale && !sample.loading) sample.loading = reload(db, size, publicListings, sample, now);
  return sample.rows ?? sample.loading!;
}

function reload(
  db: Db,
  size: number,
  publicListings: SQL,
  sample: LoadedSample,
  now: () => number,
): Promise<SampleRow[]> {
  const generation = currentCacheGeneration();
  const loading = db
    .select(sampleColumns)
    .from(properties)
    .where(publicListings)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(size)
    .then((rows) => {
      Object.assign(sample, { rows, loadedAt: now(), generation });
      return rows;
    })
    .finally(() => {
      sample.loading = undefined;
    });
  // A failed refresh keeps the rows there are (and the next search tries again); a failed first load
  // fails the search that waits for it.
  loading.catch(() => {});
  return loading;
}

/** Drops the loaded samples of `db` (the benchmark's plan evidence wants to see the load query). */
export function forgetMatchSamples(db: Db): void {
  samples.delete(db);
}
