import type { SharedRedis } from "../lib/redis";
import type { RateLimitSettings, RateLimitStore } from "./rate-limit";

/**
 * Fixed windows, as the database store counts them: the first hit of a key starts a window of
 * `windowSeconds` at count 1; later hits add one until the window ends (the key expires), and the next hit
 * starts a new window. One script, so INCR and its expiry can never be separated (a key without an expiry
 * would count for ever). A key found without an expiry (written by hand, or a crash of Redis between the
 * two in an old version) gets one.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** Takes one hit back within the current window; never below zero, never past the window (the key keeps its expiry). */
const UNDO_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Rate-limit counts in Redis (REDIS_URL): `${prefix}rl:${rule}:${subject}`. Rejects when Redis is unreachable. */
export function redisRateLimitStore(redis: SharedRedis, settings?: RateLimitSettings): RateLimitStore {
  const keyOf = (key: string) => `${redis.prefix}rl:${key}`;
  return {
    settings,
    async hit(key, windowSeconds) {
      // A blip (a Redis restart) is waited out; beyond it the command fails and the rule's mode decides.
      await redis.usable();
      const reply = (await redis.retryAfterBlip(() =>
        redis.client.eval(HIT_SCRIPT, { keys: [keyOf(key)], arguments: [String(windowSeconds * 1000)] }),
      )) as [number, number];
      const [count, ttlMs] = reply;
      return { count: Number(count), resetAt: new Date(Date.now() + Number(ttlMs)) };
    },
    async undo(key) {
      await redis.bounded(() => redis.client.eval(UNDO_SCRIPT, { keys: [keyOf(key)] }));
    },
  };
}
