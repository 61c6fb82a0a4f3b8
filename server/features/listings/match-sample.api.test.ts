import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  CATEGORIES,
  COMPLETION_STATUSES,
  FURNISHINGS,
  PRICE_TYPES,
  PROPERTY_TYPES,
  searchListingsQuerySchema,
} from "@shared/listing";
import { EMIRATES } from "@shared/locations";
import { seedSampleData } from "../../db/seed/seed";
import { invalidatePublicCaches } from "../../lib/public-cache";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { isPublicListing, searchListings } from "./listings.repository";
import { canUseMatchSample, loadMatchSample, MATCH_SAMPLE_TTL_MS, sampleMatcher } from "./match-sample";

/** The in-memory match sample (issue 7): the same answers as the SQL conditions, and never stale after a write. */
let t: TestApp;
const LISTINGS = 300;
const EVERY_LISTING = 10_000;

beforeAll(async () => {
  t = await createTestApp();
  await seedSampleData(t.database.db, { listings: LISTINGS });
});
afterAll(async () => {
  await t.close();
});

/** Values of each filter the UI can send, on the columns the sample holds. */
const filterValues = {
  priceType: fc.constantFrom(...PRICE_TYPES),
  emirate: fc.constantFrom(...EMIRATES),
  propertyType: fc.constantFrom(...PROPERTY_TYPES),
  beds: fc.integer({ min: 0, max: 6 }),
  minPrice: fc.constantFrom(0, 50_000, 500_000, 2_000_000),
  maxPrice: fc.constantFrom(100_000, 1_000_000, 5_000_000),
  category: fc.constantFrom(...CATEGORIES),
  completionStatus: fc.constantFrom(...COMPLETION_STATUSES),
  furnished: fc.constantFrom(...FURNISHINGS),
  featured: fc.constantFrom("0", "1"),
  search: fc.constantFrom("dubai", "marina", "villa jumeirah", "JVC", "50%_off", "apartment in"),
};
type Filter = keyof typeof filterValues;

/** One to three filters at a time, as visitors combine them (more would match almost nothing). */
const sampledSearch = fc
  .tuple(
    fc.record(filterValues),
    fc.subarray(Object.keys(filterValues) as Filter[], { minLength: 1, maxLength: 3 }),
  )
  .map(([values, chosen]) => Object.fromEntries(chosen.map((filter) => [filter, values[filter]])))
  // The API refuses a minimum above the maximum.
  .filter((p) => p.minPrice === undefined || p.maxPrice === undefined || p.minPrice <= p.maxPrice);

describe("the in-memory match sample", () => {
  it("matches exactly the listings the database's search conditions match", async () => {
    const everyPublicListing = await loadMatchSample(t.database.db, EVERY_LISTING, isPublicListing());
    expect(everyPublicListing.length).toBeGreaterThan(LISTINGS / 2);
    let searchesWithMatches = 0;
    await fc.assert(
      fc.asyncProperty(sampledSearch, fc.constantFrom(undefined, "Dubai"), async (params, scopeEmirate) => {
        const query = searchListingsQuerySchema.parse(params);
        const scope = scopeEmirate ? { emirate: scopeEmirate } : {};
        const inMemory = everyPublicListing.filter(sampleMatcher(query, scope)).length;
        // A sample larger than the site: the database counts every match exactly.
        const counted = await searchListings(t.database.db, query, scope, {
          limits: { rows: EVERY_LISTING, cost: 1e12, sample: EVERY_LISTING },
        });
        expect(counted.totalIsEstimate).toBe(false);
        expect(inMemory).toBe(counted.total);
        if (inMemory > 0) searchesWithMatches += 1;
      }),
      { numRuns: 80 },
    );
    // Most searches match something, so a wrong rule would show.
    expect(searchesWithMatches).toBeGreaterThan(40);
  });

  it("leaves searches on columns it does not hold to the database", () => {
    expect(canUseMatchSample(searchListingsQuerySchema.parse({ beds: 2 }))).toBe(true);
    expect(canUseMatchSample(searchListingsQuerySchema.parse({ baths: 2 }))).toBe(false);
    expect(canUseMatchSample(searchListingsQuerySchema.parse({ minSqft: 900 }))).toBe(false);
  });

  it("is refreshed in the background once a minute and after a write, never waited for", async () => {
    let now = 1_000_000;
    const clock = () => now;
    const load = () => loadMatchSample(t.database.db, 50, isPublicListing(), clock);
    const first = await load();
    expect(first).toHaveLength(50);
    expect(await load()).toBe(first);

    now += MATCH_SAMPLE_TTL_MS;
    // The minute-old rows answer at once; the refresh replaces them when it arrives.
    expect(await load()).toBe(first);
    await vi.waitFor(async () => expect(await load()).not.toBe(first));
    const refreshed = await load();

    invalidatePublicCaches();
    expect(await load()).toBe(refreshed);
    await vi.waitFor(async () => expect(await load()).not.toBe(refreshed));
  });
});
