import supertest from "supertest";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import type { Database } from "../../server/db/client";
import { createSessionMiddleware, resolveSessionSecret } from "../../server/features/auth/session";
import { unsubscribeSecret } from "../../server/lib/unsubscribe-links";
import { sharedStateJobs } from "../../server/jobs/catalogue";
import { cacheInvalidationSubscribed } from "../../server/lib/cache-invalidation";
import { createLogger, type Logger } from "../../server/lib/logger";
import { createSharedRedis, type SharedRedis } from "../../server/lib/redis";

/**
 * One app instance with REDIS_URL set, as server/index.ts builds it: its own Redis connection, sessions in
 * Redis, and the flush job's definition. Two instances in one test file stand for two processes behind a
 * balancer; import this module again after `vi.resetModules()` to give the second instance its own module
 * state too (the public caches' generation is per process, lib/public-cache.ts).
 */
export interface RedisInstance {
  app: ReturnType<typeof createApp>;
  redis: SharedRedis;
  request: () => supertest.Agent;
  /** Runs the listings.flush-views job once, as pg-boss would. */
  flushViews(): Promise<void>;
  close(): Promise<void>;
}

export async function startRedisInstance(
  database: Database,
  env: Record<string, string>,
  options: { logger?: Logger; waitForRedis?: boolean } = {},
): Promise<RedisInstance> {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  if (!config.redis) throw new Error("startRedisInstance needs REDIS_URL in env");
  const logger = options.logger ?? createLogger("silent");
  const redis = createSharedRedis(config.redis.url, config.redis.prefix, logger);
  if (options.waitForRedis !== false && !(await redis.whenReady(5_000))) {
    throw new Error(`Redis at ${config.redis.url} did not answer`);
  }
  const sessions = createSessionMiddleware(
    database,
    await resolveSessionSecret(database.db, undefined),
    { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs },
    { redis, logger },
  );
  await unsubscribeSecret(database.db, config);
  const app = createApp({ config, database, sessions, logger, redis });
  if (options.waitForRedis !== false) await cacheInvalidationSubscribed(app);
  const [flushJob] = sharedStateJobs(database, logger, redis);
  return {
    app,
    redis,
    request: () => supertest.agent(app),
    flushViews: () => flushJob.run({}, undefined as never),
    async close() {
      sessions.close();
      await redis.close();
    },
  };
}
