import supertest from "supertest";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FEATURED_30_DAYS_PRICE_AED, FEATURED_7_DAYS_PRICE_AED } from "@shared/featured-plans";
import { featuredOrders, properties } from "../../db/schema";
import { createListing as createListingFor, DUBAI_OFFICE } from "../../../tests/factories";
import { signUp } from "../../../tests/helpers/test-app";
import { useTestApp } from "../../../tests/helpers/use-test-app";
import { expireFeaturedListings } from "./featured-expiry";
import type { PaymentProvider } from "./payment-provider";
import { upgradeListing } from "./upgrades.service";

const t = useTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;

/** A Dubai office (published unless told otherwise) of the agent's user. */
const createListing = (agent: supertest.Agent, status: "draft" | "published" = "published") =>
  createListingFor(agent, { ...DUBAI_OFFICE, status });

describe("POST /api/properties/:id/upgrade", () => {
  it("features the listing for the plan's days and records an invoice order", async () => {
    const owner = t.request();
    await signUp(owner);
    const { id } = await createListing(owner);
    const before = Date.now();
    const res = await owner.post(`/api/properties/${id}/upgrade`).send({ plan: "7-days" }).expect(201);
    expect(res.body).toMatchObject({
      featured: 1,
      order: {
        propertyId: id,
        plan: "7-days",
        days: 7,
        amountAed: FEATURED_7_DAYS_PRICE_AED,
        provider: "invoice",
        status: "active",
        reference: expect.stringMatching(/^INV-\d{4}-\d{6}$/),
      },
    });
    const until = new Date(res.body.featuredUntil).getTime();
    expect(until - before).toBeGreaterThanOrEqual(7 * DAY_MS - 1000);
    expect(until - Date.now()).toBeLessThanOrEqual(7 * DAY_MS);
    expect(res.body.order.endsAt).toBe(res.body.featuredUntil);

    const detail = await supertest(t.app).get(`/api/properties/${id}`).expect(200);
    expect(detail.body.featured).toBe(1);
    const featured = await supertest(t.app).get("/api/properties?featured=1&limit=100").expect(200);
    expect((featured.body as { id: number }[]).map((i) => i.id)).toContain(id);
  });

  it("extends a running plan from its end", async () => {
    const owner = t.request();
    await signUp(owner);
    const { id } = await createListing(owner);
    const first = await owner.post(`/api/properties/${id}/upgrade`).send({ plan: "7-days" }).expect(201);
    const second = await owner.post(`/api/properties/${id}/upgrade`).send({ plan: "30-days" }).expect(201);
    expect(second.body.order.amountAed).toBe(FEATURED_30_DAYS_PRICE_AED);
    expect(second.body.order.startsAt).toBe(first.body.featuredUntil);
    expect(new Date(second.body.featuredUntil).getTime()).toBe(
      new Date(first.body.featuredUntil).getTime() + 30 * DAY_MS,
    );

    const orders = await owner.get(`/api/properties/${id}/orders`).expect(200);
    expect(orders.body.map((o: { id: number }) => o.id)).toEqual([second.body.order.id, first.body.order.id]);
  });

  it("refuses drafts, unknown plans, strangers and signed-out visitors", async () => {
    const owner = t.request();
    await signUp(owner);
    const stranger = t.request();
    await signUp(stranger);
    const draft = await createListing(owner, "draft");
    const published = await createListing(owner);

    const notPublished = await owner
      .post(`/api/properties/${draft.id}/upgrade`)
      .send({ plan: "7-days" })
      .expect(400);
    expect(notPublished.body.message).toMatch(/published/);
    const badPlan = await owner
      .post(`/api/properties/${published.id}/upgrade`)
      .send({ plan: "90-days" })
      .expect(400);
    expect(badPlan.body.fieldErrors.plan).toEqual(["Choose the 7-day or the 30-day plan"]);
    await owner.post(`/api/properties/${published.id}/upgrade`).send({}).expect(400);
    await supertest(t.app)
      .post(`/api/properties/${published.id}/upgrade`)
      .send({ plan: "7-days" })
      .expect(401);
    await stranger.post(`/api/properties/${published.id}/upgrade`).send({ plan: "7-days" }).expect(403);
    await owner.post("/api/properties/99999999/upgrade").send({ plan: "7-days" }).expect(404);

    const rows = await t.database.db
      .select()
      .from(featuredOrders)
      .where(eq(featuredOrders.propertyId, published.id));
    expect(rows).toEqual([]);
    const listing = await owner.get(`/api/properties/${published.id}`).expect(200);
    expect(listing.body.featured).toBe(0);
  });
});

describe("GET /api/properties/:id/orders", () => {
  it("is for the owner only", async () => {
    const owner = t.request();
    await signUp(owner);
    const stranger = t.request();
    await signUp(stranger);
    const { id } = await createListing(owner);
    await owner.get(`/api/properties/${id}/orders`).expect(200, []);
    await supertest(t.app).get(`/api/properties/${id}/orders`).expect(401);
    await stranger.get(`/api/properties/${id}/orders`).expect(403);
    await owner.get("/api/properties/99999999/orders").expect(404);
    await owner.get("/api/properties/0/orders").expect(400);
  });
});

describe("expireFeaturedListings", () => {
  it("unfeatures listings whose plan ended and expires their orders, leaving running plans", async () => {
    const owner = t.request();
    await signUp(owner);
    const ended = await createListing(owner);
    const running = await createListing(owner);
    await owner.post(`/api/properties/${ended.id}/upgrade`).send({ plan: "7-days" }).expect(201);
    await owner.post(`/api/properties/${running.id}/upgrade`).send({ plan: "7-days" }).expect(201);
    const past = new Date(Date.now() - 60_000);
    await t.database.db.update(properties).set({ featuredUntil: past }).where(eq(properties.id, ended.id));
    await t.database.db
      .update(featuredOrders)
      .set({ endsAt: past })
      .where(eq(featuredOrders.propertyId, ended.id));

    expect(await expireFeaturedListings(t.database.db)).toBeGreaterThanOrEqual(1);

    const [endedRow] = await t.database.db.select().from(properties).where(eq(properties.id, ended.id));
    const [runningRow] = await t.database.db.select().from(properties).where(eq(properties.id, running.id));
    expect(endedRow.featured).toBe(0);
    expect(runningRow.featured).toBe(1);
    const orders = await owner.get(`/api/properties/${ended.id}/orders`).expect(200);
    expect(orders.body[0].status).toBe("expired");
    const runningOrders = await owner.get(`/api/properties/${running.id}/orders`).expect(200);
    expect(runningOrders.body[0].status).toBe("active");
    // Sample data's featured listings have no end date and stay featured.
    expect(await expireFeaturedListings(t.database.db)).toBe(0);
  });
});

describe("payment providers", () => {
  it("leaves the listing unfeatured while a provider's payment is pending", async () => {
    const owner = t.request();
    const user = await signUp(owner);
    const { id } = await createListing(owner);
    const pendingProvider: PaymentProvider = {
      name: "card",
      startPayment: async ({ orderId }) => ({ status: "pending", reference: `pi_${orderId}` }),
    };
    const result = await upgradeListing(t.database.db, pendingProvider, id, user.id, { plan: "30-days" });
    expect(result).toMatchObject({
      featured: 0,
      featuredUntil: null,
      order: { status: "pending", provider: "card", startsAt: null },
    });
    expect(result.order.reference).toBe(`pi_${result.order.id}`);
  });

  it("cancels the order when the provider fails", async () => {
    const owner = t.request();
    const user = await signUp(owner);
    const { id } = await createListing(owner);
    const failing: PaymentProvider = {
      name: "card",
      startPayment: async () => {
        throw new Error("gateway down");
      },
    };
    await expect(upgradeListing(t.database.db, failing, id, user.id, { plan: "7-days" })).rejects.toThrow(
      "gateway down",
    );
    const orders = await owner.get(`/api/properties/${id}/orders`).expect(200);
    expect(orders.body[0].status).toBe("cancelled");
  });
});
