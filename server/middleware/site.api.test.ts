import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSampleData } from "../db/seed/seed";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { SITE_CHOICE_COOKIE } from "./site";

/**
 * Host tricks (issue 11, item 8): the site is decided from the normalised host, so spelling a Dubai host
 * in capitals or with a trailing dot cannot reach the UAE-wide scope; a bad site-choice cookie or query
 * value on a development host falls back to the default site instead of breaking every request.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedSampleData(t.database.db, { listings: 80 });
});
afterAll(async () => {
  await t.close();
});

type Item = { emirate: string };

async function search(query: string, headers: Record<string, string> = {}) {
  const req = supertest(t.app).get(`/api/properties/search${query}`);
  for (const [name, value] of Object.entries(headers)) req.set(name, value);
  const res = await req;
  return { status: res.status, items: res.body as Item[], total: Number(res.headers["x-total-count"]) };
}

describe("host normalisation", () => {
  it("the sample has Abu Dhabi listings on the UAE-wide site", async () => {
    const abuDhabi = await search("?emirate=Abu%20Dhabi", { Host: "uaepropertymarkets.com" });
    expect(abuDhabi.total).toBeGreaterThan(0);
  });

  for (const host of [
    "DUBAIPROPERTYHUB.COM.",
    "dubaipropertyhub.com.",
    "DubaiPropertyHub.com.:443",
    "WWW.DUBAIPROPERTYMARKETS.COM",
  ]) {
    it(`"${host}" is a Dubai-only site`, async () => {
      const abuDhabi = await search("?emirate=Abu%20Dhabi", { Host: host });
      expect(abuDhabi.status).toBe(200);
      expect(abuDhabi.total).toBe(0);
      const all = await search("?limit=100", { Host: host });
      expect(all.total).toBeGreaterThan(0);
      expect(all.items.every((i) => i.emirate === "Dubai")).toBe(true);
    });
  }

  it("robots.txt of a trailing-dot host names that site's own sitemap", async () => {
    const res = await supertest(t.app).get("/robots.txt").set("Host", "DUBAIPROPERTYHUB.COM.").expect(200);
    expect(res.text).toContain("https://dubaipropertyhub.com/sitemap.xml");
  });
});

describe("site choice on a development host", () => {
  it("ignores a malformed upm.domain cookie instead of answering 400", async () => {
    for (const value of ["%E0%A4%A", "%", "dubai%"]) {
      const res = await search("?limit=100", { Cookie: `${SITE_CHOICE_COOKIE}=${value}` });
      expect(res.status, value).toBe(200);
      // The default site: other emirates are in scope.
      expect(res.items.some((i) => i.emirate !== "Dubai")).toBe(true);
    }
    await supertest(t.app).get("/api/user").set("Cookie", `${SITE_CHOICE_COOKIE}=%E0%A4%A`).expect(401);
  });

  it("still honours a well-formed cookie", async () => {
    const res = await search("?limit=100", { Cookie: `${SITE_CHOICE_COOKIE}=dubai` });
    expect(res.items.every((i) => i.emirate === "Dubai")).toBe(true);
  });

  it("treats a bad or repeated ?domain as the UAE-wide site, over a Dubai cookie", async () => {
    for (const query of [
      "?domain=nonsense&limit=100",
      "?domain=dubai&domain=dubai&limit=100",
      "?domain=&limit=100",
    ]) {
      const res = await supertest(t.app)
        .get(`/api/properties/search${query}`)
        .set("Cookie", `${SITE_CHOICE_COOKIE}=dubai`)
        .expect(200);
      expect(
        (res.body as Item[]).some((i) => i.emirate !== "Dubai"),
        query,
      ).toBe(true);
      expect(([] as string[]).concat(res.headers["set-cookie"] ?? []).join()).toContain(
        `${SITE_CHOICE_COOKIE}=uae`,
      );
    }
  });
});
