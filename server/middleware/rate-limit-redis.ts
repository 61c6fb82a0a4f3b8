import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { SharedRedis } from "../lib/redis";
import type { RateLimitSettings, RateLimitStore } from "./rate-limit";

/**
 * One rate-limiter-flexible limiter per window length, made on first use. The rule's limit is applied
 * by the middleware (rate-limit.ts, so that RATE_LIMITS overrides, headers and the store-failure modes
 * stay in one place); the limiter counts, in fixed windows: the first hit of a key starts a window of
 * `windowSeconds`, later hits add one until the key expires (its script also gives an expiry to a key
 * found without one).
 */
function limitersByWindow(make: (windowSeconds: number) => RateLimiterAbstract) {
  const limiters = new Map<number, RateLimiterAbstract>();
  return (windowSeconds: number) => {
    let limiter = limiters.get(windowSeconds);
    if (!limiter) limiters.set(windowSeconds, (limiter = make(windowSeconds)));
    return limiter;
  };
}

/** Counts only: a limiter's own "points" never refuse (`penalty` adds without checking them). */
const COUNT_ONLY_POINTS = Number.MAX_SAFE_INTEGER;

/**
 * Takes one hit back within the current window; never below zero, never past the window (the key keeps
 * its expiry), and no key is made when there is none. Not the library's `reward`, which does all three.
 */
const UNDO_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Rate-limit counts in Redis (REDIS_URL) through rate-limiter-flexible's RateLimiterRedis, under
 * `${prefix}rl:${rule}:${subject}`. Every call is bounded (lib/redis.ts): it rejects when Redis is
 * unreachable or hung, and the rule's `onStoreFailure` decides.
 */
export function redisRateLimitStore(redis: SharedRedis, settings?: RateLimitSettings): RateLimitStore {
  const keyPrefix = `${redis.prefix}rl`;
  const limiterFor = limitersByWindow(
    (duration) =>
      new RateLimiterRedis({
        storeClient: redis.client,
        useRedisPackage: true,
        keyPrefix,
        points: COUNT_ONLY_POINTS,
        duration,
      }),
  );
  return {
    settings,
    async hit(key, windowSeconds) {
      // A blip (a Redis restart) is waited out; beyond it the command fails and the rule's mode decides.
      await redis.usable();
      const counted = await redis.retryAfterBlip(() => limiterFor(windowSeconds).penalty(key, 1));
      return { count: counted.consumedPoints, resetAt: new Date(Date.now() + counted.msBeforeNext) };
    },
    async undo(key) {
      await redis.bounded(() => redis.client.eval(UNDO_SCRIPT, { keys: [`${keyPrefix}:${key}`] }));
    },
  };
}

/**
 * Counts in this process's memory (RateLimiterMemory). For the `reads` limit without Redis: a GET must
 * not cost a database write, and a per-instance count of a generous limit is close enough (with N
 * instances a client may make up to N times the limit).
 */
export function memoryRateLimitStore(settings?: RateLimitSettings): RateLimitStore {
  const limiters = new Map<number, RateLimiterMemory>();
  const limiterFor = (duration: number) => {
    let limiter = limiters.get(duration);
    if (!limiter)
      limiters.set(duration, (limiter = new RateLimiterMemory({ points: COUNT_ONLY_POINTS, duration })));
    return limiter;
  };
  return {
    settings,
    async hit(key, windowSeconds) {
      const counted = await limiterFor(windowSeconds).penalty(key, 1);
      return { count: counted.consumedPoints, resetAt: new Date(Date.now() + counted.msBeforeNext) };
    },
    async undo(key) {
      for (const limiter of limiters.values()) {
        const current = await limiter.get(key);
        if (current && current.consumedPoints > 0) await limiter.reward(key, 1);
      }
    },
  };
}
