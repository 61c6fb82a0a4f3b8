import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSampleData } from "../../db/seed/seed";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";

let t: TestApp;
let dubaiId: number;
let sharjahId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedSampleData(t.database.db, { listings: 80 });
  dubaiId = (await supertest(t.app).get("/api/properties/search?emirate=Dubai&limit=1")).body[0].id;
  sharjahId = (await supertest(t.app).get("/api/properties/search?emirate=Sharjah&limit=1")).body[0].id;
});
afterAll(async () => {
  await t.close();
});

describe("favourites", () => {
  it("need a signed-in user", async () => {
    await supertest(t.app).get("/api/favourites").expect(401);
    await supertest(t.app).get("/api/favourites/ids").expect(401);
    await supertest(t.app).put(`/api/favourites/${dubaiId}`).expect(401);
    await supertest(t.app).delete(`/api/favourites/${dubaiId}`).expect(401);
  });

  it("save, list newest first, and remove, idempotently", async () => {
    const agent = t.request();
    await signUp(agent);
    await agent.put(`/api/favourites/${dubaiId}`).expect(204);
    await agent.put(`/api/favourites/${sharjahId}`).expect(204);
    await agent.put(`/api/favourites/${sharjahId}`).expect(204);
    expect((await agent.get("/api/favourites/ids").expect(200)).body).toEqual([sharjahId, dubaiId]);
    const list = await agent.get("/api/favourites").expect(200);
    expect(list.body.map((l: { id: number }) => l.id)).toEqual([sharjahId, dubaiId]);
    expect(list.headers["x-total-count"]).toBe("2");
    await agent.delete(`/api/favourites/${sharjahId}`).expect(204);
    await agent.delete(`/api/favourites/${sharjahId}`).expect(204);
    expect((await agent.get("/api/favourites/ids")).body).toEqual([dubaiId]);
  });

  it("are private to each user", async () => {
    const first = t.request();
    await signUp(first);
    await first.put(`/api/favourites/${dubaiId}`).expect(204);
    const second = t.request();
    await signUp(second);
    expect((await second.get("/api/favourites/ids")).body).toEqual([]);
    expect((await second.get("/api/favourites")).body).toEqual([]);
  });

  it("refuse missing listings and bad ids, and respect a Dubai site's scope", async () => {
    const agent = t.request();
    await signUp(agent);
    await agent.put("/api/favourites/99999999").expect(404);
    const bad = await agent.put("/api/favourites/abc").expect(400);
    expect(bad.body.fieldErrors.propertyId).toEqual(["Must be a listing id"]);
    await agent.put(`/api/favourites/${sharjahId}`).set("Host", "dubaipropertyhub.com").expect(404);
    await agent.put(`/api/favourites/${sharjahId}`).expect(204);
    const onDubaiSite = await agent.get("/api/favourites").set("Host", "dubaipropertyhub.com").expect(200);
    expect(onDubaiSite.body).toEqual([]);
  });
});
