import { sql } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConfiguredTestApp, type ConfiguredTestApp } from "../../../tests/security/configured-app";
import { buildUser, signUp } from "../../../tests/helpers/test-app";
import { queryRows } from "../../db/client";

/**
 * Brute-force limits, equal answers for unknown users and wrong passwords, and session lifetimes.
 * Limits are set low here through RATE_LIMITS; this file has its own database, so no other file's
 * requests count against them.
 */
let t: ConfiguredTestApp;
beforeAll(async () => {
  t = await createConfiguredTestApp({
    RATE_LIMITS: "login-ip=8/600,login-account=3/600,register-ip=4/600",
  });
});
afterAll(async () => {
  await t.close();
});

/** Each group of requests comes from its own address (trusted loopback proxy), so groups do not share counts. */
let address = 0;
function fromNewAddress() {
  address += 1;
  return `198.51.100.${address}`;
}
/** A client of its own address, so sign-ups for a test's setup do not use up the sign-up limit. */
function freshAgent() {
  return t.request().set("X-Forwarded-For", fromNewAddress());
}

describe("login rate limits", () => {
  it("limits attempts per account from any address, with Retry-After", async () => {
    const user = await signUp(freshAgent());
    for (let i = 0; i < 3; i++) {
      await t
        .request()
        .post("/api/login")
        .set("X-Forwarded-For", fromNewAddress())
        .send({ username: user.username, password: `wrong-${i}-password` })
        .expect(401);
    }
    // The right password from a fresh address is refused too: the account is being guessed at.
    const limited = await t
      .request()
      .post("/api/login")
      .set("X-Forwarded-For", fromNewAddress())
      .send({ username: user.username.toUpperCase(), password: user.password })
      .expect(429);
    expect(limited.body.code).toBe("rate_limited");
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another account is unaffected.
    const other = await signUp(freshAgent());
    await t
      .request()
      .post("/api/login")
      .set("X-Forwarded-For", fromNewAddress())
      .send({ username: other.username, password: other.password })
      .expect(200);
  });

  it("limits attempts per address across accounts", async () => {
    const ip = fromNewAddress();
    for (let i = 0; i < 8; i++) {
      await t
        .request()
        .post("/api/login")
        .set("X-Forwarded-For", ip)
        .send({ username: `someone-${i}`, password: "whatever12" })
        .expect(401);
    }
    const res = await t
      .request()
      .post("/api/login")
      .set("X-Forwarded-For", ip)
      .send({ username: "someone-else", password: "whatever12" })
      .expect(429);
    expect(res.headers["retry-after"]).toMatch(/^\d+$/);
    // Malformed attempts count as well (they are counted before validation).
    await t.request().post("/api/login").set("X-Forwarded-For", ip).send({}).expect(429);
  });
});

describe("registration rate limit", () => {
  it("limits sign-ups per address", async () => {
    const ip = fromNewAddress();
    for (let i = 0; i < 4; i++) {
      await t.request().post("/api/register").set("X-Forwarded-For", ip).send(buildUser()).expect(201);
    }
    const res = await t
      .request()
      .post("/api/register")
      .set("X-Forwarded-For", ip)
      .send(buildUser())
      .expect(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    await t
      .request()
      .post("/api/register")
      .set("X-Forwarded-For", fromNewAddress())
      .send(buildUser())
      .expect(201);
  });
});

describe("unknown user and wrong password", () => {
  it("answer identically and in similar time", async () => {
    const time = async (username: string) => {
      const started = performance.now();
      const res = await t
        .request()
        .post("/api/login")
        .set("X-Forwarded-For", fromNewAddress())
        .send({ username, password: "not the password" })
        .expect(401);
      return { ms: performance.now() - started, body: res.body, headers: res.headers };
    };
    // Warm the dummy hash, then alternate so drift affects both equally. A fresh account each round keeps
    // the per-account limit (3 here) out of the measurement.
    await time(`ghost-warmup`);
    const unknown: number[] = [];
    const wrong: number[] = [];
    let bodies: unknown[] = [];
    for (let i = 0; i < 9; i++) {
      const u = await time(`ghost-${i}-${Date.now()}`);
      const target = await signUp(freshAgent());
      const w = await time(target.username);
      unknown.push(u.ms);
      wrong.push(w.ms);
      bodies = [u.body, w.body];
      expect(Object.keys(u.headers).sort()).toEqual(Object.keys(w.headers).sort());
    }
    expect(bodies[0]).toEqual({ message: "Invalid username or password", code: "invalid_credentials" });
    expect(bodies[1]).toEqual(bodies[0]);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const ratio = median(unknown) / median(wrong);
    // Both run one argon2id verification (tens of ms); without the dummy verification "unknown" answers
    // in a millisecond or two (ratio ~0.05). The bounds leave room for a busy two-core CI machine.
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });
});

function sessionCookieOf(res: supertest.Response): string {
  const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  return (cookies.find((c) => c.startsWith("upm.sid=")) ?? "").split(";")[0];
}

async function sessionRow(cookie: string) {
  const sid = decodeURIComponent(cookie.replace(/^upm\.sid=/, ""))
    .replace(/^s:/, "")
    .split(".")[0];
  const [row] = await queryRows<{ sid: string; sess: { signedInAt?: number } | string; expire: string }>(
    t.database.db,
    sql`select sid, sess, expire from session where sid = ${sid}`,
  );
  return row;
}

describe("session lifetimes", () => {
  it("has a 7-day rolling cookie and records the sign-in time", async () => {
    const res = await freshAgent().post("/api/register").send(buildUser()).expect(201);
    const setCookie = ([] as string[])
      .concat(res.headers["set-cookie"])
      .find((c) => c.startsWith("upm.sid="))!;
    const expires = new Date(/Expires=([^;]+)/i.exec(setCookie)![1]).getTime();
    expect(expires - Date.now()).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600_000);
    const row = await sessionRow(sessionCookieOf(res));
    const sess = typeof row.sess === "string" ? JSON.parse(row.sess) : row.sess;
    expect(Math.abs(sess.signedInAt - Date.now())).toBeLessThan(60_000);
  });

  it("ends a session idle past its expiry on the server, whatever the browser keeps", async () => {
    const user = await signUp(freshAgent());
    await supertest(t.app).get("/api/user").set("Cookie", user.cookie).expect(200);
    const row = await sessionRow(user.cookie);
    await t.database.db.execute(
      sql`update session set expire = now() - interval '1 minute' where sid = ${row.sid}`,
    );
    await supertest(t.app).get("/api/user").set("Cookie", user.cookie).expect(401);
  });

  it("ends a session 30 days after sign-in even when it is used every day", async () => {
    const user = await signUp(freshAgent());
    const row = await sessionRow(user.cookie);
    const thirtyOneDaysAgo = Date.now() - 31 * 24 * 3600_000;
    await t.database.db.execute(
      sql`update session set sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb(${thirtyOneDaysAgo}::bigint))::json where sid = ${row.sid}`,
    );
    await supertest(t.app).get("/api/user").set("Cookie", user.cookie).expect(401);
    // The old row is gone: the id cannot be revived.
    expect(await sessionRow(user.cookie)).toBeUndefined();
    // 29 days is still within the limit.
    const other = await signUp(freshAgent());
    const otherRow = await sessionRow(other.cookie);
    await t.database.db.execute(
      sql`update session set sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb(${Date.now() - 29 * 24 * 3600_000}::bigint))::json where sid = ${otherRow.sid}`,
    );
    await supertest(t.app).get("/api/user").set("Cookie", other.cookie).expect(200);
  });

  it("rejects the old session id after logout, and after signing in again", async () => {
    const agent = freshAgent();
    const user = await signUp(agent);
    await agent.post("/api/logout").expect(200);
    await supertest(t.app).get("/api/user").set("Cookie", user.cookie).expect(401);
    const again = await freshAgent()
      .post("/api/login")
      .send({ username: user.username, password: user.password });
    const second = sessionCookieOf(again);
    expect(second).not.toBe(user.cookie);
    await supertest(t.app).get("/api/user").set("Cookie", second).expect(200);
    // Replaying the logged-out cookie against a state-changing endpoint does nothing either.
    await supertest(t.app).post("/api/properties").set("Cookie", user.cookie).send({}).expect(401);
  });
});
