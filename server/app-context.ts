import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { EndStoredSessions } from "./features/auth/session";
import type { JobQueue } from "./jobs/job-runner";
import type { Logger } from "./lib/logger";
import type { RateLimitStore } from "./middleware/rate-limit";

/** What feature routers get from createApp: the database, configuration, shared rate-limit counts, logger. */
export interface AppContext {
  db: Db;
  database: Database;
  config: Config;
  rateLimits: RateLimitStore;
  logger: Logger;
  /** Background work (mail delivery); absent in API tests that start no job runner. */
  jobs?: JobQueue;
  /**
   * Sessions in Redis (REDIS_URL) only: ends a user's sessions there but `keepSid`, for the services that
   * end sessions (the database's session rows they delete with SQL). Rejects when Redis is unreachable.
   */
  endUserSessions?: EndStoredSessions;
}
