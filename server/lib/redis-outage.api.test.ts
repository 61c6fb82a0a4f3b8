import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { buildEnquiry, insertListing, insertUser, nextClientAddress } from "../../tests/factories";
import { startRedisInstance, type RedisInstance } from "../../tests/helpers/redis-instance";
import { openTestDatabase } from "../../tests/helpers/test-database";
import { redisSuiteName, testRedisUrl } from "../../tests/helpers/test-redis";
import { createLogger } from "./logger";

const enabled = Boolean(testRedisUrl());
const METRICS_TOKEN = "metrics-token-for-redis-tests-0123456789";
/** The session cookie (`upm.sid=…`) a response set. */
const sessionCookieOf = (res: { headers: Record<string, unknown> }) =>
  ([] as string[])
    .concat((res.headers["set-cookie"] as string[] | undefined) ?? [])
    .find((c) => c.startsWith("upm.sid="))
    ?.split(";")[0] ?? "";
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

/** A free TCP port on this machine (taken and released at once). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A throwaway redis-server of this test's own that the test stops and starts: without persistence, or
 * with an append-only file in `dataDir` written at every command (so a killed server comes back with
 * every key, as a production Redis with appendonly does).
 */
function startRedisServer(port: number, dataDir?: string): Promise<ChildProcess> {
  const persistence = dataDir
    ? ["--appendonly", "yes", "--appendfsync", "always", "--dir", dataDir]
    : ["--appendonly", "no"];
  const child = spawn("redis-server", ["--port", String(port), "--save", "", ...persistence], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`redis-server exited with ${code}`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      if (/ready to accept connections/i.test(chunk.toString())) resolve(child);
    });
  });
}

function stopRedisServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

/**
 * The app with REDIS_URL set, while Redis goes away and comes back (a redis-server of the test's own, on
 * a spare port): no answer is a 500, the process keeps running, public reads and enquiries go on, sign-in
 * and sign-up are refused with 503 and Retry-After, and once Redis is back it is used again without a
 * restart.
 */
describe.skipIf(!enabled)(
  redisSuiteName("losing Redis (a redis-server of its own, stopped and started again)"),
  () => {
    let database: Database;
    let app: RedisInstance;
    let server: ChildProcess | undefined;
    let port: number;
    const statuses: number[] = [];
    const logged: string[] = [];

    beforeAll(async () => {
      port = await freePort();
      server = await startRedisServer(port);
      database = await openTestDatabase();
      const logger = createLogger("warn");
      // Collect what is logged, to show an outage is logged once rather than per request.
      logger.warn = ((details: unknown, message?: string) => {
        logged.push(typeof details === "string" ? details : (message ?? ""));
      }) as typeof logger.warn;
      app = await startRedisInstance(
        database,
        {
          REDIS_URL: `redis://127.0.0.1:${port}`,
          REDIS_PREFIX: "outage:",
          // Sign-in counts per address on, as in production (tests turn it off by default).
          RATE_LIMITS: "login-ip=50/900,register-ip=20/3600",
        },
        { logger },
      );
    });

    afterAll(async () => {
      await app?.close();
      if (server) await stopRedisServer(server);
      await database?.close();
    });

    const track = <T extends { status: number }>(res: T) => {
      statuses.push(res.status);
      return res;
    };

    it("keeps answering while Redis is away, and uses it again once it is back", async () => {
      const user = await insertUser(database, "outage");
      const listing = await insertListing(database, {});
      const signIn = () =>
        app
          .request()
          .post("/api/login")
          .send({ username: user.username, password: user.password })
          .then(track);

      const before = await signIn();
      expect(before.status).toBe(200);
      const cookie = sessionCookieOf(before);
      expect((await app.request().get("/api/user").set("Cookie", cookie).then(track)).status).toBe(200);

      await stopRedisServer(server!);
      server = undefined;
      await expect.poll(() => app.redis.isReady(), { timeout: 5_000 }).toBe(false);

      // Public reads.
      expect((await app.request().get("/api/properties").then(track)).status).toBe(200);
      expect((await app.request().get(`/api/properties/${listing.id}`).then(track)).status).toBe(200);
      // The signed-in cookie's session (in Redis) cannot be read: what needs the user answers 503 with
      // Retry-After (not 401: the visitor is not signed out), and what does not is served signed out.
      const meDuringOutage = await app.request().get("/api/user").set("Cookie", cookie).then(track);
      expect(meDuringOutage.status).toBe(503);
      expect(meDuringOutage.headers["retry-after"]).toBe("10");
      expect(
        (await app.request().get(`/api/properties/${listing.id}`).set("Cookie", cookie).then(track)).status,
      ).toBe(200);
      // Page views: accepted, not counted, not slowed.
      const startedAt = Date.now();
      const view = await app
        .request()
        .post(`/api/properties/${listing.id}/views`)
        .set("User-Agent", BROWSER)
        .then(track);
      expect(view.status).toBe(202);
      expect(Date.now() - startedAt).toBeLessThan(500);
      // An enquiry (its limit fails open), without waiting for Redis.
      const enquiryStartedAt = Date.now();
      const enquiry = await app
        .request()
        .post(`/api/properties/${listing.id}/enquiries`)
        .set("X-Forwarded-For", nextClientAddress())
        .send(buildEnquiry())
        .then(track);
      expect(enquiry.status).toBe(201);
      expect(Date.now() - enquiryStartedAt).toBeLessThan(500);
      // Sign-in and sign-up fail closed: 503 with Retry-After and a message, twice in a row.
      for (let i = 0; i < 2; i++) {
        const refused = await signIn();
        expect(refused.status).toBe(503);
        expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
        expect(refused.body.message).toMatch(/signing in/i);
      }
      const register = await app
        .request()
        .post("/api/register")
        .send({ username: "newcomer1", email: "newcomer1@example.com", password: user.password })
        .then(track);
      expect(register.status).toBe(503);
      expect(register.headers["retry-after"]).toBeDefined();
      // Logged once per kind of failure, not once per request.
      expect(logged.filter((m) => /counts unreachable: refusing/.test(m)).length).toBeLessThanOrEqual(2);

      // Redis is back (empty: this one keeps nothing on disk): the same process uses it again.
      server = await startRedisServer(port);
      await expect.poll(() => app.redis.isReady(), { timeout: 10_000 }).toBe(true);
      const after = await signIn();
      expect(after.status).toBe(200);
      const newCookie = sessionCookieOf(after);
      const me = await app.request().get("/api/user").set("Cookie", newCookie).then(track);
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(user.id);

      expect(statuses).not.toContain(500);
    });

    it("rides through a restart: a signed-in request sent while Redis restarts waits and stays signed in", async () => {
      const blipPort = await freePort();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "redis-blip-"));
      let blipServer = await startRedisServer(blipPort, dataDir);
      const blip = await startRedisInstance(database, {
        REDIS_URL: `redis://127.0.0.1:${blipPort}`,
        REDIS_PREFIX: "blip:",
      });
      try {
        const user = await insertUser(database, "blip");
        const signedIn = await blip
          .request()
          .post("/api/login")
          .send({ username: user.username, password: user.password });
        expect(signedIn.status).toBe(200);
        const cookie = sessionCookieOf(signedIn);

        await stopRedisServer(blipServer);
        await expect.poll(() => blip.redis.isReady(), { timeout: 5_000 }).toBe(false);
        // Sent while Redis is down; it comes back a moment later, well within the grace (lib/redis.ts).
        const during = blip.request().get("/api/user").set("Cookie", cookie).then(track);
        await new Promise((resolve) => setTimeout(resolve, 300));
        blipServer = await startRedisServer(blipPort, dataDir);
        const me = await during;
        expect(me.status).toBe(200);
        expect(me.body.id).toBe(user.id);
      } finally {
        await blip.close();
        await stopRedisServer(blipServer);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it("starts and answers with REDIS_URL pointing at nothing", async () => {
      const closedPort = await freePort();
      const lonely = await startRedisInstance(
        database,
        { REDIS_URL: `redis://127.0.0.1:${closedPort}`, REDIS_PREFIX: "nothing:" },
        { waitForRedis: false },
      );
      try {
        expect((await lonely.request().get("/api/properties")).status).toBe(200);
        expect((await lonely.request().get("/api/user")).status).toBe(401);
        const login = await lonely
          .request()
          .post("/api/login")
          .send({ username: "nobody", password: "x".repeat(12) });
        expect(login.status).toBe(503);
      } finally {
        await lonely.close();
      }
    });
  },
);

/**
 * A paused Redis (SIGSTOP: it keeps its connections open and answers nothing, as a stuck host does) must
 * not hang requests as it did (22–25 s each, issue 25): every command has a deadline, the first one
 * without an answer marks Redis hung, and from then on nothing waits for it.
 */
describe.skipIf(!enabled)(
  redisSuiteName("a hung Redis (a redis-server of its own, paused and resumed)"),
  () => {
    let database: Database;
    let instance: RedisInstance;
    let server: ChildProcess;
    const logged: string[] = [];

    beforeAll(async () => {
      const port = await freePort();
      server = await startRedisServer(port);
      database = await openTestDatabase();
      const logger = createLogger("warn");
      const collect = ((details: unknown, message?: string) => {
        logged.push(typeof details === "string" ? details : (message ?? ""));
      }) as typeof logger.warn;
      logger.warn = collect;
      logger.error = collect;
      instance = await startRedisInstance(
        database,
        {
          REDIS_URL: `redis://127.0.0.1:${port}`,
          REDIS_PREFIX: "hung:",
          RATE_LIMITS: "login-ip=50/900",
          METRICS_TOKEN: METRICS_TOKEN,
        },
        { logger },
      );
    });

    afterAll(async () => {
      server?.kill("SIGCONT");
      await instance?.close();
      if (server) await stopRedisServer(server);
      await database?.close();
    });

    const timed = async <T>(request: PromiseLike<T>) => {
      const startedAt = Date.now();
      const res = await request;
      return { res, ms: Date.now() - startedAt };
    };

    it("answers signed-in requests within 2 s (503 + Retry-After where the session is needed), refuses sign-in fast, reports not ready, logs it, and recovers on SIGCONT", async () => {
      const user = await insertUser(database, "hung");
      const listing = await insertListing(database, {});
      const signIn = () =>
        instance.request().post("/api/login").send({ username: user.username, password: user.password });
      const signedIn = await signIn();
      expect(signedIn.status).toBe(200);
      const cookie = sessionCookieOf(signedIn);
      expect((await instance.request().get("/readyz")).status).toBe(200);

      server.kill("SIGSTOP");
      try {
        // The first request meets the hang: answered once its command's deadline (1 s) has passed.
        const first = await timed(instance.request().get("/api/user").set("Cookie", cookie));
        expect(first.res.status).toBe(503);
        expect(first.res.headers["retry-after"]).toBe("10");
        expect(first.res.body).toEqual({
          message: "Your session cannot be read for a moment. Please try again shortly.",
          code: "unavailable",
        });
        expect(first.ms).toBeLessThan(2_000);
        // Redis is known hung now: nothing waits for it.
        const again = await timed(instance.request().get("/api/user").set("Cookie", cookie));
        expect(again.res.status).toBe(503);
        expect(again.ms).toBeLessThan(500);
        // A page that needs no session is served, signed out.
        const page = await timed(
          instance.request().get(`/api/properties/${listing.id}`).set("Cookie", cookie),
        );
        expect(page.res.status).toBe(200);
        expect(page.ms).toBeLessThan(1_000);
        // Sign-in fails fast, with Retry-After.
        const refused = await timed(signIn());
        expect(refused.res.status).toBe(503);
        expect(Number(refused.res.headers["retry-after"])).toBeGreaterThan(0);
        expect(refused.ms).toBeLessThan(1_000);
        const ready = await instance.request().get("/readyz");
        expect(ready.status).toBe(503);
        expect(ready.body.status).toBe("redis not answering");
        expect(logged.filter((line) => /redis not answering/.test(line))).toHaveLength(1);
        expect(await metricsText()).toContain('redis_state{state="hung"} 1');
      } finally {
        server.kill("SIGCONT");
      }

      // Resumed: the same process reads sessions, signs in and reports ready again, without a restart.
      await expect
        .poll(async () => (await instance.request().get("/api/user").set("Cookie", cookie)).status, {
          timeout: 5_000,
          interval: 200,
        })
        .toBe(200);
      expect((await instance.request().get("/readyz")).status).toBe(200);
      expect((await signIn()).status).toBe(200);
      expect(logged.some((line) => /redis answering again/.test(line))).toBe(true);
      expect(await metricsText()).toContain('redis_state{state="ready"} 1');
    }, 30_000);

    const metricsText = async () =>
      (await instance.request().get("/metrics").set("Authorization", `Bearer ${METRICS_TOKEN}`).expect(200))
        .text;
  },
);
