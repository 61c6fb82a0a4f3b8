import crypto from "node:crypto";
import { createClient } from "redis";

/**
 * The Redis the Redis tests use: TEST_REDIS_URL (CI sets it; .ci/run). Unset, those tests are skipped,
 * so `npm test` passes on a machine without Redis.
 */
export function testRedisUrl(): string | undefined {
  return process.env.TEST_REDIS_URL || undefined;
}

/** The name a skipped Redis suite shows, saying why it was skipped. */
export function redisSuiteName(name: string): string {
  return testRedisUrl() ? name : `${name} (skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run)`;
}

/** A key prefix of its own for one test file, so files running in parallel never share a key or channel. */
export function uniqueRedisPrefix(name: string): string {
  return `test:${name}:${crypto.randomBytes(4).toString("hex")}:`;
}

/** Deletes every key under `prefix` (after a test file). */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const client = createClient({ url });
  client.on("error", () => {});
  await client.connect();
  for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
    if (keys.length) await client.del(keys);
  }
  await client.close();
}
