import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../helpers/test-app";
import { createConfiguredTestApp, type ConfiguredTestApp } from "./configured-app";

/**
 * No user can read or change another user's drafts, enquiries, favourites, orders or account (OWASP ASVS
 * V4 access control). Two users, Alice (an owner) and Mallory (signed in, trying everything she can
 * name), plus anonymous visitors. Every route is addressed the way a client would: by id in the URL, or
 * through the session for "my" data. Whichever of 403/404 a route chooses, the data must be unchanged.
 */
let t: ConfiguredTestApp;
type Agent = supertest.Agent;
let alice: Agent;
let mallory: Agent;
let aliceUser: Awaited<ReturnType<typeof signUp>>;
let draftId: number;
let publishedId: number;

const listing = (status: "draft" | "published") => ({
  title: "Three-bedroom townhouse next to the park",
  description: "A family townhouse with a private garden, two parking spaces and a maid's room.",
  location: "Al Majaz",
  price: 1_650_000,
  priceType: "sale",
  propertyType: "Townhouse",
  beds: 3,
  baths: 3,
  sqft: 2100,
  status,
});

const refused = (status: number) => expect([401, 403, 404]).toContain(status);

beforeAll(async () => {
  t = await createConfiguredTestApp();
  alice = t.request();
  mallory = t.request();
  aliceUser = await signUp(alice, "alice");
  await signUp(mallory, "mallory");
  draftId = (await alice.post("/api/properties").send(listing("draft")).expect(201)).body.id;
  publishedId = (await alice.post("/api/properties").send(listing("published")).expect(201)).body.id;
});
afterAll(async () => {
  await t.close();
});

describe("drafts and listings", () => {
  it("keeps another owner's draft invisible", async () => {
    await mallory.get(`/api/properties/${draftId}`).expect(404);
    await t.request().get(`/api/properties/${draftId}`).expect(404);
    const mine = await mallory.get("/api/my/properties").expect(200);
    expect((mine.body as { id: number }[]).map((l) => l.id)).not.toContain(draftId);
    const search = await t.request().get("/api/properties/search?limit=100").expect(200);
    expect((search.body as { id: number }[]).map((l) => l.id)).not.toContain(draftId);
  });

  it("refuses changing, publishing or deleting another owner's listing", async () => {
    for (const id of [draftId, publishedId]) {
      refused(
        (await mallory.patch(`/api/properties/${id}`).send({ title: "Hijacked listing title" })).status,
      );
      refused((await mallory.patch(`/api/properties/${id}`).send({ status: "archived" })).status);
      refused((await mallory.delete(`/api/properties/${id}`)).status);
      refused((await t.request().patch(`/api/properties/${id}`).send({ price: 1 })).status);
      refused((await t.request().delete(`/api/properties/${id}`)).status);
    }
    const draft = await alice.get(`/api/properties/${draftId}`).expect(200);
    expect(draft.body.title).toBe(listing("draft").title);
    const published = await t.request().get(`/api/properties/${publishedId}`).expect(200);
    expect(published.body.title).toBe(listing("published").title);
    expect(published.body.price).toBe(1_650_000);
  });

  it("refuses confirming availability of another owner's listing", async () => {
    refused((await mallory.post(`/api/properties/${publishedId}/confirm`).send({})).status);
    refused((await t.request().post(`/api/properties/${publishedId}/confirm`).send({})).status);
  });
});

describe("enquiries", () => {
  let enquiryId: number;
  beforeAll(async () => {
    await t
      .request()
      .post(`/api/properties/${publishedId}/enquiries`)
      .send({
        name: "Visitor Name",
        email: "visitor@example.com",
        message: "Is the townhouse still available?",
      })
      .expect(201);
    const inbox = await alice.get("/api/my/enquiries").expect(200);
    enquiryId = (inbox.body as { id: number }[])[0].id;
  });

  it("shows an owner's enquiries to nobody else", async () => {
    const theirs = await mallory.get("/api/my/enquiries").expect(200);
    expect(JSON.stringify(theirs.body)).not.toContain("visitor@example.com");
    refused((await t.request().get("/api/my/enquiries")).status);
  });

  it("refuses marking another owner's enquiry", async () => {
    refused((await mallory.patch(`/api/my/enquiries/${enquiryId}`).send({ read: true })).status);
    const inbox = await alice.get("/api/my/enquiries").expect(200);
    const enquiry = (inbox.body as { id: number; readAt: string | null }[]).find((e) => e.id === enquiryId);
    expect(enquiry?.readAt ?? null).toBeNull();
  });
});

describe("favourites", () => {
  it("keeps each user's favourites their own", async () => {
    await alice
      .put(`/api/favourites/${publishedId}`)
      .send({})
      .expect((r) => expect(r.status).toBeLessThan(300));
    const theirs = await mallory.get("/api/favourites/ids").expect(200);
    expect(JSON.stringify(theirs.body)).not.toContain(String(publishedId));
    // Mallory removing "her" favourite of that listing does not touch Alice's.
    await mallory.delete(`/api/favourites/${publishedId}`);
    const mine = await alice.get("/api/favourites/ids").expect(200);
    expect(JSON.stringify(mine.body)).toContain(String(publishedId));
    refused((await t.request().get("/api/favourites")).status);
  });
});

describe("featured upgrade orders", () => {
  it("refuses ordering an upgrade for, or reading the orders of, another owner's listing", async () => {
    await alice.post(`/api/properties/${publishedId}/upgrade`).send({ plan: "7-days" }).expect(201);
    const aliceOrders = await alice.get(`/api/properties/${publishedId}/orders`).expect(200);
    expect(aliceOrders.body).toHaveLength(1);
    refused((await mallory.get(`/api/properties/${publishedId}/orders`)).status);
    refused((await t.request().get(`/api/properties/${publishedId}/orders`)).status);
    refused((await mallory.post(`/api/properties/${publishedId}/upgrade`).send({ plan: "30-days" })).status);
    const after = await alice.get(`/api/properties/${publishedId}/orders`).expect(200);
    expect(after.body).toEqual(aliceOrders.body);
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
