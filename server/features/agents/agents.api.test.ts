import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Agency, Agent } from "@shared/agent";
import type { ListingStatus } from "@shared/listing";
import type { Emirate } from "@shared/locations";
import { agencies, agents, properties } from "../../db/schema";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

let t: TestApp;
const DUBAI_HOST = "dubaipropertymarkets.com";
let dune: number;
let falcon: number;
let zara: number;
let omar: number;
let lina: number;

const get = (path: string, host?: string) => {
  const req = supertest(t.app).get(path);
  if (host) req.set("Host", host);
  return req;
};

async function insertListing(
  agentId: number,
  location: string,
  emirate: Emirate,
  status: ListingStatus = "published",
) {
  await t.database.db.insert(properties).values({
    title: `Agent test apartment in ${location}`,
    description: "A listing made by the agents API test, with a description long enough to be real.",
    location,
    emirate,
    price: 1_500_000,
    priceType: "sale",
    propertyType: "Apartment",
    category: "residential",
    completionStatus: "ready",
    furnished: "unfurnished",
    beds: 2,
    baths: 2,
    sqft: 1200,
    imageUrl: "/media/sample/apartment-1.svg",
    status,
    agentId,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [{ id: dune }, { id: falcon }] = await db
    .insert(agencies)
    .values([
      {
        name: "Test Dune Realty",
        orn: "12345",
        emirate: "Dubai",
        phone: "+971 4 300 1000",
        email: "info@dune.example",
      },
      {
        name: "Falcon Capital Homes",
        orn: "AD-778",
        emirate: "Abu Dhabi",
        phone: "+971 2 600 1000",
        email: "hi@falcon.example",
      },
    ])
    .returning({ id: agencies.id });
  [{ id: zara }, { id: omar }, { id: lina }] = await db
    .insert(agents)
    .values([
      {
        agencyId: dune,
        name: "Zara Testington",
        brn: "55501",
        phone: "+971 50 111 2222",
        whatsapp: "+971 50 111 2222",
        email: "zara@dune.example",
        languages: ["English", "Arabic"],
        areas: ["Dubai Marina", "Jumeirah Beach Residence (JBR)"],
      },
      {
        agencyId: dune,
        name: "Omar Quill",
        brn: "55502",
        phone: "+971 55 333 4444",
        whatsapp: null,
        email: "omar@dune.example",
        languages: ["English", "Russian"],
        areas: ["Downtown Dubai"],
      },
      {
        agencyId: falcon,
        name: "Lina Reem",
        brn: "AD-9001",
        phone: "+971 52 555 6666",
        whatsapp: "+971 52 555 6666",
        email: "lina@falcon.example",
        languages: ["English", "French"],
        areas: ["Al Reem Island"],
      },
    ])
    .returning({ id: agents.id });
  await insertListing(zara, "Dubai Marina", "Dubai");
  await insertListing(zara, "Jumeirah Beach Residence (JBR)", "Dubai");
  await insertListing(zara, "Dubai Marina", "Dubai", "draft");
  await insertListing(omar, "Downtown Dubai", "Dubai");
  await insertListing(lina, "Al Reem Island", "Abu Dhabi");
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/agents", () => {
  it("lists agents with BRN, agency, languages, areas and live listing counts, most listings first", async () => {
    const res = await get("/api/agents").expect(200);
    const body = res.body as Agent[];
    expect(body.map((a) => a.name)).toEqual(["Zara Testington", "Lina Reem", "Omar Quill"]);
    expect(body[0]).toEqual({
      id: zara,
      name: "Zara Testington",
      brn: "55501",
      phone: "+971 50 111 2222",
      whatsapp: "+971 50 111 2222",
      email: "zara@dune.example",
      photoUrl: null,
      languages: ["English", "Arabic"],
      areas: ["Dubai Marina", "Jumeirah Beach Residence (JBR)"],
      agency: { id: dune, name: "Test Dune Realty", orn: "12345", emirate: "Dubai" },
      // The draft is not public, so not counted.
      listingCount: 2,
      isSample: false,
    });
    expect(res.headers["x-total-count"]).toBe("3");
  });

  it("searches by agent or agency name, area (name or slug) and language (any case)", async () => {
    const names = async (query: string) =>
      ((await get(`/api/agents?${query}`).expect(200)).body as Agent[]).map((a) => a.name);
    expect(await names("search=zara")).toEqual(["Zara Testington"]);
    expect(await names("search=dune%20realty")).toEqual(["Zara Testington", "Omar Quill"]);
    expect(await names("search=falcon%20lina")).toEqual(["Lina Reem"]);
    expect(await names("area=jbr")).toEqual(["Zara Testington"]);
    expect(await names("area=Downtown%20Dubai")).toEqual(["Omar Quill"]);
    expect(await names("language=russian")).toEqual(["Omar Quill"]);
    expect(await names("language=English&area=al-reem-island")).toEqual(["Lina Reem"]);
    expect(await names(`agency=${falcon}`)).toEqual(["Lina Reem"]);
    expect(await names("search=nobody")).toEqual([]);
    expect(await names("search=%25")).toEqual([]);
  });

  it("pages with X-Total-Count and Link", async () => {
    const res = await get("/api/agents?limit=1&page=2").expect(200);
    expect(res.body).toHaveLength(1);
    expect(res.headers["x-total-count"]).toBe("3");
    expect(res.headers.link).toContain('rel="next"');
    expect(res.headers.link).toContain('rel="prev"');
  });

  it("shows only agents of Dubai agencies on a Dubai-scoped site", async () => {
    const res = await get("/api/agents", DUBAI_HOST).expect(200);
    expect((res.body as Agent[]).map((a) => a.name)).toEqual(["Zara Testington", "Omar Quill"]);
    expect(res.headers["x-total-count"]).toBe("2");
  });

  it("rejects unknown areas and bad paging with field errors", async () => {
    const res = await get("/api/agents?area=atlantis&limit=0&agency=x").expect(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(["agency", "area", "limit"]);
  });
});

describe("GET /api/agents/{id} and its listings", () => {
  it("answers one agent", async () => {
    const { body } = await get(`/api/agents/${omar}`).expect(200);
    expect(body).toMatchObject({ id: omar, name: "Omar Quill", listingCount: 1, whatsapp: null });
  });

  it("lists the agent's public listings with paging headers", async () => {
    const res = await get(`/api/agents/${zara}/listings`).expect(200);
    expect(res.body).toHaveLength(2);
    expect(res.headers["x-total-count"]).toBe("2");
    expect(res.body.every((l: { status: string }) => l.status === "published")).toBe(true);
    const page = await get(`/api/agents/${zara}/listings?limit=1`).expect(200);
    expect(page.body).toHaveLength(1);
    expect(page.headers.link).toContain('rel="next"');
  });

  it("hides agents of other emirates on a Dubai-scoped site", async () => {
    await get(`/api/agents/${lina}`, DUBAI_HOST).expect(404);
    await get(`/api/agents/${lina}/listings`, DUBAI_HOST).expect(404);
    await get(`/api/agents/${zara}`, DUBAI_HOST).expect(200);
  });

  it("answers 404 for a missing agent and 400 for a bad id", async () => {
    const missing = await get("/api/agents/999999").expect(404);
    expect(missing.body.message).toBe("Agent not found");
    await get("/api/agents/999999/listings").expect(404);
    const bad = await get("/api/agents/abc").expect(400);
    expect(bad.body.fieldErrors.id).toEqual(["Must be an agent id"]);
  });
});

describe("GET /api/agencies", () => {
  it("lists agencies with agent and listing counts", async () => {
    const { body } = await get("/api/agencies").expect(200);
    expect(body as Agency[]).toEqual([
      {
        id: falcon,
        name: "Falcon Capital Homes",
        orn: "AD-778",
        emirate: "Abu Dhabi",
        phone: "+971 2 600 1000",
        email: "hi@falcon.example",
        isSample: false,
        agentCount: 1,
        listingCount: 1,
      },
      {
        id: dune,
        name: "Test Dune Realty",
        orn: "12345",
        emirate: "Dubai",
        phone: "+971 4 300 1000",
        email: "info@dune.example",
        isSample: false,
        agentCount: 2,
        listingCount: 3,
      },
    ]);
  });

  it("lists Dubai agencies only on a Dubai-scoped site", async () => {
    const { body } = await get("/api/agencies", DUBAI_HOST).expect(200);
    expect((body as Agency[]).map((a) => a.name)).toEqual(["Test Dune Realty"]);
  });
});
