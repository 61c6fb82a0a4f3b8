import type { NextFunction, Request, Response } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../lib/errors";
import { createLogger } from "../lib/logger";
import { createSharedRedis, type SharedRedis } from "../lib/redis";
import { RATE_LIMITS, rateLimit, type RateLimitStore } from "./rate-limit";
import { redisRateLimitStore } from "./rate-limit-redis";
import { redisSuiteName, testRedisUrl, uniqueRedisPrefix } from "../../tests/helpers/test-redis";

const redisUrl = testRedisUrl();

/** Runs a limiter on a bare request; resolves with what it passed to next(). */
function runLimiter(store: RateLimitStore, rule: Parameters<typeof rateLimit>[1]): Promise<unknown> {
  const req = { ip: "192.0.2.1", body: {}, headers: {} } as unknown as Request;
  const res = { setHeader: () => {} } as unknown as Response;
  return new Promise(
    (resolve) => void rateLimit(store, rule)(req, res, ((error?: unknown) => resolve(error)) as NextFunction),
  );
}

describe("when the counts are unreachable", () => {
  const unreachable: RateLimitStore = {
    hit: () => Promise.reject(new Error("connect ECONNREFUSED")),
    undo: () => Promise.reject(new Error("connect ECONNREFUSED")),
  };

  it("lets an ordinary request through (fails open)", async () => {
    for (const rule of [RATE_LIMITS.enquiry, RATE_LIMITS.writes, RATE_LIMITS.upload, RATE_LIMITS.contact]) {
      expect(await runLimiter(unreachable, rule)).toBeUndefined();
    }
  });

  it("refuses sign-in and sign-up with a 503 and Retry-After (fails closed), never a 500", async () => {
    for (const rule of [RATE_LIMITS.loginByAddress, RATE_LIMITS.registerByAddress]) {
      const error = await runLimiter(unreachable, rule);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(503);
      expect(Number((error as AppError).headers?.["Retry-After"])).toBeGreaterThan(0);
    }
  });

  it("says in the table how every preset fails", () => {
    const closed = Object.values(RATE_LIMITS)
      .filter((rule) => rule.onStoreFailure === "closed")
      .map((rule) => rule.name);
    expect(closed.sort()).toEqual(["login-account", "login-ip", "register-ip"]);
  });
});

describe.skipIf(!redisUrl)(redisSuiteName("rate-limit counts in Redis"), () => {
  let redis: SharedRedis;
  let store: RateLimitStore;
  const prefix = uniqueRedisPrefix("rate-limit");

  beforeAll(async () => {
    redis = createSharedRedis(redisUrl!, prefix, createLogger("silent"));
    expect(await redis.whenReady(5_000)).toBe(true);
    store = redisRateLimitStore(redis);
  });
  afterAll(async () => {
    for await (const keys of redis.client.scanIterator({ MATCH: `${prefix}*` })) {
      if (keys.length) await redis.client.del(keys);
    }
    await redis.close();
  });

  it("counts hits in a fixed window that starts with the first hit", async () => {
    const first = await store.hit("rule:a", 60);
    expect(first.count).toBe(1);
    expect(first.resetAt.getTime() - Date.now()).toBeGreaterThan(59_000);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const second = await store.hit("rule:a", 60);
    expect(second.count).toBe(2);
    // The window does not move with later hits.
    expect(Math.abs(second.resetAt.getTime() - first.resetAt.getTime())).toBeLessThan(75);
    expect(await redis.client.pTTL(`${prefix}rl:rule:a`)).toBeGreaterThan(59_000);
  });

  it("starts a new window at one once the last one ended", async () => {
    expect((await store.hit("rule:b", 1)).count).toBe(1);
    expect((await store.hit("rule:b", 1)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await store.hit("rule:b", 1)).count).toBe(1);
  });

  it("takes one hit back within the window, never below zero, keeping the window", async () => {
    await store.hit("rule:c", 60);
    await store.hit("rule:c", 60);
    await store.undo("rule:c");
    expect(await redis.client.get(`${prefix}rl:rule:c`)).toBe("1");
    await store.undo("rule:c");
    await store.undo("rule:c");
    expect(await redis.client.get(`${prefix}rl:rule:c`)).toBe("0");
    expect(await redis.client.pTTL(`${prefix}rl:rule:c`)).toBeGreaterThan(0);
    expect((await store.hit("rule:c", 60)).count).toBe(1);
    // Nothing to take back: no key is created.
    await store.undo("rule:none");
    expect(await redis.client.exists(`${prefix}rl:rule:none`)).toBe(0);
  });

  it("repairs a key left without an expiry", async () => {
    await redis.client.set(`${prefix}rl:rule:d`, "5");
    expect((await store.hit("rule:d", 60)).count).toBe(6);
    expect(await redis.client.pTTL(`${prefix}rl:rule:d`)).toBeGreaterThan(59_000);
  });
});
