import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSampleData } from "../../db/seed/seed";
import { buildListingInput } from "../../../tests/factories";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";

let t: TestApp;
const SAMPLE_SIZE = 300;

beforeAll(async () => {
  t = await createTestApp();
  await seedSampleData(t.database.db, { listings: SAMPLE_SIZE });
});
afterAll(async () => {
  await t.close();
});

type Item = Record<string, unknown> & {
  id: number;
  price: number;
  emirate: string;
  featured: number;
  createdAt: string;
};
const search = async (query: string, host?: string) => {
  const req = supertest(t.app).get(`/api/properties/search${query}`);
  if (host) req.set("Host", host);
  const res = await req.expect(200);
  return { items: res.body as Item[], total: Number(res.headers["x-total-count"]), res };
};

const validListing = buildListingInput;

describe("GET /api/properties", () => {
  it("lists published listings, featured first then newest, with paging headers", async () => {
    const res = await supertest(t.app).get("/api/properties?limit=50").expect(200);
    const items = res.body as Item[];
    expect(items).toHaveLength(50);
    expect(Number(res.headers["x-total-count"])).toBeGreaterThan(250);
    expect(res.headers.link).toContain('rel="next"');
    const firstPlain = items.findIndex((i) => i.featured === 0);
    expect(items.slice(firstPlain).every((i) => i.featured === 0)).toBe(true);
    const featured = items.slice(0, firstPlain);
    expect(featured.length).toBeGreaterThan(0);
    for (let i = 1; i < featured.length; i++)
      expect(featured[i - 1].createdAt >= featured[i].createdAt).toBe(true);
  });

  it("returns only featured listings with featured=1", async () => {
    const { body } = await supertest(t.app).get("/api/properties?featured=1&limit=100").expect(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((i: Item) => i.featured === 1)).toBe(true);
  });

  it("has the SPEC fields on every item", async () => {
    const { body } = await supertest(t.app).get("/api/properties?limit=1").expect(200);
    for (const field of [
      "id",
      "title",
      "location",
      "price",
      "priceType",
      "imageUrl",
      "beds",
      "baths",
      "sqft",
      "propertyType",
      "featured",
    ]) {
      expect(body[0]).toHaveProperty(field);
    }
    expect(body[0].images[0]).toBe(body[0].imageUrl);
    expect(body[0].images.length).toBe(4);
  });
});

describe("GET /api/properties/search filters", () => {
  it("combines purpose, emirate, beds and price range", async () => {
    const { items, total } = await search(
      "?priceType=sale&emirate=Dubai&beds=2&minPrice=1000000&maxPrice=3000000&limit=100",
    );
    expect(total).toBe(items.length);
    expect(total).toBeGreaterThan(0);
    for (const i of items) {
      expect(i).toMatchObject({ priceType: "sale", emirate: "Dubai", beds: 2 });
      expect(i.price).toBeGreaterThanOrEqual(1_000_000);
      expect(i.price).toBeLessThanOrEqual(3_000_000);
    }
  });

  it("accepts the emirate's slug as well as its name", async () => {
    const byName = await search("?emirate=Abu%20Dhabi&limit=1");
    const bySlug = await search("?emirate=abu-dhabi&limit=1");
    expect(byName.total).toBeGreaterThan(0);
    expect(bySlug.total).toBe(byName.total);
  });

  it("treats beds=5 as five or more, and 0 as studios", async () => {
    const fivePlus = await search("?beds=5&limit=100");
    expect(fivePlus.total).toBeGreaterThan(0);
    expect(fivePlus.items.every((i) => (i.beds as number) >= 5)).toBe(true);
    expect(fivePlus.items.some((i) => (i.beds as number) > 5)).toBe(true);
    const studios = await search("?beds=0&propertyType=Apartment&limit=100");
    expect(studios.items.every((i) => i.beds === 0)).toBe(true);
  });

  it("matches every word of the search text in title, location or emirate, ignoring case", async () => {
    const { items, total } = await search("?search=DUBAI%20marina&limit=100");
    expect(total).toBeGreaterThan(0);
    for (const i of items) {
      const text = `${i.title} ${i.location} ${i.emirate}`.toLowerCase();
      expect(text).toContain("dubai");
      expect(text).toContain("marina");
    }
    const none = await search("?search=marina%20zzzqqq");
    expect(none.total).toBe(0);
  });

  it("treats LIKE wildcards in the search text literally", async () => {
    expect((await search("?search=%25")).total).toBe(0);
    expect((await search("?search=_")).total).toBe(0);
  });

  it("filters by type, category, completion status, furnishing, baths and size", async () => {
    const commercial = await search("?category=commercial&limit=100");
    expect(commercial.total).toBeGreaterThan(0);
    expect(
      commercial.items.every((i) => ["Office", "Retail", "Warehouse"].includes(i.propertyType as string)),
    ).toBe(true);
    const offPlan = await search("?completionStatus=off-plan&limit=100");
    expect(offPlan.total).toBeGreaterThan(0);
    expect(offPlan.items.every((i) => i.completionStatus === "off-plan")).toBe(true);
    const furnished = await search("?furnished=furnished&propertyType=Villa&limit=100");
    expect(furnished.items.every((i) => i.furnished === "furnished" && i.propertyType === "Villa")).toBe(
      true,
    );
    const sized = await search("?minSqft=2000&maxSqft=3000&baths=3&limit=100");
    expect(
      sized.items.every((i) => (i.sqft as number) >= 2000 && (i.sqft as number) <= 3000 && i.baths === 3),
    ).toBe(true);
  });

  it("ignores filters set to 'all' or empty, and unknown parameters", async () => {
    const everything = await search("");
    const withAll = await search("?emirate=all&propertyType=all&beds=all&search=&priceType=&utm_source=x");
    expect(withAll.total).toBe(everything.total);
    expect(everything.total).toBe(SAMPLE_SIZE);
  });

  it("sorts by price both ways and by newest", async () => {
    const asc = await search("?sort=price_asc&limit=100");
    const desc = await search("?sort=price_desc&limit=100");
    const newest = await search("?sort=newest&limit=100");
    for (let i = 1; i < 100; i++) {
      expect(asc.items[i - 1].price).toBeLessThanOrEqual(asc.items[i].price);
      expect(desc.items[i - 1].price).toBeGreaterThanOrEqual(desc.items[i].price);
      expect(newest.items[i - 1].createdAt >= newest.items[i].createdAt).toBe(true);
    }
  });

  it("pages through results with X-Total-Count and Link headers", async () => {
    const first = await search("?priceType=rent&limit=10&page=1");
    const second = await search("?priceType=rent&limit=10&page=2");
    expect(first.items).toHaveLength(10);
    expect(second.total).toBe(first.total);
    expect(second.items.map((i) => i.id)).not.toEqual(first.items.map((i) => i.id));
    const link = second.res.headers.link as string;
    expect(link).toContain('page=3>; rel="next"');
    expect(link).toContain('page=1>; rel="prev"');
    expect(link).toContain("priceType=rent");
    const lastPage = Math.ceil(first.total / 10);
    const last = await search(`?priceType=rent&limit=10&page=${lastPage}`);
    expect(last.res.headers.link).not.toContain('rel="next"');
    const beyond = await search(`?priceType=rent&limit=10&page=${lastPage + 5}`);
    expect(beyond.items).toEqual([]);
  });

  it.each([
    ["page=-1", "page"],
    ["page=abc", "page"],
    ["limit=500", "limit"],
    ["sort=cheap", "sort"],
    ["minPrice=abc", "minPrice"],
    ["beds=-2", "beds"],
    ["emirate=Atlantis", "emirate"],
    ["propertyType=Castle", "propertyType"],
    ["priceType=lease", "priceType"],
    ["category=industrial", "category"],
    ["completionStatus=soon", "completionStatus"],
    ["furnished=maybe", "furnished"],
    ["minPrice=5000000&maxPrice=1000000", "maxPrice"],
  ])("answers 400 naming the field for %s", async (query, field) => {
    const res = await supertest(t.app).get(`/api/properties/search?${query}`).expect(400);
    expect(res.body.fieldErrors[field]).toBeDefined();
  });
});

describe("Dubai-scoped sites", () => {
  it("only ever return Dubai listings, whatever the client asks", async () => {
    for (const host of ["dubaipropertymarkets.com", "www.dubaipropertyhub.com:443"]) {
      const all = await search("?limit=100", host);
      expect(all.total).toBeGreaterThan(0);
      expect(all.items.every((i) => i.emirate === "Dubai")).toBe(true);
      const abuDhabi = await search("?emirate=Abu%20Dhabi", host);
      expect(abuDhabi.total).toBe(0);
    }
    const list = await supertest(t.app)
      .get("/api/properties?limit=100")
      .set("Host", "dubaipropertyhub.com")
      .expect(200);
    expect(list.body.every((i: Item) => i.emirate === "Dubai")).toBe(true);
  });

  it("treat ?domain=dubai on a development host as the Dubai site", async () => {
    const scoped = await search("?domain=dubai&limit=100");
    expect(scoped.items.every((i) => i.emirate === "Dubai")).toBe(true);
    const uae = await search("?domain=other&limit=100");
    expect(uae.items.some((i) => i.emirate !== "Dubai")).toBe(true);
  });

  it("hide other emirates' listings by id", async () => {
    const { items } = await search("?emirate=Sharjah&limit=1");
    await supertest(t.app).get(`/api/properties/${items[0].id}`).expect(200);
    await supertest(t.app)
      .get(`/api/properties/${items[0].id}`)
      .set("Host", "dubaipropertymarkets.com")
      .expect(404);
  });
});

describe("GET /api/properties/:id", () => {
  it("returns the listing with its description and agent card", async () => {
    const { items } = await search("?limit=1");
    const res = await supertest(t.app).get(`/api/properties/${items[0].id}`).expect(200);
    expect(res.body.description.length).toBeGreaterThan(30);
    expect(res.body.agent).toMatchObject({
      name: expect.any(String),
      brn: expect.any(String),
      agency: expect.any(String),
    });
  });

  it("answers 404 for a missing listing and 400 for a malformed id", async () => {
    const missing = await supertest(t.app).get("/api/properties/99999999").expect(404);
    expect(missing.body.message).toBe("Listing not found");
    const bad = await supertest(t.app).get("/api/properties/abc").expect(400);
    expect(bad.body.fieldErrors.id).toEqual(["Must be a listing id"]);
  });
});

describe("owners' listings", () => {
  it("requires sign-in to create, change, delete or list your own", async () => {
    await supertest(t.app).post("/api/properties").send(validListing()).expect(401);
    await supertest(t.app).patch("/api/properties/1").send({ price: 1 }).expect(401);
    await supertest(t.app).delete("/api/properties/1").expect(401);
    await supertest(t.app).get("/api/my/properties").expect(401);
  });

  it("validates every field and names the wrong ones", async () => {
    const agent = t.request();
    await signUp(agent);
    const res = await agent
      .post("/api/properties")
      .send({
        title: "short",
        price: -5,
        location: "Atlantis",
        propertyType: "Castle",
        beds: 1.5,
        priceType: "lease",
      })
      .expect(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(
      expect.arrayContaining([
        "title",
        "description",
        "price",
        "location",
        "propertyType",
        "beds",
        "priceType",
        "baths",
        "sqft",
      ]),
    );
  });

  it("creates a draft by default, hidden from the public but shown to its owner", async () => {
    const agent = t.request();
    const owner = await signUp(agent);
    const res = await agent.post("/api/properties").send(validListing()).expect(201);
    expect(res.body).toMatchObject({
      status: "draft",
      ownerId: owner.id,
      emirate: "Sharjah",
      category: "residential",
      isSample: false,
      featured: 0,
    });
    await agent.get(`/api/properties/${res.body.id}`).expect(200);
    await supertest(t.app).get(`/api/properties/${res.body.id}`).expect(404);
    const publicSearch = await search("?search=marina%20view%20bright&emirate=Sharjah");
    expect(publicSearch.items.map((i) => i.id)).not.toContain(res.body.id);
  });

  it("needs a permit number to publish in Dubai or Abu Dhabi", async () => {
    const agent = t.request();
    await signUp(agent);
    const noPermit = await agent
      .post("/api/properties")
      .send(validListing({ location: "Dubai Marina", status: "published" }))
      .expect(400);
    expect(noPermit.body.fieldErrors.permitNumber[0]).toMatch(/Trakheesi/);
    const abuDhabi = await agent
      .post("/api/properties")
      .send(validListing({ location: "Yas Island", status: "published" }))
      .expect(400);
    expect(abuDhabi.body.fieldErrors.permitNumber[0]).toMatch(/Madhmoun/);
    const withPermit = await agent
      .post("/api/properties")
      .send(
        validListing({
          location: "Dubai Marina",
          status: "published",
          permitNumber: "7112345678",
          title: "Published marina flat qwertyuniq",
        }),
      )
      .expect(201);
    expect(withPermit.body.status).toBe("published");
    const found = await search("?search=qwertyuniq");
    expect(found.items.map((i) => i.id)).toEqual([withPermit.body.id]);
  });

  it("lets the owner change and publish, and refuses others with 403", async () => {
    const owner = t.request();
    await signUp(owner);
    const { body: draft } = await owner
      .post("/api/properties")
      .send(validListing({ location: "Downtown Dubai" }))
      .expect(201);
    const stranger = t.request();
    await signUp(stranger);
    await stranger.patch(`/api/properties/${draft.id}`).send({ price: 1_000_000 }).expect(403);
    await stranger.delete(`/api/properties/${draft.id}`).expect(403);
    const refused = await owner
      .patch(`/api/properties/${draft.id}`)
      .send({ status: "published" })
      .expect(400);
    expect(refused.body.fieldErrors.permitNumber).toEqual([
      "A Trakheesi permit number is required to publish a listing in Dubai",
    ]);
    const published = await owner
      .patch(`/api/properties/${draft.id}`)
      .send({ status: "published", permitNumber: "7100000001", price: 1_100_000 })
      .expect(200);
    expect(published.body).toMatchObject({
      status: "published",
      price: 1_100_000,
      permitNumber: "7100000001",
    });
    const unknownField = await owner.patch(`/api/properties/${draft.id}`).send({ featured: 1 }).expect(400);
    expect(unknownField.body.fieldErrors._root[0]).toMatch(/featured/);
    await owner.patch("/api/properties/99999999").send({ price: 2_000 }).expect(404);
  });

  it("deletes the owner's listing and lists only your own, in every status", async () => {
    const owner = t.request();
    await signUp(owner);
    const { body: a } = await owner.post("/api/properties").send(validListing()).expect(201);
    const { body: b } = await owner
      .post("/api/properties")
      .send(validListing({ status: "published" }))
      .expect(201);
    const mine = await owner.get("/api/my/properties").expect(200);
    expect(mine.body.map((i: Item) => i.id).sort()).toEqual([a.id, b.id].sort());
    expect(mine.headers["x-total-count"]).toBe("2");
    await owner.delete(`/api/properties/${a.id}`).expect(204);
    await owner.get(`/api/properties/${a.id}`).expect(404);
    const after = await owner.get("/api/my/properties").expect(200);
    expect(after.body.map((i: Item) => i.id)).toEqual([b.id]);
  });

  it("keeps Dubai-scoped sites to Dubai locations when creating", async () => {
    const agent = t.request();
    await signUp(agent);
    const res = await agent
      .post("/api/properties")
      .set("Host", "dubaipropertyhub.com")
      .send(validListing())
      .expect(400);
    expect(res.body.fieldErrors.location[0]).toMatch(/Dubai property only/);
  });
});

describe("API conventions", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const res = await supertest(t.app).get("/api/no-such-thing").expect(404);
    expect(res.headers["content-type"]).toMatch(/json/);
    expect(res.body.message).toBeTypeOf("string");
  });

  it("describes itself in OpenAPI 3.1", async () => {
    const res = await supertest(t.app).get("/api/openapi.json").expect(200);
    expect(res.body.openapi).toBe("3.1.0");
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(["/api/properties/search", "/api/properties/{id}", "/api/login"]),
    );
    const params = res.body.paths["/api/properties/search"].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(params).toEqual(
      expect.arrayContaining(["priceType", "emirate", "minPrice", "sort", "page", "limit"]),
    );
  });

  it("reports health and readiness", async () => {
    await supertest(t.app).get("/healthz").expect(200, { status: "ok" });
    await supertest(t.app).get("/readyz").expect(200);
  });
});
