import crypto from "node:crypto";
import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { createThrottledLog, type SharedRedis } from "../../lib/redis";
import * as repository from "./listings.repository";
import { REPEAT_VIEW_WINDOW_MS, type PageViewCounter } from "./listings.view-counter";

/**
 * Page views counted in Redis (REDIS_URL), once across every instance: a viewer's first view of a listing
 * within the repeat window sets `${prefix}views:seen:<viewer>:<listing>` (NX, expiring with the window) and
 * adds one to the listing's field of the hash `${prefix}views:pending`, both in one script. The background
 * job `listings.flush-views` moves the hash to `properties.views` once per cluster (flushSharedPageViews).
 *
 * Best effort, like the in-process counter: while Redis is unreachable a view is not counted (logged at
 * most once a minute), and the page is never slowed or failed (the route does not wait for this).
 */
const RECORD_SCRIPT = `
if redis.call('SET', KEYS[1], '1', 'NX', 'PX', ARGV[1]) then
  redis.call('HINCRBY', KEYS[2], ARGV[2], 1)
  return 1
end
return 0`;

export function createRedisPageViewCounter(
  redis: SharedRedis,
  logger: Logger,
  options: { repeatWindowMs?: number } = {},
): PageViewCounter {
  const warn = createThrottledLog(logger);
  const repeatWindowMs = options.repeatWindowMs ?? REPEAT_VIEW_WINDOW_MS;
  let closed = false;
  return {
    async record(propertyId, viewerKey) {
      if (closed) return false;
      if (redis.health() !== "ready") {
        warn("views", {}, "page views not counted: redis unreachable");
        return false;
      }
      try {
        const counted = await redis.bounded(() =>
          redis.client.eval(RECORD_SCRIPT, {
            keys: [`${redis.prefix}views:seen:${viewerKey}:${propertyId}`, pendingKey(redis)],
            arguments: [String(repeatWindowMs), String(propertyId)],
          }),
        );
        return Number(counted) === 1;
      } catch (error) {
        warn("views", { err: error }, "page view not counted: redis refused it");
        return false;
      }
    },
    // Counts wait in Redis for the flush job; there is nothing to write from here.
    flush: () => Promise.resolve(),
    close() {
      closed = true;
      return Promise.resolve();
    },
  };
}

const pendingKey = (redis: SharedRedis) => `${redis.prefix}views:pending`;
const runKeyPrefix = (redis: SharedRedis) => `${redis.prefix}views:flushing:`;

/**
 * A run's key older than this belongs to a run that died (or outlived the job's expiry) between moving
 * the counts and deleting them: a later run writes them. Younger, it may belong to a run still going.
 */
export const ABANDONED_RUN_MS = 5 * 60 * 1000;

/**
 * Moves the gathered counts to `properties.views`: RENAME the hash to a key of this run (atomic: a view
 * counted meanwhile starts a new hash), read it, write the counts, then DEL it. A run that stops between
 * two steps leaves its key behind, and a later run writes it: no count is lost. The one window for a
 * double count is a stop between the database commit and the DEL. Returns the views written.
 */
export async function flushSharedPageViews(
  db: Db,
  redis: SharedRedis,
  now: () => number = Date.now,
): Promise<number> {
  const { client, bounded } = redis;
  const runKey = `${runKeyPrefix(redis)}${now()}:${crypto.randomUUID()}`;
  try {
    await bounded(() => client.rename(pendingKey(redis), runKey));
  } catch (error) {
    // Nothing gathered since the last run.
    if (!/no such key/i.test((error as Error).message)) throw error;
  }
  const runKeys: string[] = [];
  // SCAN page by page, each page with the deadline every command has (lib/redis.ts).
  let cursor = "0";
  do {
    const page = await bounded(() => client.scan(cursor, { MATCH: `${runKeyPrefix(redis)}*`, COUNT: 100 }));
    runKeys.push(...page.keys);
    cursor = String(page.cursor);
  } while (cursor !== "0");
  let written = 0;
  for (const key of [...new Set(runKeys)].sort()) {
    const startedAt = Number(key.slice(runKeyPrefix(redis).length).split(":")[0]);
    if (key !== runKey && !(now() - startedAt > ABANDONED_RUN_MS)) continue;
    const counts = new Map<number, number>();
    for (const [id, count] of Object.entries(await bounded(() => client.hGetAll(key)))) {
      if (/^\d+$/.test(id) && Number(count) > 0) counts.set(Number(id), Number(count));
    }
    if (counts.size) await repository.addListingViews(db, counts);
    await bounded(() => client.del(key));
    for (const count of counts.values()) written += count;
  }
  return written;
}
