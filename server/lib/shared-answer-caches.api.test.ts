import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createListing, type ListingInput } from "../../tests/factories";
import { nextNumber } from "../../tests/factories/sequence";
import { createTestApp, signUp, type TestApp } from "../../tests/helpers/test-app";
import { priceHistory, properties } from "../db/schema";

/**
 * The shared answers a page reads on every render (issue 26, item 2; lib/public-cache.ts
 * sharedAnswerCache): the home page's counts, the market figures and place lists, a listing's similar
 * listings and price history. Each is computed once for anonymous and signed-in visitors alike, and any
 * write through the API clears it. A change made straight in the database (no write through the API)
 * shows which answer came from the cache.
 */
let t: TestApp;
let owner: supertest.Agent;
let signedIn: supertest.Agent;

beforeAll(async () => {
  t = await createTestApp(undefined, { PUBLIC_CACHE_SECONDS: "30" });
  owner = t.request();
  await signUp(owner, "owner");
  signedIn = t.request();
  await signUp(signedIn, "visitor");
});
afterAll(async () => {
  await t.close();
});

const anonymous = () => supertest(t.app);

/** A published two-bed apartment for sale in Ajman at AED 900,000 unless told otherwise. */
function create(overrides: Partial<ListingInput> = {}) {
  return createListing(owner, {
    location: "Al Nuaimiya",
    price: 900_000,
    beds: 2,
    sqft: 1100,
    propertyType: "Apartment",
    priceType: "sale",
    permitNumber: `71${String(nextNumber()).padStart(8, "0")}`,
    ...overrides,
  });
}

/** Takes a listing out of public view behind the API's back: no cache hears of it. */
async function archiveInDatabase(id: number) {
  await t.database.db.update(properties).set({ status: "archived" }).where(eq(properties.id, id));
}

/** A write through the API that changes nothing else the tests read: a listing to rent in Fujairah. */
async function unrelatedWrite() {
  await create({ location: "Dibba", price: 5_000 + nextNumber(), priceType: "rent" });
}

describe("shared answers", () => {
  it("the home page's counts: one answer for everyone, cleared by a write", async () => {
    const listing = await create();
    const first = await anonymous().get("/api/stats/overview").expect(200);
    await archiveInDatabase(listing.id);
    const cached = await signedIn.get("/api/stats/overview").expect(200);
    expect(cached.body).toEqual(first.body);
    await unrelatedWrite();
    const after = await signedIn.get("/api/stats/overview").expect(200);
    // The archived listing left the count, the new one in Fujairah joined it.
    expect(after.body.listings).toBe(first.body.listings);
    expect(after.body.forSale).toBe(first.body.forSale - 1);
    expect(after.body.forRent).toBe(first.body.forRent + 1);
  });

  it("the market's counts per location and a place's listings: one answer for everyone, cleared by a write", async () => {
    const listing = await create({ location: "Al Rashidiya" });
    const countOf = (body: { location: string; listingCount: number }[]) =>
      body.find((l) => l.location === "Al Rashidiya")!.listingCount;
    const place = "/api/market/listings?location=Al%20Rashidiya";
    const locations = await anonymous().get("/api/market/locations").expect(200);
    const listings = await anonymous().get(place).expect(200);
    expect(listings.body.map((l: { id: number }) => l.id)).toContain(listing.id);
    await archiveInDatabase(listing.id);
    expect(countOf((await signedIn.get("/api/market/locations").expect(200)).body)).toBe(
      countOf(locations.body),
    );
    expect((await signedIn.get(place).expect(200)).body).toEqual(listings.body);
    await unrelatedWrite();
    expect(countOf((await signedIn.get("/api/market/locations").expect(200)).body)).toBe(
      countOf(locations.body) - 1,
    );
    expect((await anonymous().get(place).expect(200)).body.map((l: { id: number }) => l.id)).not.toContain(
      listing.id,
    );
  });

  it("a listing's similar listings: one answer for everyone, cleared by a write", async () => {
    // Dearer than every other listing of the file, so the pair are each other's only match.
    const subject = await create({ location: "Emirates City", price: 3_000_000 });
    const twin = await create({ location: "Emirates City", price: 3_100_000, sqft: 1150 });
    const similarIds = async (agent: supertest.Agent | supertest.SuperTest<supertest.Test>) =>
      ((await agent.get(`/api/properties/${subject.id}/similar`).expect(200)).body as { id: number }[]).map(
        (l) => l.id,
      );
    expect(await similarIds(anonymous())).toEqual([twin.id]);
    await archiveInDatabase(twin.id);
    expect(await similarIds(signedIn)).toEqual([twin.id]);
    await unrelatedWrite();
    expect(await similarIds(signedIn)).toEqual([]);
  });

  it("a listing's price history: one answer for everyone, cleared by the price change", async () => {
    const listing = await create({ location: "Ajman Corniche", price: 1_000_000 });
    const history = `/api/properties/${listing.id}/price-history`;
    const first = await anonymous().get(history).expect(200);
    expect(first.body).toEqual([{ price: 1_000_000, changedAt: listing.createdAt }]);
    await t.database.db
      .insert(priceHistory)
      .values([{ propertyId: listing.id, price: 990_000, changedAt: new Date() }]);
    expect((await signedIn.get(history).expect(200)).body).toEqual(first.body);
    await owner.patch(`/api/properties/${listing.id}`).send({ price: 950_000 }).expect(200);
    const prices = (await signedIn.get(history).expect(200)).body.map((e: { price: number }) => e.price);
    expect(prices.at(-1)).toBe(950_000);
  });

  it("still answers an owner about their own draft, which the public cannot see, and never keeps it", async () => {
    const draft = await create({ location: "Al Nuaimiya", status: "draft" });
    await anonymous().get(`/api/properties/${draft.id}/similar`).expect(404);
    await anonymous().get(`/api/properties/${draft.id}/price-history`).expect(404);
    await owner.get(`/api/properties/${draft.id}/similar`).expect(200);
    await owner.get(`/api/properties/${draft.id}/price-history`).expect(200);
    await anonymous().get(`/api/properties/${draft.id}/similar`).expect(404);
  });
});
