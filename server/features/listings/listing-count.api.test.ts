import { describe, expect, it } from "vitest";
import { searchListingsQuerySchema, type SearchListingsParams } from "@shared/listing";
import { seedSampleData } from "../../db/seed/seed";
import { useTestApp } from "../../../tests/helpers/use-test-app";
import { sql } from "drizzle-orm";
import { properties } from "../../db/schema";
import { BROAD_SEARCH_FACTOR, countMatches, roundEstimate } from "./listing-count";
import { searchListings } from "./listings-search.repository";

/** Counting search results (docs/decisions/0032): exact up to the cap, the planner's estimate beyond it. */
const LISTINGS = 300;
const t = useTestApp({ seed: (app) => seedSampleData(app.database.db, { listings: LISTINGS }) });

const parse = (params: SearchListingsParams) => searchListingsQuerySchema.parse(params);

/** Every match, by walking the pages: what the count must agree with. */
async function walkAllMatches(params: SearchListingsParams, scope: { emirate?: "Dubai" } = {}) {
  let seen = 0;
  for (let page = 1; ; page += 1) {
    const { rows } = await searchListings(t.database.db, parse({ ...params, page, limit: 48 }), scope);
    seen += rows.length;
    if (rows.length < 48) return seen;
  }
}

const SEARCHES: [string, SearchListingsParams, { emirate?: "Dubai" }][] = [
  ["rent", { priceType: "rent" }, {}],
  ["sale in Dubai, 2 beds", { priceType: "sale", emirate: "Dubai", beds: 2 }, {}],
  ["villas on the Dubai site", { propertyType: "Villa" }, { emirate: "Dubai" }],
  ["5+ beds up to AED 10M", { beds: 5, maxPrice: 10_000_000 }, {}],
  ["furnished apartments", { propertyType: "Apartment", furnished: "furnished" }, {}],
  ["free text", { search: "dubai marina" }, {}],
  ["a wildcard typed as text", { search: "50%_off" }, {}],
];

describe("search counts", () => {
  it.each(SEARCHES)("below the cap are exact and respect every filter: %s", async (_name, params, scope) => {
    const counted = await searchListings(t.database.db, parse(params), scope, { countCap: LISTINGS });
    expect(counted.totalIsEstimate).toBe(false);
    expect(counted.total).toBe(await walkAllMatches(params, scope));
  });

  it("finds some searches with matches and some without, so a wrong filter would show", async () => {
    const totals = await Promise.all(
      SEARCHES.map(
        async ([, params, scope]) => (await searchListings(t.database.db, parse(params), scope)).total,
      ),
    );
    expect(totals.filter((total) => total > 0).length).toBeGreaterThanOrEqual(4);
  });

  it("above the cap are estimated, never below the cap, rounded", async () => {
    const exact = await walkAllMatches({});
    expect(exact).toBeGreaterThan(100);
    const result = await searchListings(t.database.db, parse({}), {}, { countCap: 100 });
    expect(result.totalIsEstimate).toBe(true);
    expect(result.total).toBeGreaterThan(100);
    expect(result.total).toBeGreaterThan(exact * 0.65);
    expect(result.total).toBeLessThan(exact * 1.35);
    expect(result.total).toBe(roundEstimate(result.total));
  });

  it("far above the cap in the planner's eyes are estimated without counting", async () => {
    const exact = await walkAllMatches({});
    const cap = Math.floor(exact / (BROAD_SEARCH_FACTOR * 2));
    const result = await searchListings(t.database.db, parse({}), {}, { countCap: cap });
    expect(result.totalIsEstimate).toBe(true);
    expect(result.total).toBeGreaterThan(exact * 0.65);
    expect(result.total).toBeLessThan(exact * 1.35);
  });

  it("never runs the count when the plan alone says the search is broad", async () => {
    // A condition that fails only when rows are read: planning it is harmless, counting would throw.
    const failsWhenRead = sql`${properties.id} > 0 and 1 / (${properties.id} - ${properties.id}) >= 0`;
    await expect(countMatches(t.database.db, failsWhenRead, { cap: 1 })).resolves.toMatchObject({
      estimated: true,
    });
    await expect(countMatches(t.database.db, failsWhenRead, { cap: 1_000 })).rejects.toThrow(
      /Failed query: select count/,
    );
  });

  it("at exactly the cap are still exact", async () => {
    const exact = await walkAllMatches({ priceType: "rent" });
    const atCap = await searchListings(t.database.db, parse({ priceType: "rent" }), {}, { countCap: exact });
    expect(atCap).toMatchObject({ total: exact, totalIsEstimate: false });
    const belowCap = await searchListings(
      t.database.db,
      parse({ priceType: "rent" }),
      {},
      { countCap: exact - 1 },
    );
    expect(belowCap.totalIsEstimate).toBe(true);
  });
});

describe("roundEstimate", () => {
  it("keeps two significant figures from 100 up", () => {
    expect(roundEstimate(99.4)).toBe(99);
    expect(roundEstimate(5001)).toBe(5000);
    expect(roundEstimate(41_237)).toBe(41_000);
    expect(roundEstimate(1_049_999)).toBe(1_000_000);
  });
});
