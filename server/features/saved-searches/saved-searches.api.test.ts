import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SAVED_SEARCHES, type SavedSearch } from "@shared/saved-search";
import { createListing } from "../../../tests/factories";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";
import { properties, savedSearches } from "../../db/schema";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rentInMarina = { priceType: "rent", propertyType: "Apartment", beds: "2", search: "Dubai Marina" };

async function save(agent: ReturnType<TestApp["request"]>, body: object = {}) {
  const res = await agent
    .post("/api/saved-searches")
    .send({
      name: "2-bed apartments in Dubai Marina to rent",
      filters: rentInMarina,
      frequency: "instant",
      ...body,
    })
    .expect(201);
  return res.body as SavedSearch;
}

describe("saved searches", () => {
  it("need a signed-in user", async () => {
    const anonymous = t.request();
    await anonymous.get("/api/saved-searches").expect(401);
    await anonymous.post("/api/saved-searches").send({ name: "x", filters: {} }).expect(401);
    await anonymous.patch("/api/saved-searches/1").send({ name: "x" }).expect(401);
    await anonymous.delete("/api/saved-searches/1").expect(401);
    await anonymous.post("/api/saved-searches/1/seen").expect(401);
  });

  it("are saved, listed newest first, renamed, changed and deleted", async () => {
    const agent = t.request();
    await signUp(agent);
    const first = await save(agent);
    expect(first).toMatchObject({
      name: "2-bed apartments in Dubai Marina to rent",
      filters: rentInMarina,
      frequency: "instant",
      newMatches: 0,
      lastAlertedAt: null,
    });
    const second = await save(agent, {
      name: "Villas",
      filters: { propertyType: "Villa" },
      frequency: undefined,
    });
    // The default alert is daily.
    expect(second.frequency).toBe("daily");
    const list = (await agent.get("/api/saved-searches").expect(200)).body as SavedSearch[];
    expect(list.map((s) => s.id)).toEqual([second.id, first.id]);

    const renamed = (
      await agent.patch(`/api/saved-searches/${first.id}`).send({ name: "  Marina rentals " }).expect(200)
    ).body as SavedSearch;
    expect(renamed).toMatchObject({ name: "Marina rentals", filters: rentInMarina, frequency: "instant" });

    await agent.delete(`/api/saved-searches/${second.id}`).expect(204);
    expect(((await agent.get("/api/saved-searches")).body as SavedSearch[]).map((s) => s.id)).toEqual([
      first.id,
    ]);
    await agent.delete(`/api/saved-searches/${second.id}`).expect(404);
  });

  it("change only the fields sent", async () => {
    const agent = t.request();
    await signUp(agent);
    const saved = await save(agent);
    const weekly = (
      await agent.patch(`/api/saved-searches/${saved.id}`).send({ frequency: "weekly" }).expect(200)
    ).body as SavedSearch;
    expect(weekly).toMatchObject({ name: saved.name, filters: rentInMarina, frequency: "weekly" });
    const refiltered = (
      await agent
        .patch(`/api/saved-searches/${saved.id}`)
        .send({ filters: { priceType: "sale", minPrice: "1000000" } })
        .expect(200)
    ).body as SavedSearch;
    expect(refiltered).toMatchObject({
      name: saved.name,
      frequency: "weekly",
      filters: { priceType: "sale", minPrice: "1000000" },
    });
    const [row] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, saved.id));
    expect(row.seenAt.toISOString()).toBe(saved.seenAt);
    await agent.patch(`/api/saved-searches/${saved.id}`).send({}).expect(400);
  });

  it("are each user's own: someone else's is 403, a missing one 404", async () => {
    const owner = t.request();
    await signUp(owner);
    const saved = await save(owner);
    const other = t.request();
    await signUp(other);
    expect((await other.get("/api/saved-searches").expect(200)).body).toEqual([]);
    await other.patch(`/api/saved-searches/${saved.id}`).send({ name: "Mine now" }).expect(403);
    await other.post(`/api/saved-searches/${saved.id}/seen`).expect(403);
    await other.delete(`/api/saved-searches/${saved.id}`).expect(403);
    await other.patch("/api/saved-searches/99999999").send({ name: "Nobody's" }).expect(404);
    await other.delete("/api/saved-searches/99999999").expect(404);
    const [row] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, saved.id));
    expect(row.name).toBe(saved.name);
  });

  it("answer 400 naming each bad field, filter by filter", async () => {
    const agent = t.request();
    await signUp(agent);
    const bad = async (body: object) =>
      (await agent.post("/api/saved-searches").send(body).expect(400)).body.fieldErrors as Record<
        string,
        string[]
      >;
    expect(Object.keys(await bad({ name: "", filters: {} }))).toEqual(["name"]);
    expect(Object.keys(await bad({ name: "x".repeat(81), filters: {} }))).toEqual(["name"]);
    expect(Object.keys(await bad({ name: "Beds", filters: { beds: "two" } }))).toEqual(["filters.beds"]);
    expect(Object.keys(await bad({ name: "Type", filters: { propertyType: "Castle" } }))).toEqual([
      "filters.propertyType",
    ]);
    expect(await bad({ name: "Page", filters: { page: "2" } })).toEqual({
      "filters.page": ["Not a search filter"],
    });
    expect(Object.keys(await bad({ name: "Price", filters: { minPrice: "5000", maxPrice: "10" } }))).toEqual([
      "filters.maxPrice",
    ]);
    expect(Object.keys(await bad({ name: "Nested", filters: { beds: { gt: 2 } } }))).toEqual([
      "filters.beds",
    ]);
    expect(Object.keys(await bad({ name: "Often", filters: {}, frequency: "hourly" }))).toEqual([
      "frequency",
    ]);
    expect(Object.keys(await bad({ name: "Extra", filters: {}, userId: 1 }))).toEqual(["_root"]);
    await agent.patch("/api/saved-searches/abc").send({ name: "x" }).expect(400);
    expect((await agent.get("/api/saved-searches")).body).toEqual([]);
  });

  it("keep a Dubai site's search to Dubai", async () => {
    const agent = t.request();
    await signUp(agent);
    const res = await agent
      .post("/api/saved-searches")
      .set("Host", "dubaipropertyhub.com")
      .send({ name: "Dubai villas", filters: { propertyType: "Villa" } })
      .expect(201);
    expect(res.body.filters).toEqual({ propertyType: "Villa", emirate: "Dubai" });
  });

  it("save once for a double submit with the same Idempotency-Key, and stop at the limit", async () => {
    const agent = t.request();
    await signUp(agent);
    const body = { name: "Twice", filters: { emirate: "Sharjah" } };
    const [a, b] = await Promise.all([
      agent.post("/api/saved-searches").set("Idempotency-Key", "save-twice-1").send(body),
      agent.post("/api/saved-searches").set("Idempotency-Key", "save-twice-1").send(body),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect((await agent.get("/api/saved-searches")).body).toHaveLength(1);

    for (let n = 1; n < MAX_SAVED_SEARCHES; n++) await save(agent, { name: `Search ${n}` });
    const over = await agent
      .post("/api/saved-searches")
      .send({ name: "One too many", filters: {} })
      .expect(400);
    expect(over.body.message).toContain(String(MAX_SAVED_SEARCHES));
    expect((await agent.get("/api/saved-searches")).body).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it("count listings published since last seen, and start again when marked seen", async () => {
    const seller = t.request();
    await signUp(seller);
    const agent = t.request();
    await signUp(agent);
    const filters = { priceType: "sale", minPrice: "87000000", maxPrice: "87000500" };
    const saved = await save(agent, { name: "Exact price", filters });
    const listing = await createListing(seller, { price: 87_000_100, priceType: "sale" });
    await createListing(seller, { price: 87_000_200, priceType: "sale", status: "draft" });
    await createListing(seller, { price: 86_000_000, priceType: "sale" });
    const [row] = await t.database.db
      .select({ publishedAt: properties.publishedAt })
      .from(properties)
      .where(eq(properties.id, listing.id));
    expect(row.publishedAt).not.toBeNull();
    const counted = (await agent.get("/api/saved-searches")).body as SavedSearch[];
    expect(counted.find((s) => s.id === saved.id)?.newMatches).toBe(1);
    const seen = (await agent.post(`/api/saved-searches/${saved.id}/seen`).expect(200)).body as SavedSearch;
    expect(seen.newMatches).toBe(0);
    expect(((await agent.get("/api/saved-searches")).body as SavedSearch[])[0].newMatches).toBe(0);
  });

  it("a listing's published_at is the first time it was public", async () => {
    const seller = t.request();
    await signUp(seller);
    const draft = await createListing(seller, { status: "draft" });
    const publishedAt = async () =>
      (
        await t.database.db
          .select({ at: properties.publishedAt })
          .from(properties)
          .where(eq(properties.id, draft.id))
      )[0].at;
    expect(await publishedAt()).toBeNull();
    await seller.patch(`/api/properties/${draft.id}`).send({ status: "published" }).expect(200);
    const first = await publishedAt();
    expect(first).toBeInstanceOf(Date);
    await seller.patch(`/api/properties/${draft.id}`).send({ status: "archived" }).expect(200);
    await seller.patch(`/api/properties/${draft.id}`).send({ status: "published" }).expect(200);
    expect((await publishedAt())?.getTime()).toBe(first!.getTime());
  });
});
