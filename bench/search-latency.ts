import { performance } from "node:perf_hooks";
import { searchListingsQuerySchema, type SearchListingsParams } from "@shared/listing";
import { DEFAULT_SITES } from "@shared/site";
import type { Database } from "../server/db/client";
import { searchListings } from "../server/features/listings/listings.service";

/** Filter combinations the UI sends: purpose alone, the /buy filter grid, free text, sorts and deep pages. */
export const SEARCH_CASES: { name: string; params: SearchListingsParams }[] = [
  { name: "rent, default order", params: { priceType: "rent" } },
  {
    name: "sale, Dubai, 2 beds, AED 1–3M",
    params: { priceType: "sale", emirate: "Dubai", beds: 2, minPrice: 1_000_000, maxPrice: 3_000_000 },
  },
  { name: "sale, villas, 5+ beds", params: { priceType: "sale", propertyType: "Villa", beds: 5 } },
  {
    name: "rent, Abu Dhabi, apartments, price ascending",
    params: { priceType: "rent", emirate: "Abu Dhabi", propertyType: "Apartment", sort: "price_asc" },
  },
  {
    name: "off-plan sale, newest",
    params: { priceType: "sale", completionStatus: "off-plan", sort: "newest" },
  },
  { name: "commercial rent", params: { priceType: "rent", category: "commercial" } },
  { name: "free text 'dubai marina'", params: { search: "dubai marina" } },
  { name: "free text 'villa palm' for sale", params: { priceType: "sale", search: "villa palm" } },
  { name: "rent, page 20", params: { priceType: "rent", page: 20 } },
];

export interface LatencyResult {
  name: string;
  total: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs each case `rounds` times through the service (SQL, count and mapping) and reports p50/p99 in ms. */
export async function measureSearchLatency(database: Database, rounds: number): Promise<LatencyResult[]> {
  const { hosts: _hosts, ...site } = DEFAULT_SITES.uae;
  const results: LatencyResult[] = [];
  for (const { name, params } of SEARCH_CASES) {
    const query = searchListingsQuerySchema.parse(params);
    const timings: number[] = [];
    let total = 0;
    for (let i = 0; i < rounds + 5; i++) {
      const started = performance.now();
      total = (await searchListings(database.db, query, site)).total;
      if (i >= 5) timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    results.push({ name, total, p50: percentile(timings, 50), p99: percentile(timings, 99) });
  }
  return results;
}
