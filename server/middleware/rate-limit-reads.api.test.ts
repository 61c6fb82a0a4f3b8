import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

/**
 * The per-client `reads` limit (issue 25): one client flooding GETs is answered 429 with the IETF
 * draft's RateLimit fields and Retry-After, while another client is served; health checks are not
 * counted. Set low here (RATE_LIMITS) so a test can reach it; its real value is 600 a minute.
 */
describe("the per-client limit on reads", () => {
  let t: TestApp;
  const flooder = "203.0.113.7";
  const visitor = "198.51.100.20";

  beforeAll(async () => {
    t = await createTestApp(undefined, { RATE_LIMITS: "reads=5/60" });
  });
  afterAll(() => t?.close());

  const read = (address: string, path = "/api/properties") =>
    t.request().get(path).set("X-Forwarded-For", address);

  it("answers 429 with RateLimit fields and Retry-After to the client over it, and serves another client", async () => {
    for (let i = 1; i <= 5; i++) {
      const res = await read(flooder, `/api/properties?page=${i}`);
      expect(res.status).toBe(200);
      expect(res.headers["ratelimit-policy"]).toBe('"reads";q=5;w=60');
      const [, remaining, reset] = /^"reads";r=(\d+);t=(\d+)$/.exec(res.headers["ratelimit"] as string)!;
      expect(Number(remaining)).toBe(5 - i);
      // Seconds until the window (started by the first read) resets; the machine may be slow.
      expect(Number(reset)).toBeGreaterThan(40);
      expect(Number(reset)).toBeLessThanOrEqual(60);
      expect(res.headers["ratelimit-limit"]).toBe("5");
      expect(res.headers["ratelimit-remaining"]).toBe(String(5 - i));
    }

    const refused = await read(flooder, "/api/properties?page=6");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: "Too many requests. Please wait a moment and try again.",
      code: "rate_limited",
    });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(40);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers["ratelimit"]).toBe(`"reads";r=0;t=${refused.headers["ratelimit-reset"]}`);
    expect(Number(refused.headers["ratelimit-reset"])).toBe(retryAfter);

    // Another client at the same time is served; the flooder's health checks are not counted.
    const other = await read(visitor);
    expect(other.status).toBe(200);
    expect(other.headers["ratelimit"]).toMatch(/^"reads";r=4;t=\d+$/);
    expect((await read(flooder, "/healthz")).status).toBe(200);
    expect((await read(flooder, "/readyz")).status).toBe(200);
  });

  it("does not count writes, which have their own limit", async () => {
    const res = await t
      .request()
      .post("/api/logout")
      .set("X-Forwarded-For", "192.0.2.44")
      .set("Content-Type", "application/json")
      .send({});
    expect(res.status).toBe(200);
    expect(res.headers["ratelimit"]).toBeUndefined();
  });
});
