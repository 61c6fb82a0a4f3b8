import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries, favourites, featuredOrders, properties } from "../../server/db/schema";
import {
  createListing,
  orderUpgrade,
  saveFavourite,
  sendEnquiry,
  signUp,
  type SignedUpUser,
} from "../factories";
import { createConfiguredTestApp, type ConfiguredTestApp } from "./configured-app";

/**
 * No user can read or change another user's drafts, enquiries, favourites, orders or account (OWASP ASVS
 * V4 access control). Two users, Alice (an owner) and Mallory (signed in, trying everything she can
 * name), plus anonymous visitors. Every route is addressed the way a client would: by id in the URL, or
 * through the session for "my" data. Each refusal is the exact status the API gives (401 signed out, 403
 * for someone else's listing or enquiry, 404 where the API hides that a thing exists), each route is
 * first shown to work for its owner (so a missing route cannot pass as a refusal), and the stored rows are
 * compared before and after.
 */
let t: ConfiguredTestApp;
type Agent = supertest.Agent;
let alice: Agent;
let mallory: Agent;
let aliceUser: SignedUpUser;
let draftId: number;
let publishedId: number;

const TITLE = "Three-bedroom townhouse next to the park";
const PRICE = 1_650_000;
const townhouse = (status: "draft" | "published") => ({
  title: TITLE,
  description: "A family townhouse with a private garden, two parking spaces and a maid's room.",
  price: PRICE,
  propertyType: "Townhouse" as const,
  beds: 3,
  baths: 3,
  sqft: 2100,
  status,
});

const storedListing = async (id: number) =>
  (await t.database.db.select().from(properties).where(eq(properties.id, id)))[0];

beforeAll(async () => {
  t = await createConfiguredTestApp();
  alice = t.request();
  mallory = t.request();
  aliceUser = await signUp(alice, "alice");
  await signUp(mallory, "mallory");
  draftId = (await createListing(alice, townhouse("draft"))).id;
  publishedId = (await createListing(alice, townhouse("published"))).id;
});
afterAll(async () => {
  await t.close();
});

describe("drafts and listings", () => {
  it("keeps another owner's draft invisible", async () => {
    await alice.get(`/api/properties/${draftId}`).expect(200);
    await mallory.get(`/api/properties/${draftId}`).expect(404);
    await t.request().get(`/api/properties/${draftId}`).expect(404);
    const mine = await mallory.get("/api/my/properties").expect(200);
    expect((mine.body as { id: number }[]).map((l) => l.id)).not.toContain(draftId);
    const search = await t.request().get("/api/properties/search?limit=100").expect(200);
    const found = (search.body as { id: number }[]).map((l) => l.id);
    expect(found).toContain(publishedId);
    expect(found).not.toContain(draftId);
  });

  it("refuses changing, publishing or deleting another owner's listing: 403 signed in, 401 signed out", async () => {
    for (const id of [draftId, publishedId]) {
      const before = await storedListing(id);
      expect(before).toBeDefined();
      await mallory.patch(`/api/properties/${id}`).send({ title: "Hijacked listing title" }).expect(403);
      await mallory.patch(`/api/properties/${id}`).send({ status: "archived" }).expect(403);
      await mallory.delete(`/api/properties/${id}`).expect(403);
      await t.request().patch(`/api/properties/${id}`).send({ price: 1 }).expect(401);
      await t.request().delete(`/api/properties/${id}`).expect(401);
      expect(await storedListing(id)).toEqual(before);
    }
    // The same requests work for the owner, so the refusals above are about who asks.
    const renamed = await alice.patch(`/api/properties/${draftId}`).send({ title: `${TITLE} (renamed)` });
    expect(renamed.status).toBe(200);
    expect((await storedListing(draftId)).title).toBe(`${TITLE} (renamed)`);
  });

  it("refuses confirming availability of another owner's listing", async () => {
    await alice.post(`/api/properties/${publishedId}/confirm`).send({}).expect(200);
    const before = await storedListing(publishedId);
    await mallory.post(`/api/properties/${publishedId}/confirm`).send({}).expect(403);
    await t.request().post(`/api/properties/${publishedId}/confirm`).send({}).expect(401);
    expect((await storedListing(publishedId)).confirmedAt).toEqual(before.confirmedAt);
  });
});

describe("enquiries", () => {
  let enquiryId: number;
  beforeAll(async () => {
    enquiryId = (await sendEnquiry(t.request(), publishedId, { email: "visitor@example.com" })).id;
  });

  it("shows an owner's enquiries to nobody else", async () => {
    const inbox = await alice.get("/api/my/enquiries").expect(200);
    expect((inbox.body as { id: number }[]).map((e) => e.id)).toContain(enquiryId);
    const theirs = await mallory.get("/api/my/enquiries").expect(200);
    expect(theirs.body).toEqual([]);
    await t.request().get("/api/my/enquiries").expect(401);
  });

  it("refuses marking another owner's enquiry", async () => {
    await mallory.patch(`/api/my/enquiries/${enquiryId}`).send({ read: true }).expect(403);
    await t.request().patch(`/api/my/enquiries/${enquiryId}`).send({ read: true }).expect(401);
    const [stored] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, enquiryId));
    expect(stored).toBeDefined();
    expect(stored.readAt).toBeNull();
    // The owner can mark it: the route exists and the refusals were about who asked.
    await alice.patch(`/api/my/enquiries/${enquiryId}`).send({ read: true }).expect(200);
  });
});

describe("favourites", () => {
  it("keeps each user's favourites their own", async () => {
    await saveFavourite(alice, publishedId);
    const theirs = await mallory.get("/api/favourites/ids").expect(200);
    expect(JSON.stringify(theirs.body)).not.toContain(String(publishedId));
    // Mallory removing "her" favourite of that listing does not touch Alice's.
    await mallory.delete(`/api/favourites/${publishedId}`).expect(204);
    const mine = await alice.get("/api/favourites/ids").expect(200);
    expect(JSON.stringify(mine.body)).toContain(String(publishedId));
    const rows = await t.database.db.select().from(favourites).where(eq(favourites.propertyId, publishedId));
    expect(rows.map((row) => row.userId)).toEqual([aliceUser.id]);
    await t.request().get("/api/favourites").expect(401);
  });
});

describe("featured upgrade orders", () => {
  it("refuses ordering an upgrade for, or reading the orders of, another owner's listing", async () => {
    await orderUpgrade(alice, publishedId, "7-days");
    const aliceOrders = await alice.get(`/api/properties/${publishedId}/orders`).expect(200);
    expect(aliceOrders.body).toHaveLength(1);
    await mallory.get(`/api/properties/${publishedId}/orders`).expect(403);
    await t.request().get(`/api/properties/${publishedId}/orders`).expect(401);
    await mallory.post(`/api/properties/${publishedId}/upgrade`).send({ plan: "30-days" }).expect(403);
    await t.request().post(`/api/properties/${publishedId}/upgrade`).send({ plan: "30-days" }).expect(401);
    const after = await alice.get(`/api/properties/${publishedId}/orders`).expect(200);
    expect(after.body).toEqual(aliceOrders.body);
    const stored = await t.database.db
      .select()
      .from(featuredOrders)
      .where(eq(featuredOrders.propertyId, publishedId));
    expect(stored).toHaveLength(1);
  });
});

describe("accounts", () => {
  it("ties password changes and sign-out-everywhere to the signed-in user only", async () => {
    const victim = t.request();
    const victimUser = await signUp(victim, "victim");
    const attacker = t.request();
    await signUp(attacker, "attacker");
    // There is no user id to put in the URL or body: a password change is always the caller's own.
    // (Every test user has the same password, so this succeeds, on the attacker's account only.)
    await attacker
      .post("/api/account/password")
      .send({ currentPassword: victimUser.password, newPassword: "attacker chosen pw" })
      .expect(200);
    await attacker.post("/api/account/sign-out-everywhere").send({}).expect(200);
    // The victim is still signed in and can still sign in with their own password.
    await supertest(t.app).get("/api/user").set("Cookie", victimUser.cookie).expect(200);
    await t
      .request()
      .post("/api/login")
      .send({ username: victimUser.username, password: victimUser.password })
      .expect(200);
  });

  it("sign out everywhere rejects every old session id of that user", async () => {
    const laptop = t.request();
    const user = await signUp(laptop, "everywhere");
    const phone = t.request();
    await phone.post("/api/login").send({ username: user.username, password: user.password }).expect(200);
    await phone.get("/api/user").expect(200);
    await laptop.post("/api/account/sign-out-everywhere").send({}).expect(200);
    await supertest(t.app).get("/api/user").set("Cookie", user.cookie).expect(401);
    await phone.get("/api/user").expect(401);
    // And Alice, another user, is untouched.
    await supertest(t.app).get("/api/user").set("Cookie", aliceUser.cookie).expect(200);
  });

  it("never exposes a user's password or its hash", async () => {
    const res = await t.request().get(`/api/properties/${publishedId}`).expect(200);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/argon2|passwordHash|password_hash/i);
    expect(text).not.toContain(aliceUser.password);
  });
});
