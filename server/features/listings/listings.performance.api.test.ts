import { eq, sql } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOTAL_COUNT_ESTIMATED_HEADER } from "@shared/api";
import { searchListingsQuerySchema, type SearchListingsParams } from "@shared/listing";
import { properties } from "../../db/schema";
import { seedSampleData } from "../../db/seed/seed";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";
import { searchListings } from "./listings-search.repository";

/** Search at scale (issue 7): counts and estimates, paging by index, and the public response cache. */
let t: TestApp;
const SAMPLE_SIZE = 400;

beforeAll(async () => {
  t = await createTestApp(undefined, { PUBLIC_CACHE_SECONDS: "30" });
  await seedSampleData(t.database.db, { listings: SAMPLE_SIZE });
});
afterAll(async () => {
  await t.close();
});

const parse = (params: SearchListingsParams) => searchListingsQuerySchema.parse(params);

async function exactCount(condition: ReturnType<typeof sql>) {
  const [{ count }] = await t.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(properties)
    .where(condition);
  return count;
}
const publicRent = sql`${properties.status} in ('published', 'under-offer') and ${properties.priceType} = 'rent'`;

describe("search counts", () => {
  it("are exact within the cap", async () => {
    const result = await searchListings(t.database.db, parse({ priceType: "rent" }), {});
    expect(result.totalIsEstimate).toBe(false);
    expect(result.total).toBe(await exactCount(publicRent));
  });

  it("are the planner's estimate beyond the cap, rounded", async () => {
    const exact = await exactCount(publicRent);
    const result = await searchListings(t.database.db, parse({ priceType: "rent" }), {}, { countCap: 10 });
    expect(result.totalIsEstimate).toBe(true);
    expect(result.rows).toHaveLength(24);
    // One column's statistics: close, and rounded to two significant figures.
    expect(result.total).toBeGreaterThan(exact * 0.65);
    expect(result.total).toBeLessThan(exact * 1.35);
    expect(String(result.total)).toMatch(/^\d{2}0*$/);
  });

  it("are exact when the cap is above the matches", async () => {
    const result = await searchListings(
      t.database.db,
      parse({ priceType: "rent" }),
      {},
      { countCap: await exactCount(publicRent) },
    );
    expect(result).toMatchObject({ totalIsEstimate: false, total: await exactCount(publicRent) });
  });

  it("are exact again on a partly filled last page, even beyond the cap", async () => {
    const exact = await exactCount(publicRent);
    const lastPage = Math.ceil(exact / 24);
    const result = await searchListings(
      t.database.db,
      parse({ priceType: "rent", page: lastPage }),
      {},
      { countCap: 10 },
    );
    expect(exact % 24, "the sample must leave the last page partly filled").not.toBe(0);
    expect(result.totalIsEstimate).toBe(false);
    expect(result.total).toBe(exact);
    const empty = await searchListings(
      t.database.db,
      parse({ search: "no such place anywhere" }),
      {},
      { countCap: 0 },
    );
    expect(empty).toMatchObject({ total: 0, totalIsEstimate: false, rows: [] });
  });

  it("tell the client when the total is an estimate", async () => {
    const exact = await supertest(t.app).get("/api/properties/search?priceType=rent").expect(200);
    expect(exact.headers[TOTAL_COUNT_ESTIMATED_HEADER.toLowerCase()]).toBeUndefined();
    expect(exact.headers["access-control-expose-headers"]).toContain(TOTAL_COUNT_ESTIMATED_HEADER);
  });
});

describe("search pages", () => {
  it.each(["featured", "newest", "price_asc", "price_desc"] as const)(
    "walk every match once, in %s order, page after page",
    async (sort) => {
      const seen: { id: number; price: number }[] = [];
      for (let page = 1; ; page++) {
        const { rows } = await searchListings(
          t.database.db,
          parse({ priceType: "rent", sort, page, limit: 50 }),
          {},
        );
        seen.push(...rows.map((row) => ({ id: row.id, price: row.price })));
        if (rows.length < 50) break;
      }
      expect(new Set(seen.map((row) => row.id)).size).toBe(seen.length);
      expect(seen.length).toBe(await exactCount(publicRent));
      if (sort === "price_asc")
        expect(seen.map((row) => row.price)).toEqual(seen.map((row) => row.price).sort((a, b) => a - b));
      if (sort === "price_desc")
        expect(seen.map((row) => row.price)).toEqual(seen.map((row) => row.price).sort((a, b) => b - a));
    },
  );
});

describe("public response cache", () => {
  const cheapest = "/api/properties/search?priceType=sale&sort=price_asc&limit=1";

  it("answers with an ETag, no-cache, and 304 when the client has the same answer", async () => {
    const first = await supertest(t.app).get(cheapest).expect(200);
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.headers.etag).toMatch(/^W\/"/);
    const again = await supertest(t.app).get(cheapest).set("If-None-Match", first.headers.etag).expect(304);
    expect(again.text).toBe("");
    expect(again.headers["x-total-count"]).toBe(first.headers["x-total-count"]);
  });

  it("serves repeated searches from memory until a write through the API", async () => {
    const owner = supertest.agent(t.app);
    await signUp(owner);
    const before = (await supertest(t.app).get(cheapest).expect(200)).body as { id: number; price: number }[];
    // A change behind the API's back is not seen while the answer is cached...
    await t.database.db.update(properties).set({ price: 1000 }).where(eq(properties.id, before[0].id));
    const cached = (await supertest(t.app).get(cheapest).expect(200)).body as { price: number }[];
    expect(cached[0].price).toBe(before[0].price);
    // ...and any successful write through the API makes it stale at once.
    const created = await owner
      .post("/api/properties")
      .send({
        title: "Compact studio close to the corniche",
        description: "A compact, bright studio close to the corniche, with a kitchenette and a shower room.",
        location: "Al Majaz",
        price: 1_000,
        priceType: "sale",
        propertyType: "Apartment",
        beds: 0,
        baths: 1,
        sqft: 400,
        status: "published",
      })
      .expect(201);
    const fresh = (await supertest(t.app).get(cheapest).expect(200)).body as { id: number; price: number }[];
    expect(fresh[0].price).toBe(1000);
    expect([before[0].id, created.body.id]).toContain(fresh[0].id);
  });

  it("reuses a search's count for its other pages and sorts, until a write through the API", async () => {
    const total = async (query: string) =>
      Number(
        (await supertest(t.app).get(`/api/properties/search?${query}`).expect(200)).headers["x-total-count"],
      );
    const before = await total("priceType=rent&emirate=sharjah");
    const [hidden] = await t.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(
        sql`${properties.priceType} = 'rent' and ${properties.emirate} = 'Sharjah' and ${properties.status} = 'published'`,
      )
      .limit(1);
    // Behind the API's back: the count of these filters is kept, on another page and in another order too.
    await t.database.db.update(properties).set({ status: "archived" }).where(eq(properties.id, hidden.id));
    expect(await total("priceType=rent&emirate=sharjah&page=2&sort=newest")).toBe(before);
    // A refused write changes nothing; a successful one clears the counts with the pages.
    const owner = supertest.agent(t.app);
    await signUp(owner);
    await owner.post("/api/properties").send({ title: "too short" }).expect(400);
    expect(await total("priceType=rent&emirate=sharjah&page=3")).toBe(before);
    await owner
      .post("/api/properties")
      .send({
        title: "Quiet one-bedroom flat near the park",
        description:
          "A quiet one-bedroom flat near the park, with a balcony, a fitted kitchen and covered parking.",
        location: "Al Nahda",
        price: 40_000,
        priceType: "rent",
        propertyType: "Apartment",
        beds: 1,
        baths: 1,
        sqft: 700,
      })
      .expect(201);
    expect(await total("priceType=rent&emirate=sharjah&page=2&sort=newest")).toBe(before - 1);
    await t.database.db.update(properties).set({ status: "published" }).where(eq(properties.id, hidden.id));
  });

  it("keeps each site's answers apart", async () => {
    const uae = await supertest(t.app).get("/api/properties/search?priceType=sale").expect(200);
    const dubai = await supertest(t.app)
      .get("/api/properties/search?priceType=sale")
      .set("Host", "dubaipropertyhub.com")
      .expect(200);
    expect((dubai.body as { emirate: string }[]).every((item) => item.emirate === "Dubai")).toBe(true);
    expect((uae.body as { emirate: string }[]).some((item) => item.emirate !== "Dubai")).toBe(true);
  });

  it("gives signed-in visitors the same public answer, without anyone's cookie", async () => {
    const agent = supertest.agent(t.app);
    await signUp(agent);
    const anonymous = await supertest(t.app).get("/api/properties?limit=3").expect(200);
    const signedIn = await agent.get("/api/properties?limit=3").expect(200);
    expect(signedIn.body).toEqual(anonymous.body);
    expect(anonymous.headers["set-cookie"]).toBeUndefined();
  });
});
