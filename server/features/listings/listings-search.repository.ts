import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { RELEVANCE_CANDIDATES, type PropertyType, type SearchListingsQuery } from "@shared/listing";
import type { Db } from "../../db/client";
import { properties } from "../../db/schema";
import type { PublicCache } from "../../lib/public-cache";
import { relevanceOf, textConditions, textTerms, type PrefixWords } from "./full-text";
import {
  cachedCount,
  COUNT_CAP,
  countMatches,
  TABLE_COUNT_CAP,
  type CountOptions,
  type MatchCount,
} from "./listing-count";
import { selectSummaries, summaryColumns, type ListingSummaryRow } from "./listing-columns";
import {
  findPrefixWords,
  searchConditions,
  withinBox,
  withinDistance,
  withinPolygon,
  type SearchScope,
} from "./listings-search-conditions.repository";

/**
 * The number of a search's matches as the search pages count them (listing-count.ts): estimated with the
 * map's box as ranges, counted through the box's index. For callers that count other searches (zero
 * results help).
 */
export async function countSearchMatches(
  db: Db,
  query: SearchListingsQuery,
  scope: SearchScope,
  cap?: number,
): Promise<MatchCount> {
  const prefixWords = await findPrefixWords(db, query.search);
  return countMatches(db, and(...searchConditions(query, scope, { boxForm: "range", prefixWords })), {
    ...countOptionsFor(query, cap),
    countWhere: and(...searchConditions(query, scope, { boxForm: "index", prefixWords })),
  });
}

/**
 * How a search is counted (listing-count.ts): with words, every match's row is read, so the count stops at
 * TABLE_COUNT_CAP and extrapolates beyond it; without, it is read from an index up to COUNT_CAP.
 */
function countOptionsFor(query: SearchListingsQuery, cap: number | undefined): CountOptions {
  const words = textTerms(query.search ?? "").length > 0;
  return { cap: cap ?? (words ? TABLE_COUNT_CAP : COUNT_CAP), extrapolate: words };
}

/**
 * A box holding more matches than this has its page read by walking the order's index with the box as
 * ranges: near the square root of a page times the public listings (1,500 at 100,000, 4,900 at
 * 1,000,000), where reading every listing in the box costs about what walking to fill a page does
 * (docs/decisions/0045-full-text-search.md).
 */
export const BOX_INDEX_MAX_ROWS = 3000;

const ORDER_BY: Record<Exclude<SearchListingsQuery["sort"], "relevance">, SQL[]> = {
  featured: [desc(properties.featured), desc(properties.createdAt), desc(properties.id)],
  newest: [desc(properties.createdAt), desc(properties.id)],
  price_asc: [asc(properties.price), asc(properties.id)],
  price_desc: [desc(properties.price), desc(properties.id)],
};

export type { MatchCount } from "./listing-count";

export interface SearchOptions {
  /** Most matches counted exactly (listing-count.ts); beyond it the total is an estimate. */
  countCap?: number;
  /**
   * Counts of earlier searches with the same filters (other pages, other sorts), for a short while: most
   * of a search's cost is its count. Keyed by scope and filters; the owner clears it on writes.
   */
  countCache?: PublicCache<MatchCount>;
  /**
   * How many of the newest matches `sort=relevance` ranks (RELEVANCE_CANDIDATES unless told). Ranking
   * reads each candidate's vector: ranking every match of a broad search ("dubai": a third of all listings)
   * would read a third of the table for one page, while the newest 500 come from the newest index in a few
   * milliseconds (docs/decisions/0045-full-text-search.md).
   */
  relevanceCandidates?: number;
  /** How many rows of the order a text search walks for its page (TEXT_WALK_ROWS unless told). */
  textWalkRows?: number;
}

export interface SearchResult {
  rows: ListingSummaryRow[];
  total: number;
  /** True when `total` is an estimate rather than a count. */
  totalIsEstimate: boolean;
}

/**
 * One page of matching public listings and their count. The page's ids come first from an index alone
 * (a sort index walked in order, or the filter index), and only those rows are then read: deep pages cost
 * little more than the first one (docs/benchmarks.md).
 */
export async function searchListings(
  db: Db,
  query: SearchListingsQuery,
  scope: SearchScope,
  options: SearchOptions = {},
): Promise<SearchResult> {
  // The map's box (docs/decisions/0045-full-text-search.md): counted through its index, estimated from
  // it as ranges, and the page read through the index while the box holds few matches, or by walking the
  // order's index with the box as ranges once it holds many (the count says which).
  const spatial = !!(query.bbox || query.near || query.polygon);
  const prefixWords = await findPrefixWords(db, query.search);
  const indexWhere = and(...searchConditions(query, scope, { prefixWords }));
  const rangeWhere = spatial
    ? and(...searchConditions(query, scope, { boxForm: "range", prefixWords }))
    : indexWhere;
  const { page: _page, limit: _limit, sort: _sort, ...filters } = query;
  const counting = cachedCount(options.countCache, [scope.emirate ?? null, filters], () =>
    countMatches(db, rangeWhere, { ...countOptionsFor(query, options.countCap), countWhere: indexWhere }),
  );
  // Words (decision 0045): the planner multiplies their frequencies as if independent ("jumeirah", "lake",
  // "tower" always come together) and would read every match to sort them. The page is looked for in the
  // order's first rows while the count runs (walkedTextPage), with the box checked on each row; only when
  // it is not there is it read through the indexes, the count deciding the box's form.
  const textual = query.sort !== "relevance" && textTerms(query.search ?? "").length > 0;
  const pageWhere = async () => {
    const many = spatial && (await counting).total > BOX_INDEX_MAX_ROWS;
    if (!many) return indexWhere;
    const textForm = textual ? "walk" : "index";
    return and(...searchConditions(query, scope, { boxForm: "range", textForm, prefixWords }));
  };
  const offset = (query.page - 1) * query.limit;
  const relevance = query.sort === "relevance" ? relevanceOf(query.search, prefixWords) : undefined;
  const readPage = async () => {
    if (relevance) {
      const candidates = options.relevanceCandidates ?? RELEVANCE_CANDIDATES;
      return rankedPage(db, await pageWhere(), relevance, { offset, limit: query.limit, candidates });
    }
    const order = ORDER_BY[query.sort === "relevance" ? "newest" : query.sort];
    const walked = textual
      ? await walkedTextPage(db, query, scope, {
          order,
          offset,
          prefixWords,
          rows: options.textWalkRows ?? TEXT_WALK_ROWS,
        })
      : undefined;
    if (walked) return walked;
    const pageIds = db
      .select({ id: properties.id })
      .from(properties)
      .where(await pageWhere())
      .orderBy(...order)
      .limit(query.limit)
      .offset(offset)
      .as("page_ids");
    return db
      .select(summaryColumns)
      .from(pageIds)
      .innerJoin(properties, eq(properties.id, pageIds.id))
      .orderBy(...order);
  };
  const [rows, count] = await Promise.all([readPage(), counting]);
  if (!count.estimated) return { rows, total: count.total, totalIsEstimate: false };
  // A partly filled page is the last one (or an empty first page): its position gives the exact total.
  if (rows.length < query.limit && (rows.length > 0 || offset === 0)) {
    return { rows, total: offset + rows.length, totalIsEstimate: false };
  }
  return { rows, total: Math.max(count.total, offset + rows.length), totalIsEstimate: true };
}

export interface FacetRows {
  locations: { name: string; count: number }[];
  propertyTypes: { type: PropertyType; count: number }[];
}

/**
 * Counts by location and by property type of the search's matches, each with every filter but its own
 * (choosing Dubai Marina leaves the other locations' counts as they were, so a second one can be added).
 * Two group-bys over the same conditions as the search (searchConditions), most first.
 */
export async function countFacets(
  db: Db,
  query: SearchListingsQuery,
  scope: SearchScope,
): Promise<FacetRows> {
  const count = sql<number>`count(*)::int`;
  const prefixWords = await findPrefixWords(db, query.search);
  const [locations, propertyTypes] = await Promise.all([
    db
      .select({ name: properties.location, count })
      .from(properties)
      .where(and(...searchConditions({ ...query, location: undefined }, scope, { prefixWords })))
      .groupBy(properties.location)
      .orderBy(desc(count), asc(properties.location)),
    db
      .select({ type: properties.propertyType, count })
      .from(properties)
      .where(and(...searchConditions({ ...query, propertyType: undefined }, scope, { prefixWords })))
      .groupBy(properties.propertyType)
      .orderBy(desc(count), asc(properties.propertyType)),
  ]);
  return { locations, propertyTypes };
}

/**
 * One page in relevance order: the newest RELEVANCE_CANDIDATES matches ranked by ts_rank_cd (ties newest
 * first), then the other matches newest first. A page may take from both parts.
 */
async function rankedPage(
  db: Db,
  where: SQL | undefined,
  relevance: (vector: SQL) => SQL,
  { offset, limit, candidates: ranked }: { offset: number; limit: number; candidates: number },
): Promise<ListingSummaryRow[]> {
  const ids: number[] = [];
  if (offset < ranked) {
    // The rank is computed over the candidates only: in the same select as the newest-first limit, it would
    // be computed for every match before the limit (4,352 vectors ranked for 500 at 1,000,000 listings).
    const candidates = db
      .select({ id: properties.id, createdAt: properties.createdAt, vector: properties.searchVector })
      .from(properties)
      .where(where)
      .orderBy(...ORDER_BY.newest)
      .limit(ranked)
      .as("candidates");
    const rank = relevance(sql`${candidates.vector}`);
    const page = await db
      .select({ id: candidates.id })
      .from(candidates)
      .orderBy(desc(rank), desc(candidates.createdAt), desc(candidates.id))
      .limit(Math.min(limit, ranked - offset))
      .offset(offset);
    ids.push(...page.map((row) => row.id));
  }
  const start = Math.max(offset, ranked);
  if (offset + limit > start) {
    const rest = await db
      .select({ id: properties.id })
      .from(properties)
      .where(where)
      .orderBy(...ORDER_BY.newest)
      .limit(offset + limit - start)
      .offset(start);
    ids.push(...rest.map((row) => row.id));
  }
  return summariesInOrder(db, ids);
}

/** The listings of `ids`, in that order. */
async function summariesInOrder(db: Db, ids: number[]): Promise<ListingSummaryRow[]> {
  if (!ids.length) return [];
  const rows = await selectSummaries(db).where(inArray(properties.id, ids));
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}

/**
 * How many rows of the order walkedTextPage reads before giving up: about 15 ms at 1,000,000 listings.
 * A text whose page is not among them matches fewer than one listing in 250, few enough to read all of
 * them through the vector's index and sort them (docs/decisions/0045-full-text-search.md).
 */
export const TEXT_WALK_ROWS = 6000;

/**
 * A text search's page when it lies within the first `rows` listings that match the structured filters in
 * the page's order, else undefined. Those rows are walked through the order's index and the words (and the
 * map's box, as ranges) checked on each: the first matches in order found there are the page, whatever
 * the text matches further on. Needs no count, so it runs beside it. The box stays out of the walk so that
 * the walk is the order's index read for `rows` rows at most, however few listings the box holds.
 */
async function walkedTextPage(
  db: Db,
  query: SearchListingsQuery,
  scope: SearchScope,
  {
    order,
    offset,
    prefixWords,
    rows,
  }: { order: SQL[]; offset: number; prefixWords: PrefixWords; rows: number },
): Promise<ListingSummaryRow[] | undefined> {
  // The walked rows keep the table's name, so the order, the text and the box, written on "properties",
  // read the walked rows' columns.
  const structured = { ...query, search: undefined, bbox: undefined, near: undefined, polygon: undefined };
  const walked = db
    .select({
      id: properties.id,
      featured: properties.featured,
      createdAt: properties.createdAt,
      price: properties.price,
      latitude: properties.latitude,
      longitude: properties.longitude,
      searchVector: properties.searchVector,
      searchText: properties.searchText,
    })
    .from(properties)
    .where(and(...searchConditions(structured, scope)))
    .orderBy(...order)
    .limit(rows)
    .as("properties");
  const place = [
    ...(query.bbox ? withinBox(query.bbox, "range") : []),
    ...(query.near ? withinDistance(query.near, "range") : []),
    ...(query.polygon ? withinPolygon(query.polygon, "range") : []),
  ];
  const found = db
    .select({ id: walked.id })
    .from(walked)
    .where(and(...place, ...textConditions(query.search, "index", prefixWords)))
    .orderBy(...order)
    .limit(query.limit)
    .offset(offset)
    .as("walked_ids");
  const page = await db
    .select(summaryColumns)
    .from(found)
    .innerJoin(properties, eq(properties.id, found.id))
    .orderBy(...order);
  return page.length === query.limit ? page : undefined;
}
