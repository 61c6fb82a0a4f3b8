import { performance } from "node:perf_hooks";
import { searchListingsQuerySchema, type SearchListingsParams } from "@shared/listing";
import { mapClustersQuerySchema } from "@shared/map-clusters";
import { DEFAULT_SITES, type SiteConfig } from "@shared/site";
import type { Database } from "../server/db/client";
import type { MatchCount } from "../server/features/listings/listing-count";
import { PublicCache } from "../server/lib/public-cache";
import { getMapClusters, searchListings } from "../server/features/listings/listings.service";

export interface SearchCase {
  name: string;
  params: SearchListingsParams;
  /**
   * "structured" filters only, "text" with free text (the older cases), "fulltext" words of descriptions
   * and amenities (issue 15) or "map" (bbox, near): the last two held to the structured targets.
   */
  kind: "structured" | "text" | "fulltext" | "map";
  /** The index the plan of the page or of the count must use (the full-text and map cases). */
  expectIndex?: string;
  /** Dubai-scoped site instead of the UAE-wide one. */
  dubai?: boolean;
  /** The case whose page 1 this deep page is compared with. */
  deepOf?: string;
}

/** A pentagon drawn over Dubai Marina, inside the Marina viewport of the map cases. */
const DUBAI_MARINA_AREA = "55.128,25.072;55.152,25.072;55.155,25.082;55.14,25.09;55.125,25.082";

/**
 * What the UI sends: /buy, /rent and /search with each filter of the filter panel alone and in the usual
 * combinations, every sort, the collection pages (off-plan, commercial), the home page's featured list, a
 * Dubai-scoped site, free text from the search box, and deep pages.
 */
export const SEARCH_CASES: SearchCase[] = [
  { name: "rent (/rent)", kind: "structured", params: { priceType: "rent" } },
  { name: "sale (/buy)", kind: "structured", params: { priceType: "sale" } },
  { name: "any purpose (/search)", kind: "structured", params: {} },
  { name: "featured (home)", kind: "structured", params: { featured: "1", limit: 8 } },
  { name: "sale, Dubai", kind: "structured", params: { priceType: "sale", emirate: "dubai" } },
  { name: "sale, Dubai site", kind: "structured", dubai: true, params: { priceType: "sale" } },
  {
    name: "rent, Sharjah, apartments",
    kind: "structured",
    params: { priceType: "rent", emirate: "sharjah", propertyType: "Apartment" },
  },
  {
    name: "sale, Dubai, 2 beds, AED 1–3M",
    kind: "structured",
    params: { priceType: "sale", emirate: "dubai", beds: 2, minPrice: 1_000_000, maxPrice: 3_000_000 },
  },
  {
    name: "sale, villas, 5+ beds",
    kind: "structured",
    params: { priceType: "sale", propertyType: "Villa", beds: 5 },
  },
  { name: "rent, studios", kind: "structured", params: { priceType: "rent", beds: 0 } },
  { name: "sale, AED 5M+", kind: "structured", params: { priceType: "sale", minPrice: 5_000_000 } },
  {
    name: "rent, up to AED 50K",
    kind: "structured",
    params: { priceType: "rent", minPrice: 0, maxPrice: 50_000 },
  },
  { name: "rent, furnished", kind: "structured", params: { priceType: "rent", furnished: "furnished" } },
  {
    name: "sale, Fujairah, warehouses",
    kind: "structured",
    params: { priceType: "sale", emirate: "fujairah", propertyType: "Warehouse" },
  },
  {
    name: "rent, Abu Dhabi, apartments, price ascending",
    kind: "structured",
    params: { priceType: "rent", emirate: "abu-dhabi", propertyType: "Apartment", sort: "price_asc" },
  },
  { name: "sale, price descending", kind: "structured", params: { priceType: "sale", sort: "price_desc" } },
  { name: "rent, newest", kind: "structured", params: { priceType: "rent", sort: "newest" } },
  {
    name: "off-plan sale, newest (/new-property)",
    kind: "structured",
    params: { priceType: "sale", completionStatus: "off-plan", sort: "newest" },
  },
  {
    name: "commercial rent (/commercial-property)",
    kind: "structured",
    params: { priceType: "rent", category: "commercial" },
  },
  { name: "free text 'dubai marina'", kind: "text", params: { search: "dubai marina" } },
  { name: "free text 'villa palm', sale", kind: "text", params: { priceType: "sale", search: "villa palm" } },
  {
    name: "free text 'jvc', rent, 1 bed",
    kind: "text",
    params: { priceType: "rent", search: "jvc", beds: 1 },
  },
  {
    name: "free text 'penthouse', sale, price descending",
    kind: "text",
    params: { priceType: "sale", search: "penthouse", sort: "price_desc" },
  },
  // Full text (issue 15): words of descriptions and amenities, phrases, the last word while typing,
  // Arabic, and relevance order (docs/decisions/0045-full-text-search.md). Broad ones ("sea view": 12% of
  // listings; a city's box; "maid's room" villas and "chiller free" rents in Dubai, over 10,000 each at
  // 1,000,000) name no index: walking the order's index and stopping after a page is their plan, and the
  // planner's estimate their count.
  {
    name: "full text 'sea view'",
    kind: "fulltext",
    params: { search: "sea view" },
  },
  {
    name: "full text 'dubai marina sea view', sale",
    kind: "fulltext",
    expectIndex: "properties_search_vector_idx",
    params: { priceType: "sale", search: "dubai marina sea view" },
  },
  {
    name: "full text '\"maid's room\"', villas",
    kind: "fulltext",
    params: { search: '"maid\'s room"', propertyType: "Villa" },
  },
  {
    name: "full text 'chiller free', rent, Dubai",
    kind: "fulltext",
    params: { priceType: "rent", emirate: "dubai", search: "chiller free" },
  },
  {
    name: "full text 'near metro', rent, 1 bed",
    kind: "fulltext",
    params: { priceType: "rent", beds: 1, search: "near metro" },
  },
  {
    name: "full text typing 'jumeirah lake tow'",
    kind: "fulltext",
    expectIndex: "properties_search_vector_idx",
    params: { search: "jumeirah lake tow" },
  },
  {
    name: "full text Arabic 'شقة دبي مارينا'",
    kind: "fulltext",
    expectIndex: "properties_search_vector_idx",
    params: { search: "شقة دبي مارينا" },
  },
  {
    name: "full text 'sea view', relevance",
    kind: "fulltext",
    params: { search: "sea view", sort: "relevance" },
  },
  {
    name: "full text 'private pool palm', sale, relevance",
    kind: "fulltext",
    expectIndex: "properties_search_vector_idx",
    params: { priceType: "sale", search: "private pool palm", sort: "relevance" },
  },
  // The map (issue 15): a community's viewport, a city's, and a circle.
  {
    name: "map: Dubai Marina viewport",
    kind: "map",
    expectIndex: "properties_location_point_idx",
    params: { bbox: "55.125,25.07,55.155,25.09" },
  },
  {
    name: "map: Dubai Marina viewport, rent, 2 beds",
    kind: "map",
    expectIndex: "properties_location_point_idx",
    params: { priceType: "rent", beds: 2, bbox: "55.125,25.07,55.155,25.09" },
  },
  {
    name: "map: Dubai viewport, sale",
    kind: "map",
    params: { priceType: "sale", bbox: "55.0,24.9,55.45,25.3" },
  },
  {
    name: "map: within 2 km of JLT, rent",
    kind: "map",
    expectIndex: "properties_location_point_idx",
    params: { priceType: "rent", near: "25.0693,55.1418,2" },
  },
  {
    name: "map: Dubai Marina viewport, 'sea view'",
    kind: "map",
    expectIndex: "properties_map_point_idx",
    params: { bbox: "55.125,25.07,55.155,25.09", search: "sea view" },
  },
  // A drawn area (issue 28): its bounding box through the map's index, then point-in-polygon.
  {
    name: "map: drawn area in Dubai Marina, rent",
    kind: "map",
    expectIndex: "properties_location_point_idx",
    params: { priceType: "rent", polygon: DUBAI_MARINA_AREA },
  },
  {
    name: "rent, page 20",
    kind: "structured",
    deepOf: "rent (/rent)",
    params: { priceType: "rent", page: 20 },
  },
  {
    name: "sale, page 100",
    kind: "structured",
    deepOf: "sale (/buy)",
    params: { priceType: "sale", page: 100 },
  },
  {
    name: "sale, Dubai, 2 beds, AED 1–3M, page 10",
    kind: "structured",
    deepOf: "sale, Dubai, 2 beds, AED 1–3M",
    params: {
      priceType: "sale",
      emirate: "dubai",
      beds: 2,
      minPrice: 1_000_000,
      maxPrice: 3_000_000,
      page: 10,
    },
  },
];

/**
 * GET /api/properties/map-clusters (issue 28): every match in a view, by grid cell. The view's box and
 * zoom as the map sends them: a city at zoom 10, a community at zoom 14.
 */
export interface MapClusterCase {
  name: string;
  params: Record<string, string | number>;
  /** The index the plan must use. */
  expectIndex?: string;
}

export const MAP_CLUSTER_CASES: MapClusterCase[] = [
  { name: "clusters: Dubai viewport, zoom 10", params: { bbox: "55.0,24.9,55.45,25.3", zoom: 10 } },
  {
    name: "clusters: Dubai viewport, sale, zoom 10",
    params: { priceType: "sale", bbox: "55.0,24.9,55.45,25.3", zoom: 10 },
  },
  {
    name: "clusters: Dubai Marina viewport, zoom 14",
    expectIndex: "properties_location_point_idx",
    params: { bbox: "55.125,25.07,55.155,25.09", zoom: 14 },
  },
  {
    name: "clusters: Dubai Marina viewport, rent, 2 beds, zoom 14",
    expectIndex: "properties_location_point_idx",
    params: { priceType: "rent", beds: 2, bbox: "55.125,25.07,55.155,25.09", zoom: 14 },
  },
  {
    name: "clusters: drawn area in Dubai Marina, zoom 14",
    expectIndex: "properties_location_point_idx",
    params: { polygon: DUBAI_MARINA_AREA, bbox: "55.125,25.07,55.155,25.09", zoom: 14 },
  },
];

export interface LatencyResult {
  name: string;
  kind: SearchCase["kind"];
  deepOf?: string;
  total: number;
  estimated: boolean;
  /** Every call counts (or estimates) afresh: a search nobody made in the last minute. */
  p50: number;
  p99: number;
  /** With the route's count cache: the same filters' count reused (other pages, sorts, visitors). */
  warmP50: number;
  warmP99: number;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function siteOf(dubai: boolean | undefined): SiteConfig {
  const { hosts: _hosts, ...site } = dubai ? DEFAULT_SITES.dubai : DEFAULT_SITES.uae;
  return site;
}

/**
 * Runs each case `rounds` times through the service (page query, count and mapping), without and with the
 * count cache the route uses, interleaving the cases round by round so that a burst of load on a shared
 * machine spreads over all of them.
 */
export async function measureSearchLatency(database: Database, rounds: number): Promise<LatencyResult[]> {
  const countCache = new PublicCache<MatchCount>({ ttlMs: 3_600_000, maxEntries: 1000 });
  const cases = SEARCH_CASES.map((c) => ({
    ...c,
    query: searchListingsQuerySchema.parse(c.params),
    site: siteOf(c.dubai),
    cold: [] as number[],
    warm: [] as number[],
    total: 0,
    estimated: false,
  }));
  const warmUp = 5;
  for (let round = 0; round < rounds + warmUp; round++) {
    for (const c of cases) {
      let started = performance.now();
      const result = await searchListings(database.db, c.query, c.site);
      if (round >= warmUp) c.cold.push(performance.now() - started);
      started = performance.now();
      await searchListings(database.db, c.query, c.site, { countCache });
      if (round >= warmUp) c.warm.push(performance.now() - started);
      c.total = result.total;
      c.estimated = result.totalIsEstimate;
    }
  }
  return cases.map((c) => {
    const cold = [...c.cold].sort((a, b) => a - b);
    const warm = [...c.warm].sort((a, b) => a - b);
    return {
      name: c.name,
      kind: c.kind,
      deepOf: c.deepOf,
      total: c.total,
      estimated: c.estimated,
      p50: percentile(cold, 50),
      p99: percentile(cold, 99),
      warmP50: percentile(warm, 50),
      warmP99: percentile(warm, 99),
    };
  });
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Heap Fetches"?: number;
  "Actual Rows"?: number;
  Plans?: PlanNode[];
}

export interface PlanEvidence {
  name: string;
  /** Every index either plan reads. */
  indexes: string[];
  /** The case's expected index (full text, map), and whether a plan uses it. */
  expectIndex?: string;
  usesExpectedIndex?: boolean;
  /** How the page's ids were found, e.g. "Index Only Scan using properties_search_featured_idx". */
  page: string;
  /** How the count was made, or "planner estimate" when it was not counted. */
  count: string;
  seqScan: boolean;
  heapFetches: number;
}

/** The scans of the properties table in a plan (the page query also reads 24 rows by primary key). */
function propertyScans(plan: PlanNode): PlanNode[] {
  const own = plan["Relation Name"] === "properties" && !/^Index Scan$/.test(plan["Node Type"]) ? [plan] : [];
  const byKey = plan["Relation Name"] === "properties" && plan["Index Name"] === "properties_pkey";
  return [...(byKey ? [] : own), ...(plan.Plans ?? []).flatMap(propertyScans)].concat(
    plan["Relation Name"] === "properties" && plan["Node Type"] === "Index Scan" && !byKey ? [plan] : [],
  );
}

/** The names of every index a plan reads (bitmap index scans under a heap scan too). */
function indexesOf(plan: PlanNode): string[] {
  return [...(plan["Index Name"] ? [plan["Index Name"]] : []), ...(plan.Plans ?? []).flatMap(indexesOf)];
}

function describeScans(scans: PlanNode[]): string {
  return scans
    .map((scan) => `${scan["Node Type"]}${scan["Index Name"] ? ` using ${scan["Index Name"]}` : ""}`)
    .join(" + ");
}

type PoolQuery = (text: unknown, values?: unknown) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * The statements sent through the database's pool from now on (PostgreSQL only), and EXPLAIN ANALYZE of
 * the first read that matches a pattern, run with its own parameters: so the evidence is of exactly the
 * queries measured. `restore` puts the pool back.
 */
function captureStatements(database: Database) {
  const pool = database.pgPool;
  if (!pool) throw new Error("EXPLAIN evidence needs PostgreSQL");
  const original = pool.query.bind(pool) as PoolQuery;
  const captured: { text: string; values: unknown }[] = [];
  (pool as unknown as { query: PoolQuery }).query = (config, values) => {
    const text = typeof config === "string" ? config : (config as { text: string }).text;
    captured.push({ text, values: values ?? (config as { values?: unknown }).values });
    return original(config, values);
  };
  return {
    clear: () => (captured.length = 0),
    explain: async (pattern: RegExp) => {
      const statement = captured.find((s) => /^(select|with)/i.test(s.text) && pattern.test(s.text));
      if (!statement) return undefined;
      const { rows } = await original({
        text: `explain (analyze, timing off, format json) ${statement.text}`,
        values: statement.values,
      });
      const value = Object.values(rows[0])[0];
      return (typeof value === "string" ? JSON.parse(value) : value)[0].Plan as PlanNode;
    },
    restore: () => ((pool as unknown as { query: PoolQuery }).query = original),
  };
}

/**
 * EXPLAIN ANALYZE of the SQL each case sends (PostgreSQL only): the statements the service runs are
 * captured at the pool and explained again, so the evidence is of exactly the queries measured.
 */
export async function explainSearchCases(database: Database): Promise<PlanEvidence[]> {
  const statements = captureStatements(database);
  const evidence: PlanEvidence[] = [];
  try {
    for (const c of SEARCH_CASES) {
      statements.clear();
      const result = await searchListings(
        database.db,
        searchListingsQuerySchema.parse(c.params),
        siteOf(c.dubai),
      );
      // Relevance order reads its page from the ranked candidates (listings.repository.ts rankedPage); a
      // text's page is first looked for in the order's first rows (walkedTextPage, "walked_ids"), then
      // through the vector's index ("page_ids") when it was not there.
      const pagePlan = (await statements.explain(/"page_ids"|"candidates"|"walked_ids"/))!;
      // The capped count, absent when the planner's estimate alone said the search is broad (decision 0032).
      const countPlan = await statements.explain(/"capped"/);
      const pageScans = propertyScans(pagePlan);
      const countScans = countPlan ? propertyScans(countPlan) : [];
      const all = [...pageScans, ...countScans];
      const indexes = [...new Set([pagePlan, ...(countPlan ? [countPlan] : [])].flatMap(indexesOf))];
      evidence.push({
        name: c.name,
        indexes,
        expectIndex: c.expectIndex,
        usesExpectedIndex: c.expectIndex ? indexes.includes(c.expectIndex) : undefined,
        page: describeScans(pageScans),
        count: !countPlan
          ? "planner's estimate only (not counted)"
          : `${result.totalIsEstimate ? "capped, then planner's estimate" : "counted"}: ${describeScans(countScans)}`,
        seqScan: all.some((scan) => scan["Node Type"] === "Seq Scan"),
        heapFetches: all.reduce((sum, scan) => sum + (scan["Heap Fetches"] ?? 0), 0),
      });
    }
  } finally {
    statements.restore();
  }
  return evidence;
}

export interface MapClusterResult {
  name: string;
  /** Cells answered (at most 500) and the matches in the view. */
  cells: number;
  total: number;
  p50: number;
  p99: number;
}

/**
 * Runs each clusters case `rounds` times through the service (the grouped query and the lone cells'
 * listings; no response cache), interleaved round by round after 5 warm-up rounds, like the searches.
 */
export async function measureMapClusterLatency(
  database: Database,
  rounds: number,
): Promise<MapClusterResult[]> {
  const site = siteOf(false);
  const cases = MAP_CLUSTER_CASES.map((c) => ({
    ...c,
    query: mapClustersQuerySchema.parse(c.params),
    times: [] as number[],
    cells: 0,
    total: 0,
  }));
  const warmUp = 5;
  for (let round = 0; round < rounds + warmUp; round++) {
    for (const c of cases) {
      const started = performance.now();
      const result = await getMapClusters(database.db, c.query, site);
      if (round >= warmUp) c.times.push(performance.now() - started);
      c.cells = result.clusters.length;
      c.total = result.total;
    }
  }
  return cases.map((c) => {
    const times = [...c.times].sort((a, b) => a - b);
    return {
      name: c.name,
      cells: c.cells,
      total: c.total,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
    };
  });
}

/** EXPLAIN ANALYZE of each clusters case's grouped query (PostgreSQL only), as explainSearchCases. */
export async function explainMapClusterCases(database: Database): Promise<PlanEvidence[]> {
  const statements = captureStatements(database);
  const evidence: PlanEvidence[] = [];
  try {
    for (const c of MAP_CLUSTER_CASES) {
      statements.clear();
      await getMapClusters(database.db, mapClustersQuerySchema.parse(c.params), siteOf(false));
      const plan = (await statements.explain(/\bcells\b/))!;
      const scans = propertyScans(plan);
      const indexes = [...new Set(indexesOf(plan))];
      evidence.push({
        name: c.name,
        indexes,
        expectIndex: c.expectIndex,
        usesExpectedIndex: c.expectIndex ? indexes.includes(c.expectIndex) : undefined,
        page: describeScans(scans),
        count: "the cells' counts (no separate count)",
        seqScan: scans.some((scan) => scan["Node Type"] === "Seq Scan"),
        heapFetches: scans.reduce((sum, scan) => sum + (scan["Heap Fetches"] ?? 0), 0),
      });
    }
  } finally {
    statements.restore();
  }
  return evidence;
}
