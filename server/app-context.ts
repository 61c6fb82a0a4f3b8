import type { Config } from "./config";
import type { Database, Db } from "./db/client";
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
}
