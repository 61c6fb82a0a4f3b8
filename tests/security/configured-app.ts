import supertest from "supertest";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import type { Database } from "../../server/db/client";
import { createSessionMiddleware, resolveSessionSecret } from "../../server/features/auth/session";
import { unsubscribeSecret } from "../../server/lib/unsubscribe-links";
import { createPhotoStorage } from "../../server/features/uploads/photo-storage";
import { jobCatalogue } from "../../server/jobs/catalogue";
import { startJobRunner } from "../../server/jobs/job-runner";
import { createLogger, type Logger } from "../../server/lib/logger";
import { openTestDatabase } from "../helpers/test-database";

export interface ConfiguredTestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  request: () => supertest.Agent;
  close(): Promise<void>;
}

/**
 * Like tests/helpers/test-app.ts, but with environment settings of the test's choosing (rate limits,
 * session timeouts, NODE_ENV) and optionally a logger, for the security suites.
 */
export async function createConfiguredTestApp(
  env: Record<string, string> = {},
  /** jobs: start the job runner's workers (mail delivery) as `npm start` does; no cron schedules. */
  options: { database?: Database; logger?: Logger; jobs?: boolean } = {},
): Promise<ConfiguredTestApp> {
  const database = options.database ?? (await openTestDatabase());
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  const sessions = createSessionMiddleware(database, await resolveSessionSecret(database.db, undefined), {
    idleMs: config.sessionIdleMs,
    absoluteMs: config.sessionAbsoluteMs,
  });
  const logger = options.logger ?? createLogger("silent");
  const photoStorage = createPhotoStorage(config.media.storage);
  const jobs = options.jobs
    ? await startJobRunner(database, (queue) => jobCatalogue(database, config, logger, queue, photoStorage), {
        logger,
        schedule: false,
        pollingIntervalSeconds: 0.5,
      })
    : undefined;
  await unsubscribeSecret(database.db, config);
  const app = createApp({ config, database, sessions, logger, jobs, photoStorage });
  return {
    app,
    database,
    request: () => supertest.agent(app),
    close: async () => {
      await jobs?.stop();
      sessions.close();
      if (!options.database) await database.close();
    },
  };
}
