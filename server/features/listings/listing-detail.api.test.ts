import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceHistory, properties } from "../../db/schema";
import { createListing, type ListingInput } from "../../../tests/factories";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";
import { pageViewCounterOf } from "./listings.view-counter";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Summary = { id: number; price: number; priceType: string; emirate: string; propertyType: string };

async function newOwner() {
  const agent = t.request();
  const user = await signUp(agent, "owner");
  // Fujairah City: an emirate few other tests use, so similar-listing sets stay small.
  const create = (overrides: Partial<ListingInput> = {}) =>
    createListing(agent, { location: "Fujairah City", price: 1_000_000, sqft: 1200, ...overrides });
  return { agent, user, create };
}

describe("GET /api/properties/:id/similar", () => {
  it("lists public listings of the same purpose, emirate and category within ±25%, same type first", async () => {
    const owner = await newOwner();
    // Dibba: an area no other test uses, so the expected set is exact.
    const base = { location: "Dibba" };
    const subject = await owner.create({ ...base, price: 1_000_000 });
    const sameTypeFar = await owner.create({ ...base, price: 1_240_000 });
    const sameTypeNear = await owner.create({ ...base, price: 1_050_000 });
    const otherType = await owner.create({ ...base, price: 1_000_000, propertyType: "Villa", beds: 4 });
    const tooDear = await owner.create({ ...base, price: 1_260_000 });
    const tooCheap = await owner.create({ ...base, price: 740_000 });
    const forRent = await owner.create({ ...base, price: 1_000_000, priceType: "rent" });
    const otherEmirate = await owner.create({ location: "Al Majaz", price: 1_000_000 });
    const commercial = await owner.create({ ...base, price: 1_000_000, propertyType: "Office", beds: 0 });
    const draft = await owner.create({ ...base, price: 1_000_000, status: "draft" });

    const res = await supertest(t.app).get(`/api/properties/${subject.id}/similar`).expect(200);
    const ids = (res.body as Summary[]).map((l) => l.id);
    expect(ids).toEqual([sameTypeNear.id, sameTypeFar.id, otherType.id]);
    for (const excluded of [subject, tooDear, tooCheap, forRent, otherEmirate, commercial, draft]) {
      expect(ids).not.toContain(excluded.id);
    }
    expect(res.body[0]).toMatchObject({ title: expect.any(String), imageUrl: expect.any(String) });
    expect(res.body[0]).not.toHaveProperty("description");
  });

  it("returns at most six", async () => {
    const owner = await newOwner();
    const subject = await owner.create({ location: "Al Faseel", price: 2_000_000 });
    for (let i = 1; i <= 8; i++) await owner.create({ location: "Al Faseel", price: 2_000_000 + i * 10_000 });
    const res = await supertest(t.app).get(`/api/properties/${subject.id}/similar`).expect(200);
    expect(res.body).toHaveLength(6);
    expect(res.body.every((l: Summary) => l.price > 2_000_000 && l.price <= 2_060_000)).toBe(true);
  });

  it("answers 404 like the listing itself, and stays in Dubai on Dubai sites", async () => {
    await supertest(t.app).get("/api/properties/99999999/similar").expect(404);
    const bad = await supertest(t.app).get("/api/properties/abc/similar").expect(400);
    expect(bad.body.fieldErrors.id).toEqual(["Must be a listing id"]);

    const owner = await newOwner();
    const draft = await owner.create({ status: "draft" });
    await supertest(t.app).get(`/api/properties/${draft.id}/similar`).expect(404);
    await owner.agent.get(`/api/properties/${draft.id}/similar`).expect(200);

    const sharjah = await owner.create({ location: "Al Majaz" });
    await supertest(t.app)
      .get(`/api/properties/${sharjah.id}/similar`)
      .set("Host", "dubaipropertymarkets.com")
      .expect(404);

    const dubai = await owner.create({
      location: "Business Bay",
      permitNumber: "7100099999",
      price: 3_000_000,
    });
    const dubaiNeighbour = await owner.create({
      location: "Business Bay",
      permitNumber: "7100099998",
      price: 3_100_000,
    });
    const res = await supertest(t.app)
      .get(`/api/properties/${dubai.id}/similar`)
      .set("Host", "dubaipropertymarkets.com")
      .expect(200);
    expect(res.body.map((l: Summary) => l.id)).toContain(dubaiNeighbour.id);
    expect(res.body.every((l: Summary) => l.emirate === "Dubai")).toBe(true);
  });
});

describe("GET /api/properties/:id/price-history", () => {
  it("starts with the listed price and adds each change, oldest first", async () => {
    const owner = await newOwner();
    const listing = await owner.create({ price: 1_500_000 });
    const initial = await supertest(t.app).get(`/api/properties/${listing.id}/price-history`).expect(200);
    expect(initial.body).toEqual([{ price: 1_500_000, changedAt: listing.createdAt }]);

    await owner.agent.patch(`/api/properties/${listing.id}`).send({ price: 1_400_000 }).expect(200);
    // Changes that leave the price alone add nothing.
    await owner.agent.patch(`/api/properties/${listing.id}`).send({ price: 1_400_000 }).expect(200);
    await owner.agent.patch(`/api/properties/${listing.id}`).send({ beds: 3 }).expect(200);
    await owner.agent.patch(`/api/properties/${listing.id}`).send({ price: 1_350_000 }).expect(200);

    const res = await supertest(t.app).get(`/api/properties/${listing.id}/price-history`).expect(200);
    expect(res.body.map((e: { price: number }) => e.price)).toEqual([1_500_000, 1_400_000, 1_350_000]);
    expect(res.body[0].changedAt).toBe(listing.createdAt);
    const times = res.body.map((e: { changedAt: string }) => Date.parse(e.changedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[2]).toBeGreaterThan(Date.now() - 60_000);
  });

  it("is not changed by a stranger's refused price change", async () => {
    const owner = await newOwner();
    const listing = await owner.create();
    const stranger = t.request();
    await signUp(stranger);
    await stranger.patch(`/api/properties/${listing.id}`).send({ price: 5_000 }).expect(403);
    const rows = await t.database.db
      .select()
      .from(priceHistory)
      .where(eq(priceHistory.propertyId, listing.id));
    expect(rows).toEqual([]);
  });

  it("answers 404 like the listing itself", async () => {
    await supertest(t.app).get("/api/properties/99999999/price-history").expect(404);
    await supertest(t.app).get("/api/properties/0/price-history").expect(400);
    const owner = await newOwner();
    const draft = await owner.create({ status: "draft" });
    await supertest(t.app).get(`/api/properties/${draft.id}/price-history`).expect(404);
    await owner.agent.get(`/api/properties/${draft.id}/price-history`).expect(200);
    const sharjah = await owner.create({ location: "Al Majaz" });
    await supertest(t.app)
      .get(`/api/properties/${sharjah.id}/price-history`)
      .set("Host", "dubaipropertyhub.com")
      .expect(404);
  });
});

describe("POST /api/properties/:id/views", () => {
  const browser =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
  const view = (id: number | string, userAgent: string, address: string) =>
    supertest(t.app)
      .post(`/api/properties/${id}/views`)
      .set("User-Agent", userAgent)
      .set("X-Forwarded-For", address);
  const storedViews = async (id: number) =>
    (await t.database.db.select({ views: properties.views }).from(properties).where(eq(properties.id, id)))[0]
      .views;

  it("answers 202 at once and adds the views in a batch when flushed", async () => {
    const owner = await newOwner();
    const listing = await owner.create();
    await view(listing.id, browser, "198.51.100.1").expect(202);
    await view(listing.id, browser, "198.51.100.2").expect(202);
    await view(listing.id, browser, "198.51.100.3").expect(202);
    expect(await storedViews(listing.id)).toBe(0);
    await pageViewCounterOf(t.app)!.flush();
    expect(await storedViews(listing.id)).toBe(3);
    const asOwner = await owner.agent.get(`/api/properties/${listing.id}`).expect(200);
    expect(asOwner.body.views).toBe(3);
  });

  it("shows views to the owner only", async () => {
    const owner = await newOwner();
    const listing = await owner.create();
    const publicView = await supertest(t.app).get(`/api/properties/${listing.id}`).expect(200);
    expect(publicView.body).not.toHaveProperty("views");
    const stranger = t.request();
    await signUp(stranger);
    const strangerView = await stranger.get(`/api/properties/${listing.id}`).expect(200);
    expect(strangerView.body).not.toHaveProperty("views");
    expect((await owner.agent.get(`/api/properties/${listing.id}`).expect(200)).body.views).toBe(0);
  });

  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)",
    "curl/8.5.0",
    "",
  ])("ignores bots and scripts: %j", async (userAgent) => {
    const owner = await newOwner();
    const listing = await owner.create();
    await view(listing.id, userAgent, "198.51.100.50").expect(202);
    await pageViewCounterOf(t.app)!.flush();
    expect(await storedViews(listing.id)).toBe(0);
  });

  it("ignores prefetches and counts one view per viewer within 30 minutes", async () => {
    const owner = await newOwner();
    const listing = await owner.create();
    await view(listing.id, browser, "198.51.100.60").set("Sec-Purpose", "prefetch").expect(202);
    await view(listing.id, browser, "198.51.100.61").expect(202);
    await view(listing.id, browser, "198.51.100.61").expect(202);
    await view(listing.id, browser, "198.51.100.61").expect(202);
    // A signed-in viewer is recognised by account, whichever address they come from.
    const viewer = t.request();
    await signUp(viewer, "viewer");
    for (const address of ["198.51.100.70", "198.51.100.71"]) {
      await viewer
        .post(`/api/properties/${listing.id}/views`)
        .set("User-Agent", browser)
        .set("X-Forwarded-For", address)
        .expect(202);
    }
    await pageViewCounterOf(t.app)!.flush();
    expect(await storedViews(listing.id)).toBe(2);
  });

  it("does not count views of drafts or missing listings, and answers 400 for a malformed id", async () => {
    const owner = await newOwner();
    const draft = await owner.create({ status: "draft" });
    await view(draft.id, browser, "198.51.100.80").expect(202);
    await view(99_999_999, browser, "198.51.100.80").expect(202);
    await pageViewCounterOf(t.app)!.flush();
    expect(await storedViews(draft.id)).toBe(0);
    const bad = await view("abc", browser, "198.51.100.80").expect(400);
    expect(bad.body.fieldErrors.id).toEqual(["Must be a listing id"]);
  });

  it("does not touch updatedAt when counting", async () => {
    const owner = await newOwner();
    const listing = await owner.create();
    const before = (await supertest(t.app).get(`/api/properties/${listing.id}`).expect(200)).body.updatedAt;
    await view(listing.id, browser, "198.51.100.90").expect(202);
    await pageViewCounterOf(t.app)!.flush();
    const after = (await supertest(t.app).get(`/api/properties/${listing.id}`).expect(200)).body.updatedAt;
    expect(after).toBe(before);
    expect(await storedViews(listing.id)).toBe(1);
  });
});

describe("OpenAPI", () => {
  it("describes similar listings, price history and views", async () => {
    const res = await supertest(t.app).get("/api/openapi.json").expect(200);
    expect(res.body.paths["/api/properties/{id}/similar"].get.responses).toHaveProperty("404");
    expect(res.body.paths["/api/properties/{id}/price-history"].get.responses).toHaveProperty("200");
    expect(res.body.paths["/api/properties/{id}/views"].post.responses).toHaveProperty("202");
  });
});
