import supertest from "supertest";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enquiries, properties } from "../../db/schema";
import { createListing as createListingFor, type ListingInput } from "../../../tests/factories";
import { signUp } from "../../../tests/helpers/test-app";
import { useTestApp } from "../../../tests/helpers/use-test-app";

const t = useTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;

/** A published villa of the agent's user; the tests that search by a word give it in the title. */
const createListing = (agent: supertest.Agent, overrides: Partial<ListingInput> = {}) =>
  createListingFor(agent, {
    title: "Renovated three-bedroom villa with garden",
    price: 2_400_000,
    propertyType: "Villa",
    beds: 3,
    baths: 4,
    sqft: 3200,
    ...overrides,
  });

const searchIds = async (word: string) => {
  const res = await supertest(t.app).get(`/api/properties/search?search=${word}&limit=100`).expect(200);
  return (res.body as { id: number }[]).map((i) => i.id);
};

describe("GET /api/my/properties", () => {
  it("adds views, enquiry counts, the featured end and the latest order to each listing", async () => {
    const owner = t.request();
    await signUp(owner);
    const a = await createListing(owner);
    const b = await createListing(owner, { status: "draft", title: "Quiet studio apartment in Al Majaz" });
    await t.database.db.update(properties).set({ views: 42 }).where(eq(properties.id, a.id));
    await t.database.db.insert(enquiries).values([
      { propertyId: a.id, name: "Sara", email: "sara@example.com", message: "Is it still available?" },
      { propertyId: a.id, name: "Omar", email: "omar@example.com", message: "Can I view it on Friday?" },
      {
        propertyId: a.id,
        name: "Lina",
        email: "lina@example.com",
        message: "What are the service charges?",
        readAt: new Date(),
      },
    ]);
    await owner.post(`/api/properties/${a.id}/upgrade`).send({ plan: "7-days" }).expect(201);

    const res = await owner.get("/api/my/properties").expect(200);
    const byId = new Map((res.body as { id: number }[]).map((item) => [item.id, item]));
    expect(byId.get(a.id)).toMatchObject({
      views: 42,
      enquiryCount: 3,
      unreadEnquiryCount: 2,
      featured: 1,
      featuredUntil: expect.any(String),
      latestOrder: {
        plan: "7-days",
        status: "active",
        amountAed: 149,
        reference: expect.stringMatching(/^INV-/),
      },
    });
    expect(byId.get(b.id)).toMatchObject({
      status: "draft",
      views: 0,
      enquiryCount: 0,
      unreadEnquiryCount: 0,
      featuredUntil: null,
      latestOrder: null,
    });
  });
});

describe("POST /api/properties/:id/confirm", () => {
  it("updates confirmedAt for the owner only", async () => {
    const owner = t.request();
    await signUp(owner);
    const stranger = t.request();
    await signUp(stranger);
    const { id } = await createListing(owner);
    const old = new Date(Date.now() - 20 * DAY_MS);
    await t.database.db.update(properties).set({ confirmedAt: old }).where(eq(properties.id, id));

    await supertest(t.app).post(`/api/properties/${id}/confirm`).expect(401);
    await stranger.post(`/api/properties/${id}/confirm`).expect(403);
    await owner.post("/api/properties/99999999/confirm").expect(404);
    const bad = await owner.post("/api/properties/abc/confirm").expect(400);
    expect(bad.body.fieldErrors.id).toEqual(["Must be a listing id"]);

    const res = await owner.post(`/api/properties/${id}/confirm`).expect(200);
    expect(res.body.id).toBe(id);
    expect(Date.now() - new Date(res.body.confirmedAt).getTime()).toBeLessThan(60_000);
    const detail = await owner.get(`/api/properties/${id}`).expect(200);
    expect(detail.body.confirmedAt).toBe(res.body.confirmedAt);
  });

  it("brings a listing hidden for being unconfirmed for 30 days back into search", async () => {
    const owner = t.request();
    await signUp(owner);
    const { id } = await createListing(owner, { title: "Zanzibarfresh garden villa near the park" });
    expect(await searchIds("zanzibarfresh")).toEqual([id]);

    await t.database.db
      .update(properties)
      .set({ confirmedAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(properties.id, id));
    expect(await searchIds("zanzibarfresh")).toEqual([]);
    const all = await supertest(t.app).get("/api/properties?limit=100").expect(200);
    expect((all.body as { id: number }[]).map((i) => i.id)).not.toContain(id);
    // Still the owner's, and still reachable by its address.
    await supertest(t.app).get(`/api/properties/${id}`).expect(200);

    await owner.post(`/api/properties/${id}/confirm`).expect(200);
    expect(await searchIds("zanzibarfresh")).toEqual([id]);
  });

  it("keeps listings confirmed 29 days ago, and sample listings whatever their dates", async () => {
    const owner = t.request();
    await signUp(owner);
    const recent = await createListing(owner, { title: "Quokkastale townhouse with two parking spaces" });
    const sample = await createListing(owner, { title: "Quokkastale sample villa with a private pool" });
    await t.database.db
      .update(properties)
      .set({ confirmedAt: new Date(Date.now() - 29 * DAY_MS) })
      .where(eq(properties.id, recent.id));
    await t.database.db
      .update(properties)
      .set({ confirmedAt: new Date(Date.now() - 400 * DAY_MS), isSample: true })
      .where(eq(properties.id, sample.id));
    expect((await searchIds("quokkastale")).sort()).toEqual([recent.id, sample.id].sort());
  });
});
