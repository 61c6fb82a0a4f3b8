import { eq, sql } from "drizzle-orm";
import { CONTACT_SUBJECTS } from "@shared/contact";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client";
import { properties, rateLimitHits, sessions } from "../db/schema";
import { insertListing, signUp, uniqueListingInput } from "../../tests/factories";
import type { RedisInstance } from "../../tests/helpers/redis-instance";
import { openTestDatabase } from "../../tests/helpers/test-database";
import {
  deleteRedisKeys,
  redisSuiteName,
  testRedisUrl,
  uniqueRedisPrefix,
} from "../../tests/helpers/test-redis";

const redisUrl = testRedisUrl();
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

/**
 * Two instances behind one balancer, sharing one database and one Redis (REDIS_URL): what one does, the
 * other sees. Each instance is built from its own copy of the server modules (vi.resetModules), so state
 * kept per process — the public caches' generation, the in-process view counter — is not shared by
 * accident: only Redis can carry it from A to B.
 */
describe.skipIf(!redisUrl)(redisSuiteName("shared state across two instances"), () => {
  let database: Database;
  let a: RedisInstance;
  let b: RedisInstance;
  let prefix: string;

  beforeAll(async () => {
    const helpers = await import("../../tests/helpers/redis-instance");
    prefix = uniqueRedisPrefix("shared-state");
    database = await openTestDatabase();
    const env = {
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: prefix,
      // B would answer from its cache for five minutes without a word from A.
      PUBLIC_CACHE_SECONDS: "300",
      RATE_LIMITS: "contact=3/600",
    };
    a = await helpers.startRedisInstance(database, env);
    vi.resetModules();
    const second = await import("../../tests/helpers/redis-instance");
    expect(second.startRedisInstance).not.toBe(helpers.startRedisInstance);
    b = await second.startRedisInstance(database, env);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (prefix) await deleteRedisKeys(redisUrl!, prefix);
    await database?.close();
  });

  it("shares a session: signed in on A, the same cookie is signed in on B; kept in Redis, not the database", async () => {
    const user = await signUp(a.request(), "shared");
    const onB = await b.request().get("/api/user").set("Cookie", user.cookie).expect(200);
    expect(onB.body.id).toBe(user.id);

    const sid = decodeURIComponent(user.cookie.split("=")[1]).slice(2).split(".")[0];
    expect(await a.redis.client.exists(`${prefix}sess:${sid}`)).toBe(1);
    const rows = await database.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect(rows).toHaveLength(0);

    // Signing out on B ends the session for A too.
    await b.request().post("/api/logout").set("Cookie", user.cookie).expect(200);
    await a.request().get("/api/user").set("Cookie", user.cookie).expect(401);
  });

  it("a password change on A ends the user's other sessions in Redis, on B too", async () => {
    const phone = a.request();
    const user = await signUp(phone, "changer");
    const laptop = b.request();
    await laptop.post("/api/login").send({ username: user.username, password: user.password }).expect(200);
    await laptop.get("/api/user").expect(200);

    const changed = await phone
      .post("/api/account/password")
      .send({ currentPassword: user.password, newPassword: "a brand new passphrase" })
      .expect(200);
    expect(changed.body.otherSessionsEnded).toBe(1);
    await laptop.get("/api/user").expect(401);
    await phone.get("/api/user").expect(200);
  });

  it("counts a rate limit across both instances, in Redis", async () => {
    const message = {
      name: "Layla Haddad",
      email: "layla@example.com",
      subject: CONTACT_SUBJECTS[0],
      message: "A question about how listings are checked before they are published.",
    };
    const address = "203.0.113.77";
    const send = (instance: RedisInstance) =>
      instance.request().post("/api/contact").set("X-Forwarded-For", address).send(message);
    expect((await send(a)).status).toBe(201);
    expect((await send(b)).status).toBe(201);
    expect((await send(a)).status).toBe(201);
    const fourth = await send(b);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(500);

    expect(await a.redis.client.get(`${prefix}rl:contact:${address}`)).toBe("4");
    expect(await database.db.select().from(rateLimitHits)).toHaveLength(0);
  });

  it("a write on A drops B's cached search at once", async () => {
    const owner = a.request();
    await signUp(owner, "owner");
    const word = `Zebrawood${Date.now()}`;
    const search = () => b.request().get("/api/properties").query({ search: word }).expect(200);
    // B's copy of the cache module (the module registry holds B's since vi.resetModules).
    const { currentCacheGeneration } = await import("./public-cache");
    const generationOfB = currentCacheGeneration();
    await owner
      .post("/api/properties")
      .send(uniqueListingInput({ status: "published", title: `${word} villa with a garden` }))
      .expect(201);
    // The word from A reaches B a moment after A answered.
    await expect
      .poll(currentCacheGeneration, { timeout: 1_000, interval: 10 })
      .toBeGreaterThan(generationOfB);
    expect((await search()).body.length).toBe(1);

    // Written behind B's back: B keeps answering from its cache (the cache is on, and it would be stale).
    await database.db
      .update(properties)
      .set({ price: 1 })
      .where(sql`${properties.title} like ${word + "%"}`);
    await insertListing(database, { title: `${word} townhouse by the park` });
    expect((await search()).body.length).toBe(1);

    // A write through A: B hears of it and searches the database again.
    await owner
      .post("/api/properties")
      .send(uniqueListingInput({ status: "published", title: `${word} apartment near the beach` }))
      .expect(201);
    await expect.poll(async () => (await search()).body.length, { timeout: 1_000, interval: 20 }).toBe(3);
  });

  it("counts a viewer's repeat view on B after a view on A once, and the flush job writes it once", async () => {
    const listing = await insertListing(database, {});
    const view = (instance: RedisInstance, userAgent = BROWSER) =>
      instance
        .request()
        .post(`/api/properties/${listing.id}/views`)
        .set("User-Agent", userAgent)
        .set("X-Forwarded-For", "198.51.100.9")
        .expect(202);
    await view(a);
    await view(b);
    await view(b);
    // Another browser at the same address is another viewer.
    await view(a, `${BROWSER} Edg/130.0`);
    await expect
      .poll(() => a.redis.client.hGet(`${prefix}views:pending`, String(listing.id)), { timeout: 1_000 })
      .toBe("2");

    await b.flushViews();
    await a.flushViews();
    const [row] = await database.db
      .select({ views: properties.views })
      .from(properties)
      .where(eq(properties.id, listing.id));
    expect(row.views).toBe(2);
    expect(await a.redis.client.exists(`${prefix}views:pending`)).toBe(0);
  });

  it("writes counts a crashed flush left behind, once", async () => {
    const { flushSharedPageViews, ABANDONED_RUN_MS } =
      await import("../features/listings/listings.view-counter-redis");
    const listing = await insertListing(database, {});
    // A run that renamed the counts and died before writing them, long enough ago.
    const leftover = `${prefix}views:flushing:${Date.now() - ABANDONED_RUN_MS - 1000}:crashed`;
    await a.redis.client.hSet(leftover, String(listing.id), "5");
    // A run still going (younger): not touched.
    const running = `${prefix}views:flushing:${Date.now()}:running`;
    await a.redis.client.hSet(running, String(listing.id), "7");

    expect(await flushSharedPageViews(database.db, a.redis)).toBe(5);
    expect(await flushSharedPageViews(database.db, a.redis)).toBe(0);
    const [row] = await database.db
      .select({ views: properties.views })
      .from(properties)
      .where(eq(properties.id, listing.id));
    expect(row.views).toBe(5);
    expect(await a.redis.client.exists(leftover)).toBe(0);
    expect(await a.redis.client.exists(running)).toBe(1);
    await a.redis.client.del(running);
  });
});
