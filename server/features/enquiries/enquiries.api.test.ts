import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries } from "../../db/schema";
import { createListing, nextClientAddress, type ListingInput } from "../../../tests/factories";
import { waitForMailTo } from "../../../tests/helpers/outbox";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A signed-in owner and one of their listings (published in Sharjah unless told otherwise). */
async function ownerWithListing(overrides: Partial<ListingInput> = {}) {
  const agent = t.request();
  const user = await signUp(agent, "owner");
  const listing = await createListing(agent, overrides);
  return { agent, user, listing };
}

const validEnquiry = {
  name: "Layla Haddad",
  email: "layla@example.com",
  phone: "+971 50 123 4567",
  message: "Hello, is the apartment still available for a viewing this weekend?",
};

function sendEnquiry(id: number | string, body: object, address = nextClientAddress()) {
  return supertest(t.app).post(`/api/properties/${id}/enquiries`).set("X-Forwarded-For", address).send(body);
}

describe("POST /api/properties/:id/enquiries", () => {
  it("stores an enquiry from a signed-out visitor and answers 201 with it", async () => {
    const { listing } = await ownerWithListing();
    const res = await sendEnquiry(listing.id, validEnquiry).expect(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      propertyId: listing.id,
      name: validEnquiry.name,
      email: validEnquiry.email,
      phone: validEnquiry.phone,
      message: validEnquiry.message,
    });
    expect(new Date(res.body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [stored] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, res.body.id));
    expect(stored.senderUserId).toBeNull();
  });

  it("records the sender when signed in, and takes a missing or empty phone as none", async () => {
    const { listing } = await ownerWithListing();
    const visitor = t.request();
    const sender = await signUp(visitor, "visitor");
    const { phone: _phone, ...withoutPhone } = validEnquiry;
    const res = await visitor
      .post(`/api/properties/${listing.id}/enquiries`)
      .set("X-Forwarded-For", nextClientAddress())
      .send(withoutPhone)
      .expect(201);
    expect(res.body.phone).toBeNull();
    const [stored] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, res.body.id));
    expect(stored.senderUserId).toBe(sender.id);
    const empty = await sendEnquiry(listing.id, { ...validEnquiry, phone: "  " }).expect(201);
    expect(empty.body.phone).toBeNull();
  });

  it("trims the fields it stores", async () => {
    const { listing } = await ownerWithListing();
    const res = await sendEnquiry(listing.id, {
      ...validEnquiry,
      name: "  Omar  ",
      email: " omar@example.com ",
    }).expect(201);
    expect(res.body).toMatchObject({ name: "Omar", email: "omar@example.com" });
  });

  it.each([
    ["name", { name: "A" }],
    ["name", { name: "x".repeat(101) }],
    ["name", { name: undefined }],
    ["email", { email: "not-an-email" }],
    ["email", { email: undefined }],
    ["phone", { phone: "call me" }],
    ["phone", { phone: "12345" }],
    ["phone", { phone: "1".repeat(21) }],
    ["message", { message: "Too short" }],
    ["message", { message: "x".repeat(2001) }],
    ["message", { message: undefined }],
  ])("answers 400 naming %s when it is wrong (%j)", async (field, change) => {
    const { listing } = await ownerWithListing();
    const res = await sendEnquiry(listing.id, { ...validEnquiry, ...change }).expect(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual([field]);
    expect(res.body.fieldErrors[field][0]).toBeTypeOf("string");
  });

  it("names every missing field at once", async () => {
    const { listing } = await ownerWithListing();
    const res = await sendEnquiry(listing.id, {}).expect(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(["email", "message", "name"]);
  });

  it("says plainly which field is empty, one message per field", async () => {
    const { listing } = await ownerWithListing();
    const res = await sendEnquiry(listing.id, { ...validEnquiry, name: " ", message: "" }).expect(400);
    expect(res.body.fieldErrors).toEqual({ name: ["Enter your name"], message: ["Enter a message"] });
  });

  it("answers 400 for a malformed listing id and 404 for a missing one", async () => {
    const bad = await sendEnquiry("abc", validEnquiry).expect(400);
    expect(bad.body.fieldErrors.id).toEqual(["Must be a listing id"]);
    const missing = await sendEnquiry(99_999_999, validEnquiry).expect(404);
    expect(missing.body.message).toBe("Listing not found");
  });

  it("answers 404 for a listing the public cannot see: a draft, sold, or another emirate on a Dubai site", async () => {
    const draft = await ownerWithListing({ status: "draft" });
    await sendEnquiry(draft.listing.id, validEnquiry).expect(404);
    // Not even its owner can enquire about a draft: there is nobody to answer.
    await draft.agent
      .post(`/api/properties/${draft.listing.id}/enquiries`)
      .set("X-Forwarded-For", nextClientAddress())
      .send(validEnquiry)
      .expect(404);

    const sold = await ownerWithListing();
    await sold.agent.patch(`/api/properties/${sold.listing.id}`).send({ status: "sold" }).expect(200);
    await sendEnquiry(sold.listing.id, validEnquiry).expect(404);

    const sharjah = await ownerWithListing();
    await sendEnquiry(sharjah.listing.id, validEnquiry).set("Host", "dubaipropertyhub.com").expect(404);
    const dubai = await ownerWithListing({ location: "Dubai Marina", permitNumber: "7100012345" });
    await sendEnquiry(dubai.listing.id, validEnquiry).set("Host", "dubaipropertyhub.com").expect(201);
  });

  it("takes enquiries on listings under offer", async () => {
    const { agent, listing } = await ownerWithListing();
    await agent.patch(`/api/properties/${listing.id}`).send({ status: "under-offer" }).expect(200);
    await sendEnquiry(listing.id, validEnquiry).expect(201);
  });

  it("allows ordinary use, then answers 429 with Retry-After from one address", async () => {
    const { listing } = await ownerWithListing();
    const address = nextClientAddress();
    for (let i = 0; i < 10; i++) await sendEnquiry(listing.id, validEnquiry, address).expect(201);
    const limited = await sendEnquiry(listing.id, validEnquiry, address).expect(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/Too many requests/);
    // Another address is unaffected.
    await sendEnquiry(listing.id, validEnquiry).expect(201);
  });

  it("does not count invalid enquiries towards the limit", async () => {
    const { listing } = await ownerWithListing();
    const address = nextClientAddress();
    for (let i = 0; i < 12; i++) {
      await sendEnquiry(listing.id, { ...validEnquiry, email: "nope" }, address).expect(400);
    }
    await sendEnquiry(listing.id, validEnquiry, address).expect(201);
  });
});

describe("GET /api/my/enquiries", () => {
  it("answers 401 when signed out", async () => {
    await supertest(t.app).get("/api/my/enquiries").expect(401);
  });

  it("lists enquiries on the user's own listings only, newest first, with paging headers", async () => {
    const owner = await ownerWithListing();
    const second = await owner.agent
      .post("/api/properties")
      .send({
        title: "Second listing of the same owner here",
        description: "Another well-kept apartment from the same owner, close to the park and schools.",
        location: "Al Nahda",
        price: 700_000,
        priceType: "sale",
        propertyType: "Apartment",
        beds: 1,
        baths: 1,
        sqft: 800,
        status: "published",
      })
      .expect(201);
    const other = await ownerWithListing();

    const first = await sendEnquiry(owner.listing.id, { ...validEnquiry, name: "First Sender" }).expect(201);
    await sendEnquiry(other.listing.id, { ...validEnquiry, name: "Not Yours" }).expect(201);
    const latest = await sendEnquiry(second.body.id, { ...validEnquiry, name: "Latest Sender" }).expect(201);

    const res = await owner.agent.get("/api/my/enquiries").expect(200);
    expect(res.headers["x-total-count"]).toBe("2");
    expect(res.body.map((e: { id: number }) => e.id)).toEqual([latest.body.id, first.body.id]);
    expect(res.body[0]).toEqual({
      id: latest.body.id,
      propertyId: second.body.id,
      propertyTitle: "Second listing of the same owner here",
      name: "Latest Sender",
      // Hidden until the owner replies in the site (docs/decisions/0054-conversations.md).
      email: null,
      phone: null,
      message: validEnquiry.message,
      createdAt: latest.body.createdAt,
      lastMessageAt: latest.body.createdAt,
      read: false,
      replied: false,
      unread: 1,
      senderDeleted: false,
    });

    const page = await owner.agent.get("/api/my/enquiries?limit=1&page=1").expect(200);
    expect(page.body).toHaveLength(1);
    expect(page.headers["x-total-count"]).toBe("2");
    expect(page.headers.link).toContain('rel="next"');
    const pageTwo = await owner.agent.get("/api/my/enquiries?limit=1&page=2").expect(200);
    expect(pageTwo.body.map((e: { id: number }) => e.id)).toEqual([first.body.id]);
    expect(pageTwo.headers.link).toContain('rel="prev"');

    const others = await other.agent.get("/api/my/enquiries").expect(200);
    expect(others.body.map((e: { name: string }) => e.name)).toEqual(["Not Yours"]);
  });

  it("filters unread enquiries with unread=1", async () => {
    const owner = await ownerWithListing();
    const a = await sendEnquiry(owner.listing.id, validEnquiry).expect(201);
    const b = await sendEnquiry(owner.listing.id, validEnquiry).expect(201);
    await owner.agent.patch(`/api/my/enquiries/${a.body.id}`).send({ read: true }).expect(200);
    const unread = await owner.agent.get("/api/my/enquiries?unread=1").expect(200);
    expect(unread.body.map((e: { id: number }) => e.id)).toEqual([b.body.id]);
    expect(unread.headers["x-total-count"]).toBe("1");
    const all = await owner.agent.get("/api/my/enquiries?unread=0").expect(200);
    expect(all.body).toHaveLength(2);
  });

  it.each([
    ["limit=500", "limit"],
    ["page=0", "page"],
    ["unread=maybe", "unread"],
  ])("answers 400 for %s", async (query, field) => {
    const agent = t.request();
    await signUp(agent);
    const res = await agent.get(`/api/my/enquiries?${query}`).expect(400);
    expect(res.body.fieldErrors[field]).toBeDefined();
  });
});

describe("PATCH /api/my/enquiries/:id", () => {
  it("marks an enquiry read and unread again", async () => {
    const owner = await ownerWithListing();
    const sent = await sendEnquiry(owner.listing.id, validEnquiry).expect(201);
    const read = await owner.agent
      .patch(`/api/my/enquiries/${sent.body.id}`)
      .send({ read: true })
      .expect(200);
    expect(read.body).toMatchObject({
      id: sent.body.id,
      propertyId: owner.listing.id,
      propertyTitle: owner.listing.title,
      read: true,
    });
    const [stored] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, sent.body.id));
    expect(stored.readAt).toBeInstanceOf(Date);
    // Marking read again keeps the first time it was read.
    await owner.agent.patch(`/api/my/enquiries/${sent.body.id}`).send({ read: true }).expect(200);
    const [again] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, sent.body.id));
    expect(again.readAt).toEqual(stored.readAt);
    const unread = await owner.agent
      .patch(`/api/my/enquiries/${sent.body.id}`)
      .send({ read: false })
      .expect(200);
    expect(unread.body.read).toBe(false);
  });

  it("answers 401 signed out, 403 for an enquiry on someone else's listing, 404 for a missing one", async () => {
    const owner = await ownerWithListing();
    const sent = await sendEnquiry(owner.listing.id, validEnquiry).expect(201);
    await supertest(t.app).patch(`/api/my/enquiries/${sent.body.id}`).send({ read: true }).expect(401);

    const stranger = t.request();
    await signUp(stranger, "stranger");
    const refused = await stranger
      .patch(`/api/my/enquiries/${sent.body.id}`)
      .send({ read: true })
      .expect(403);
    expect(refused.body.message).toMatch(/someone else/);
    // The stranger cannot read it through the list either.
    const strangersList = await stranger.get("/api/my/enquiries").expect(200);
    expect(strangersList.body).toEqual([]);
    const [stored] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, sent.body.id));
    expect(stored.readAt).toBeNull();

    await owner.agent.patch("/api/my/enquiries/99999999").send({ read: true }).expect(404);
  });

  it.each([
    ["a non-boolean read", { read: "yes" }, "read"],
    ["an empty body", {}, "read"],
    ["an unknown field", { read: true, message: "changed" }, "_root"],
  ])("answers 400 for %s", async (_label, body, field) => {
    const owner = await ownerWithListing();
    const sent = await sendEnquiry(owner.listing.id, validEnquiry).expect(201);
    const res = await owner.agent.patch(`/api/my/enquiries/${sent.body.id}`).send(body).expect(400);
    expect(res.body.fieldErrors[field]).toBeDefined();
  });

  it("answers 400 for a malformed enquiry id", async () => {
    const agent = t.request();
    await signUp(agent);
    const res = await agent.patch("/api/my/enquiries/abc").send({ read: true }).expect(400);
    expect(res.body.fieldErrors.id).toEqual(["Must be an enquiry id"]);
  });
});

describe("OpenAPI", () => {
  it("describes the enquiry endpoints", async () => {
    const res = await supertest(t.app).get("/api/openapi.json").expect(200);
    expect(res.body.paths["/api/properties/{id}/enquiries"].post.responses).toHaveProperty("429");
    expect(res.body.paths["/api/my/enquiries"].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["page", "limit", "unread"]),
    );
    expect(res.body.paths["/api/my/enquiries/{id}"].patch.responses).toHaveProperty("403");
  });
});

describe("owner notification", () => {
  it("emails the listing's owner (kept in the outbox without SMTP) after answering the visitor", async () => {
    const { user, listing } = await ownerWithListing();
    await sendEnquiry(listing.id, validEnquiry).expect(201);
    const mail = await waitForMailTo(t.database, user.email);
    expect(mail.subject).toBe(`New enquiry about "${listing.title}"`);
    expect(mail.body).toContain(validEnquiry.message);
    // The sender's email and phone are not in it: the owner sees them once they reply in the site.
    expect(mail.body).not.toContain(validEnquiry.email);
    expect(mail.body).not.toContain("123 4567");
    expect(mail.body).toMatch(/\/dashboard\?tab=enquiries&thread=\d+/);
  });
});
