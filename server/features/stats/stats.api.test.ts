import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSampleData } from "../../db/seed/seed";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedSampleData(t.database.db, { listings: 120 });
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/stats/overview", () => {
  it("counts public listings live, by purpose and emirate", async () => {
    const { body } = await supertest(t.app).get("/api/stats/overview").expect(200);
    const total = Number(
      (await supertest(t.app).get("/api/properties/search?limit=1")).headers["x-total-count"],
    );
    expect(body.listings).toBe(total);
    expect(body.forSale + body.forRent).toBe(total);
    expect(body.byEmirate).toHaveLength(7);
    expect(body.byEmirate.reduce((sum: number, e: { listingCount: number }) => sum + e.listingCount, 0)).toBe(
      total,
    );
    expect(body.byEmirate[0]).toMatchObject({ emirate: "Dubai", slug: "dubai" });
    expect(body.agents).toBeGreaterThan(0);
  });

  it("counts Dubai only on a Dubai site", async () => {
    const { body } = await supertest(t.app)
      .get("/api/stats/overview")
      .set("Host", "dubaipropertyhub.com")
      .expect(200);
    const dubai = Number(
      (await supertest(t.app).get("/api/properties/search?emirate=Dubai&limit=1")).headers["x-total-count"],
    );
    expect(body.listings).toBe(dubai);
    expect(body.byEmirate.map((e: { emirate: string }) => e.emirate)).toEqual(["Dubai"]);
  });
});

describe("site choice on development hosts", () => {
  it("keeps ?domain=dubai in a cookie for the calls that follow, and never on real hosts", async () => {
    const agent = t.request();
    const first = await agent.get("/api/properties/search?domain=dubai&limit=100").expect(200);
    expect(first.headers["set-cookie"]?.[0]).toMatch(/upm\.domain=dubai/);
    const later = await agent.get("/api/properties/search?limit=100").expect(200);
    expect(later.body.every((l: { emirate: string }) => l.emirate === "Dubai")).toBe(true);
    const reset = await agent.get("/api/properties/search?domain=uae&limit=100").expect(200);
    expect(reset.body.some((l: { emirate: string }) => l.emirate !== "Dubai")).toBe(true);
    const widened = await supertest(t.app)
      .get("/api/properties/search?limit=100")
      .set("Host", "dubaipropertyhub.com")
      .set("X-Site-Domain", "uae")
      .set("Cookie", "upm.domain=uae")
      .expect(200);
    expect(widened.body.every((l: { emirate: string }) => l.emirate === "Dubai")).toBe(true);
  });
});
