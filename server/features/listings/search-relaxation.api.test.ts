import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createListing, type ListingInput } from "../../../tests/factories";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";

// Zero-results help (issue 15, item 6; docs/decisions/0048-similar-listings-and-zero-results.md).

let t: TestApp;

/** Ajman, for sale: the impossible search is a furnished three-bed at most AED 500,000 there. */
const impossible = {
  priceType: "sale",
  emirate: "Ajman",
  beds: "3",
  maxPrice: "500000",
  furnished: "furnished",
};

beforeAll(async () => {
  t = await createTestApp();
  const agent = t.request();
  await signUp(agent, "owner");
  const create = (count: number, overrides: Partial<ListingInput>) =>
    Promise.all(
      Array.from({ length: count }, () =>
        createListing(agent, {
          location: "Al Nuaimiya",
          priceType: "sale",
          beds: 3,
          price: 450_000,
          furnished: "furnished",
          ...overrides,
        }),
      ),
    );
  await create(4, { beds: 2 }); // without the beds filter: 4
  await create(3, { location: "Al Majaz" }); // without the emirate (in Sharjah): 3
  await create(2, { price: 700_000 }); // without the price cap: 2
  await create(1, { furnished: "unfurnished" }); // without furnished: 1
  await create(2, { priceType: "rent", price: 40_000 }); // rentals: never suggested for a sale search
});
afterAll(async () => {
  await t.close();
});

async function relaxations(query: Record<string, string>) {
  const res = await supertest(t.app).get("/api/properties/search/relaxations").query(query).expect(200);
  return res.body as { suggestions: { drop: string[]; count: number; estimated: boolean }[] };
}

async function searchTotal(query: Record<string, string>): Promise<number> {
  const res = await supertest(t.app).get("/api/properties/search").query(query).expect(200);
  return Number(res.headers["x-total-count"]);
}

function without(query: Record<string, string>, drop: string[]) {
  return Object.fromEntries(Object.entries(query).filter(([key]) => !drop.includes(key)));
}

describe("GET /api/properties/search/relaxations", () => {
  it("suggests dropping the filter whose removal finds most first, with counts equal to the search's totals", async () => {
    expect(await searchTotal(impossible)).toBe(0);
    const { suggestions } = await relaxations(impossible);
    expect(suggestions).toEqual([
      { drop: ["beds"], count: 4, estimated: false },
      { drop: ["emirate"], count: 3, estimated: false },
      { drop: ["maxPrice"], count: 2, estimated: false },
      { drop: ["furnished"], count: 1, estimated: false },
    ]);
    for (const suggestion of suggestions) {
      expect(await searchTotal(without(impossible, suggestion.drop))).toBe(suggestion.count);
    }
  });

  it("never drops the purpose, paging or order, and leaves out drops that still find nothing", async () => {
    const { suggestions } = await relaxations({ ...impossible, sort: "newest", page: "2" });
    expect(suggestions).toHaveLength(4);
    const keys = suggestions.flatMap((s) => s.drop);
    expect(keys).not.toContain("priceType");
    expect(keys).not.toContain("sort");
    expect(keys).not.toContain("page");
    const onlyUnhelpful = await relaxations({ priceType: "sale", emirate: "Fujairah", beds: "3" });
    // Nothing in Fujairah at all: dropping beds finds nothing, dropping the emirate finds the 3-beds elsewhere.
    expect(onlyUnhelpful.suggestions).toEqual([{ drop: ["emirate"], count: 6, estimated: false }]);
    expect(await searchTotal({ priceType: "sale", beds: "3" })).toBe(6);
  });

  it("drops every filter at once when no single one helps", async () => {
    const query = { search: "qqqzzzunmatched", featured: "1", priceType: "sale" };
    // Without the words: no featured listings; without featured: the words match nothing.
    const { suggestions } = await relaxations(query);
    expect(suggestions).toEqual([
      { drop: ["search", "featured"], count: await searchTotal({ priceType: "sale" }), estimated: false },
    ]);
    expect(suggestions[0].count).toBe(10);
    // Words alone: dropping them is the whole catalogue (both purposes: none was chosen).
    expect((await relaxations({ search: "qqqzzzunmatched" })).suggestions).toEqual([
      { drop: ["search"], count: 12, estimated: false },
    ]);
    // A purpose alone is never dropped: nothing to suggest.
    expect((await relaxations({ priceType: "sale", search: "" })).suggestions).toEqual([]);
  });

  it("answers 400 naming the field, like the search", async () => {
    const bad = await supertest(t.app)
      .get("/api/properties/search/relaxations")
      .query({ maxPrice: "lots", beds: "-1" })
      .expect(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(["beds", "maxPrice"]);
    const crossed = await supertest(t.app)
      .get("/api/properties/search/relaxations")
      .query({ minPrice: "900000", maxPrice: "100000" })
      .expect(400);
    expect(crossed.body.fieldErrors.maxPrice).toEqual(["Must not be below minPrice"]);
  });
});
