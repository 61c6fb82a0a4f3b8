import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, ne, or, sql, type SQL } from "drizzle-orm";
import {
  PUBLIC_STATUSES,
  RELEVANCE_CANDIDATES,
  meansOrMore,
  type Category,
  type PriceType,
  type PropertyType,
  type BoundingBox,
  type NearPoint,
  type SearchFilters,
  type SearchListingsQuery,
  type SearchPolygon,
} from "@shared/listing";
import { freshnessCutoff } from "@shared/listing-freshness";
import { boundsOfPoints } from "@shared/location-centres";
import type { Emirate } from "@shared/locations";
import { readRows, type Db } from "../../db/client";
import type { PublicCache } from "../../lib/public-cache";
import {
  relevanceOf,
  textConditions,
  textTerms,
  typedPrefixes,
  type PrefixWords,
  type TextForm,
} from "./full-text";
import {
  cachedCount,
  COUNT_CAP,
  countMatches,
  TABLE_COUNT_CAP,
  type CountOptions,
  type MatchCount,
} from "./listing-count";
import { agencies, agents, priceHistory, properties, propertyImages, users } from "../../db/schema";

/**
 * A listing's stored columns without the generated search columns: `search_vector` is a few kilobytes and
 * `search_text` a copy of the title, read by search only and never by code that reads a whole row.
 */
const { searchVector: _searchVector, searchText: _searchText, ...rowColumns } = getTableColumns(properties);
export type PropertyRow = Omit<typeof properties.$inferSelect, "searchVector" | "searchText">;
export type NewPropertyRow = typeof properties.$inferInsert;

/** Ordered photo URLs of the row, as one array column. */
// Column names are written out qualified: inside a select, drizzle would render them unqualified and
// "id" would bind to the subquery's own table.
const imagesColumn = sql<string[]>`coalesce((
  select array_agg(pi.url order by pi.position) from property_images pi where pi.property_id = "properties"."id"
), array[]::text[])`;

const summaryColumns = {
  id: properties.id,
  title: properties.title,
  titleAr: properties.titleAr,
  location: properties.location,
  emirate: properties.emirate,
  price: properties.price,
  priceType: properties.priceType,
  propertyType: properties.propertyType,
  category: properties.category,
  completionStatus: properties.completionStatus,
  furnished: properties.furnished,
  beds: properties.beds,
  baths: properties.baths,
  sqft: properties.sqft,
  featured: properties.featured,
  imageUrl: properties.imageUrl,
  amenities: properties.amenities,
  permitNumber: properties.permitNumber,
  status: properties.status,
  isSample: properties.isSample,
  ownerId: properties.ownerId,
  confirmedAt: properties.confirmedAt,
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
  views: properties.views,
  latitude: properties.latitude,
  longitude: properties.longitude,
  verification: properties.verification,
  verifiedAt: properties.verifiedAt,
  images: imagesColumn,
};
function selectSummaries(db: Db) {
  return db.select(summaryColumns).from(properties);
}
export type ListingSummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

export interface SearchScope {
  /** Set on Dubai-scoped sites: every query is limited to this emirate. */
  emirate?: Emirate;
}

/**
 * Freshness (docs/decisions/0004-listing-freshness.md): a real listing left unconfirmed for 30 days drops
 * out of public search and lists until its owner confirms it again. Sample listings' dates are synthetic,
 * so they are exempt.
 */
export function isFresh(now: Date = new Date()): SQL {
  return or(eq(properties.isSample, true), gte(properties.confirmedAt, freshnessCutoff(now)))!;
}

/**
 * Public statuses written as literals, not parameters: the search indexes are partial indexes on exactly
 * this condition (schema/properties.ts), and the planner matches them by comparing the expressions.
 */
const isPublicStatus = sql.raw(
  `"properties"."status" in (${PUBLIC_STATUSES.map((status) => `'${status}'`).join(", ")})`,
);

/**
 * How the map's box is written (the same listings match either way, edges included):
 * - "index": `point(longitude, latitude) <@ box(…)`, the expression of the GiST indexes
 *   properties_location_point_idx (keyed by purpose and bedrooms, carrying the filters for index-only
 *   counts) and properties_map_point_idx (the point alone, for a bitmap intersected with words), with their
 *   predicate (public, coordinates set) spelled out so the planner can use the partial indexes. The planner cannot estimate this operator (it assumes a fixed
 *   0.1% of rows), so it always reads the box from the index: right for a box holding few listings;
 * - "range": latitude and longitude between the edges, which the planner estimates from the columns'
 *   statistics: for a box holding many listings (a city's viewport), where walking the order's index and
 *   stopping after a page is cheaper than reading every listing in the box, and an estimate for the count.
 */
export type BoxForm = "index" | "range";

export interface ConditionOptions {
  /** "index" unless told. */
  boxForm?: BoxForm;
  /** "index" unless told (full-text.ts, TextForm). */
  textForm?: TextForm;
  /** The whole words of the word being typed (findPrefixWords); without them it is a prefix in the index. */
  prefixWords?: PrefixWords;
}

/**
 * A word being typed that begins more words than this stays a prefix in the index: the alternatives would
 * cost about what the prefix does ("a" begins thousands).
 */
export const PREFIX_WORDS_MAX = 50;

/**
 * The whole words each typed prefix can become (full-text.ts PrefixWords): the prefix normalised as
 * to_tsquery normalises it (English stemming, so "towers" looks for words beginning "tower"), then the words
 * of `search_lexemes` that begin with it, in byte order through its text_pattern_ops index. A prefix that
 * begins more than PREFIX_WORDS_MAX words, none, or is a stop word is left out (searched as a prefix).
 */
export async function findPrefixWords(db: Db, text: string | undefined): Promise<PrefixWords> {
  const typed = typedPrefixes(text);
  if (!typed.length) return new Map();
  const rows = await readRows<{ typed: string; lexeme: string }>(
    db,
    sql`select typed.word as typed, found.lexeme
      from unnest(${sql.param(typed)}::text[]) as typed(word)
      cross join lateral (
        select (tsvector_to_array(to_tsvector('english'::regconfig, typed.word)))[1] as stem,
          array_length(tsvector_to_array(to_tsvector('english'::regconfig, typed.word)), 1) as lexemes
      ) as normal
      cross join lateral (
        select lexeme from search_lexemes
        where normal.lexemes = 1
          and lexeme ~>=~ normal.stem and lexeme ~<~ (normal.stem || chr(1114111))
          and starts_with(lexeme, normal.stem)
        order by lexeme
        limit ${PREFIX_WORDS_MAX + 1}
      ) as found`,
  );
  const words = new Map<string, string[]>();
  for (const row of rows) words.set(row.typed, [...(words.get(row.typed) ?? []), row.lexeme]);
  for (const [word, lexemes] of words) if (lexemes.length > PREFIX_WORDS_MAX) words.delete(word);
  return words;
}

const hasCoordinates = sql.raw(
  `"properties"."latitude" is not null and "properties"."longitude" is not null`,
);
const locationPoint = sql.raw(`point("properties"."longitude", "properties"."latitude")`);

function withinBox(box: BoundingBox, form: BoxForm = "index"): SQL[] {
  if (form === "range") {
    return [
      hasCoordinates,
      sql`"properties"."latitude" between ${box.south}::float8 and ${box.north}::float8`,
      sql`"properties"."longitude" between ${box.west}::float8 and ${box.east}::float8`,
    ];
  }
  return [
    hasCoordinates,
    sql`${locationPoint} <@ box(point(${box.west}::float8, ${box.south}::float8), point(${box.east}::float8, ${box.north}::float8))`,
  ];
}

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

/** Mean radius of the Earth, km (the haversine distance below). */
const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;

/**
 * Within `km` of a point: the circle's bounding box through the index first, then the exact great-circle
 * (haversine) distance of what the box let through.
 */
function withinDistance({ lat, lng, km }: NearPoint, form: BoxForm = "index"): SQL[] {
  const latDelta = km / KM_PER_DEGREE_LATITUDE;
  // Longitude degrees shrink with the cosine of the latitude; at the poles the box spans every longitude.
  const cosine = Math.cos((Math.min(89.9, Math.abs(lat) + latDelta) * Math.PI) / 180);
  const lngDelta = Math.min(180, latDelta / cosine);
  const box = {
    west: Math.max(-180, lng - lngDelta),
    south: Math.max(-90, lat - latDelta),
    east: Math.min(180, lng + lngDelta),
    north: Math.min(90, lat + latDelta),
  };
  return [
    ...withinBox(box, form),
    sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(
      power(sin(radians("properties"."latitude" - ${lat}::float8) / 2), 2)
      + cos(radians(${lat}::float8)) * cos(radians("properties"."latitude"))
        * power(sin(radians("properties"."longitude" - ${lng}::float8) / 2), 2)
    )) <= ${km}::float8`,
  ];
}

/**
 * Inside a drawn area (docs/decisions/0068-map-clusters-and-drawn-areas.md): the area's bounding box in the
 * box's form first (the GiST index, or ranges the planner estimates), then PostgreSQL's own point-in-polygon
 * test (`point <@ polygon`, core geometric types: no PostGIS) on what the box let through. The polygon
 * is one bound parameter in the type's text form, `((lng,lat),(lng,lat),…)`.
 */
function withinPolygon(polygon: SearchPolygon, form: BoxForm = "index"): SQL[] {
  const text = `(${polygon.points.map(([lng, lat]) => `(${lng},${lat})`).join(",")})`;
  return [...withinBox(boundsOfPoints(polygon.points), form), sql`${locationPoint} <@ ${text}::polygon`];
}

export function searchConditions(
  query: SearchFilters,
  scope: SearchScope,
  options: ConditionOptions = {},
): SQL[] {
  const conditions: SQL[] = [isPublicStatus];
  conditions.push(isFresh());
  if (scope.emirate) conditions.push(eq(properties.emirate, scope.emirate));
  if (query.priceType) conditions.push(eq(properties.priceType, query.priceType));
  if (query.emirate) conditions.push(eq(properties.emirate, query.emirate));
  if (query.propertyType) conditions.push(eq(properties.propertyType, query.propertyType));
  if (query.beds !== undefined) {
    conditions.push(
      meansOrMore(query.beds) ? gte(properties.beds, query.beds) : eq(properties.beds, query.beds),
    );
  }
  if (query.baths !== undefined) {
    conditions.push(
      meansOrMore(query.baths) ? gte(properties.baths, query.baths) : eq(properties.baths, query.baths),
    );
  }
  if (query.minPrice !== undefined) conditions.push(gte(properties.price, query.minPrice));
  if (query.maxPrice !== undefined) conditions.push(lte(properties.price, query.maxPrice));
  if (query.minSqft !== undefined) conditions.push(gte(properties.sqft, query.minSqft));
  if (query.maxSqft !== undefined) conditions.push(lte(properties.sqft, query.maxSqft));
  if (query.category) conditions.push(eq(properties.category, query.category));
  if (query.completionStatus) conditions.push(eq(properties.completionStatus, query.completionStatus));
  if (query.furnished) conditions.push(eq(properties.furnished, query.furnished));
  if (query.featured !== undefined) conditions.push(eq(properties.featured, query.featured));
  if (query.location) conditions.push(inArray(properties.location, query.location));
  // Every amenity named (array containment, as the listing stores the editor's names).
  if (query.amenities) {
    conditions.push(sql`${properties.amenities} @> ${sql.param(query.amenities)}::text[]`);
  }
  if (query.addedWithin !== undefined) {
    conditions.push(
      sql`${properties.publishedAt} >= now() - make_interval(days => ${query.addedWithin}::int)`,
    );
  }
  if (query.bbox) conditions.push(...withinBox(query.bbox, options.boxForm));
  if (query.near) conditions.push(...withinDistance(query.near, options.boxForm));
  if (query.polygon) conditions.push(...withinPolygon(query.polygon, options.boxForm));
  // Full text (full-text.ts): every word or "phrase", the last one as a prefix; Arabic names as English.
  conditions.push(...textConditions(query.search, options.textForm, options.prefixWords));
  return conditions;
}

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

/** What the owner's dashboard adds to each listing: enquiry counts and the featured plan's end. */
const ownerColumns = {
  ...summaryColumns,
  featuredUntil: properties.featuredUntil,
  enquiryCount: sql<number>`(
    select count(*)::int from enquiries e where e.property_id = "properties"."id"
  )`,
  unreadEnquiryCount: sql<number>`(
    select count(*)::int from enquiries e where e.property_id = "properties"."id" and e.read_at is null
  )`,
};
export type OwnerListingRow = ListingSummaryRow & {
  featuredUntil: Date | null;
  enquiryCount: number;
  unreadEnquiryCount: number;
};

export async function findListingsByOwner(
  db: Db,
  ownerId: number,
  page: { page: number; limit: number },
): Promise<{ rows: OwnerListingRow[]; total: number }> {
  const where = eq(properties.ownerId, ownerId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(ownerColumns)
      .from(properties)
      .where(where)
      .orderBy(desc(properties.updatedAt), desc(properties.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(properties)
      .where(where),
  ]);
  return { rows, total };
}

export async function findListingById(db: Db, id: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      description: properties.description,
      descriptionAr: properties.descriptionAr,
      permitValidationUrl: properties.permitValidationUrl,
      videoUrl: properties.videoUrl,
      tourUrl: properties.tourUrl,
      agentId: properties.agentId,
      agentName: agents.name,
      agentBrn: agents.brn,
      agentPhone: agents.phone,
      agentWhatsapp: agents.whatsapp,
      agentEmail: agents.email,
      agentPhotoUrl: agents.photoUrl,
      agencyName: agencies.name,
      agencyId: agencies.id,
      ownerUsername: users.username,
    })
    .from(properties)
    .leftJoin(agents, eq(agents.id, properties.agentId))
    .leftJoin(agencies, eq(agencies.id, agents.agencyId))
    .leftJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, id))
    .limit(1);
  return row;
}
export type ListingDetailRow = NonNullable<Awaited<ReturnType<typeof findListingById>>>;

/** A listing is new to saved-search alerts from the first time it is public (docs/decisions/0047). */
function isPublicStatusValue(status: string | undefined): boolean {
  return status !== undefined && (PUBLIC_STATUSES as readonly string[]).includes(status);
}

/** Inserts the listing and its ordered photos in one transaction; returns the row as committed. */
/**
 * Work that belongs to a listing's write, in its transaction (the duplicate and fraud signals, which
 * flag the listing and set its verification): it sees the written row and photos, and a failure undoes
 * the write.
 */
export type AfterListingWrite = (tx: Db, id: number) => Promise<void>;

export async function insertListing(
  db: Db,
  values: NewPropertyRow,
  images: string[],
  afterWrite?: AfterListingWrite,
): Promise<PropertyRow> {
  const publishedAt = isPublicStatusValue(values.status) ? new Date() : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(properties)
      .values({ ...values, publishedAt })
      .returning(rowColumns);
    await replaceImages(tx as unknown as Db, row.id, images);
    if (!afterWrite) return row;
    await afterWrite(tx as unknown as Db, row.id);
    const [written] = await tx.select(rowColumns).from(properties).where(eq(properties.id, row.id));
    return written;
  });
}

/** A price change to record with an update: the price it had since it was listed, and the new one. */
export interface PriceChange {
  from: number;
  to: number;
  listedAt: Date;
}

export async function updateListing(
  db: Db,
  id: number,
  values: Partial<NewPropertyRow>,
  images: string[] | undefined,
  priceChange?: PriceChange,
  afterWrite?: AfterListingWrite,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(properties)
      .set({
        ...values,
        updatedAt: new Date(),
        // The first time public is kept: a listing taken down and published again is not new again.
        ...(isPublicStatusValue(values.status)
          ? { publishedAt: sql`coalesce(${properties.publishedAt}, now())` }
          : {}),
      })
      .where(eq(properties.id, id));
    if (images) await replaceImages(tx as unknown as Db, id, images);
    if (priceChange) await recordPriceChange(tx as unknown as Db, id, priceChange);
    if (afterWrite) await afterWrite(tx as unknown as Db, id);
  });
}

/**
 * History rows hold each price from the moment it applied. The first change also stores the listing price
 * (at its createdAt), which would otherwise be lost once the listing row carries the new price.
 */
async function recordPriceChange(db: Db, propertyId: number, change: PriceChange) {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(priceHistory)
    .where(eq(priceHistory.propertyId, propertyId));
  const rows: (typeof priceHistory.$inferInsert)[] = [];
  if (count === 0) rows.push({ propertyId, price: change.from, changedAt: change.listedAt });
  rows.push({ propertyId, price: change.to });
  await db.insert(priceHistory).values(rows);
}

/** The recorded prices of a listing, oldest first (empty while its price never changed). */
export async function findPriceHistory(db: Db, propertyId: number) {
  return db
    .select({ price: priceHistory.price, changedAt: priceHistory.changedAt })
    .from(priceHistory)
    .where(eq(priceHistory.propertyId, propertyId))
    .orderBy(asc(priceHistory.changedAt), asc(priceHistory.id));
}

export interface SimilarTo {
  id: number;
  priceType: PriceType;
  emirate: Emirate;
  /** The community ("Dubai Marina"). */
  location: string;
  category: Category;
  propertyType: PropertyType;
  beds: number;
  sqft: number;
  price: number;
}

export interface SimilarOptions {
  /** Share of the listing's price either way (0.25: ±25%); never relaxed. */
  priceBand: number;
  /** Share of the listing's size either way; the first thing relaxed. */
  sizeBand: number;
  limit: number;
}

/**
 * Public listings comparable with this one (docs/decisions/0048-similar-listings-and-zero-results.md). Always
 * the same purpose, emirate and category, priced within the band, never the listing itself. The same
 * community first; when it has fewer than `limit`, the rest of the emirate fills the list. Within each,
 * listings rank by how many of the closer rules they keep, relaxed in this order: the size band, then beds
 * within one, then the property type (`similarityTier`); then by beds difference and price ratio.
 *
 * Two queries at most: the community's candidates come from the (status, location) index; the emirate's
 * fill, only when needed, from the filter index ranged over purpose and emirate.
 */
export async function findSimilarListings(
  db: Db,
  listing: SimilarTo,
  options: SimilarOptions,
  scope: SearchScope,
): Promise<ListingSummaryRow[]> {
  const common: SQL[] = [
    isPublicStatus,
    isFresh(),
    eq(properties.priceType, listing.priceType),
    eq(properties.emirate, listing.emirate),
    eq(properties.category, listing.category),
    gte(properties.price, Math.floor(listing.price * (1 - options.priceBand))),
    lte(properties.price, Math.ceil(listing.price * (1 + options.priceBand))),
    ne(properties.id, listing.id),
  ];
  if (scope.emirate) common.push(eq(properties.emirate, scope.emirate));
  const order = similarityOrder(listing, options.sizeBand);
  const inCommunity = await selectSummaries(db)
    .where(and(...common, eq(properties.location, listing.location)))
    .orderBy(...order)
    .limit(options.limit);
  if (inCommunity.length >= options.limit) return inCommunity;
  const inEmirate = await selectSummaries(db)
    .where(and(...common, ne(properties.location, listing.location)))
    .orderBy(...order)
    .limit(options.limit - inCommunity.length);
  return [...inCommunity, ...inEmirate];
}

/**
 * How close a candidate is, best first: the tier (0 keeps every rule: same type, beds within one, size within
 * the band; 1 drops the size band; 2 drops beds too; 3 is another type of the same category), then the
 * difference in beds, then |ln(price ratio)| (10% dearer and 10% cheaper count alike), then the id.
 */
function similarityOrder(listing: SimilarTo, sizeBand: number): SQL[] {
  const sameType = sql`${properties.propertyType} = ${listing.propertyType}`;
  const bedsDiff = sql`abs(${properties.beds} - ${listing.beds}::int)`;
  const sizeNear = sql`${properties.sqft} between ${Math.floor(listing.sqft * (1 - sizeBand))} and ${Math.ceil(
    listing.sqft * (1 + sizeBand),
  )}`;
  const tier = sql`case when ${sameType} and ${bedsDiff} <= 1 and ${sizeNear} then 0
    when ${sameType} and ${bedsDiff} <= 1 then 1 when ${sameType} then 2 else 3 end`;
  const priceRatio = sql`abs(ln(${properties.price}::float8 / ${Math.max(1, listing.price)}::float8))`;
  return [tier, bedsDiff, priceRatio, asc(properties.id)];
}

/**
 * Adds counted page views in one statement per distinct increment (a flush holds few distinct counts).
 * Only public listings count: an owner previewing a draft is not an audience.
 */
export async function addListingViews(db: Db, counts: Map<number, number>): Promise<void> {
  const idsByIncrement = new Map<number, number[]>();
  for (const [id, increment] of counts) {
    const ids = idsByIncrement.get(increment) ?? [];
    ids.push(id);
    idsByIncrement.set(increment, ids);
  }
  for (const [increment, ids] of idsByIncrement) {
    await db
      .update(properties)
      .set({ views: sql`${properties.views} + ${increment}` })
      .where(and(inArray(properties.id, ids), inArray(properties.status, [...PUBLIC_STATUSES])));
  }
}

async function replaceImages(db: Db, propertyId: number, images: string[]) {
  await db.delete(propertyImages).where(eq(propertyImages.propertyId, propertyId));
  if (images.length) {
    await db.insert(propertyImages).values(images.map((url, position) => ({ propertyId, position, url })));
  }
}

export async function deleteListing(db: Db, id: number): Promise<void> {
  await db.delete(properties).where(eq(properties.id, id));
}

export async function findListingOwner(db: Db, id: number) {
  const [row] = await db
    .select({ ownerId: properties.ownerId, emirate: properties.emirate })
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1);
  return row;
}

/** Public listings among the given ids (any order), within the site's scope. */
export async function findPublicListingsByIds(
  db: Db,
  ids: number[],
  scope: SearchScope,
): Promise<ListingSummaryRow[]> {
  if (!ids.length) return [];
  const conditions = [
    inArray(properties.id, ids),
    inArray(properties.status, [...PUBLIC_STATUSES]),
    isFresh(),
  ];
  if (scope.emirate) conditions.push(eq(properties.emirate, scope.emirate));
  return selectSummaries(db).where(and(...conditions));
}
