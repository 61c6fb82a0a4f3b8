import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../../db/schema";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/newsletter", () => {
  it("subscribes once, and answers the same when subscribed again in any case", async () => {
    const first = await supertest(t.app)
      .post("/api/newsletter")
      .send({ email: "reader@example.com" })
      .expect(200);
    const again = await supertest(t.app)
      .post("/api/newsletter")
      .send({ email: "  READER@example.com " })
      .expect(200);
    expect(again.body).toEqual(first.body);
    const rows = await t.database.db.select().from(newsletterSubscribers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "reader@example.com", siteKey: "uae" });
  });

  it("answers in the request's language: Arabic for an Arabic page, English otherwise", async () => {
    const arabic = await supertest(t.app)
      .post("/api/newsletter")
      .set("Accept-Language", "ar")
      .send({ email: "arabic.reader@example.com" })
      .expect(200);
    expect(arabic.body.message).toMatch(/[\u0600-\u06ff]/);
    expect(arabic.body.message).not.toMatch(/[A-Za-z]{3}/);
    const english = await supertest(t.app)
      .post("/api/newsletter")
      .send({ email: "arabic.reader@example.com" })
      .expect(200);
    expect(english.body.message).toBe("You're subscribed. Look out for our monthly UAE market update.");
  });

  it("rejects a missing or malformed email with a field error", async () => {
    const missing = await supertest(t.app).post("/api/newsletter").send({}).expect(400);
    expect(missing.body.fieldErrors.email).toEqual(["Enter your email address"]);
    const bad = await supertest(t.app).post("/api/newsletter").send({ email: "not an email" }).expect(400);
    expect(bad.body.fieldErrors.email[0]).toBe("Enter a valid email address");
  });

  it("allows ordinary use, then answers 429 with Retry-After", async () => {
    const app = supertest(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (
          await app
            .post("/api/newsletter")
            .set("X-Forwarded-For", "203.0.113.9")
            .send({ email: `n${i}@example.com` })
        ).status,
      );
    }
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    const limited = await app
      .post("/api/newsletter")
      .set("X-Forwarded-For", "203.0.113.9")
      .send({ email: "late@example.com" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});
