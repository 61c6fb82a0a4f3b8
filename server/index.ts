import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { prepareDatabase } from "./db/prepare";
import { createSessionMiddleware, resolveSessionSecret } from "./features/auth/session";
import { pageViewCounterOf } from "./features/listings/listings.view-counter";
import { createPhotoStorage } from "./features/uploads/photo-storage";
import { jobCatalogue, sharedStateJobs } from "./jobs/catalogue";
import { startJobRunner } from "./jobs/job-runner";
import { createHttpServer } from "./lib/http-server";
import { createLogger } from "./lib/logger";
import { createSharedRedis } from "./lib/redis";
import { unsubscribeSecret } from "./lib/unsubscribe-links";
import { createPagesHandler } from "./render/pages";

async function main() {
  // Node 20.12+ reads a .env file itself; real environment variables still win.
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(
    config.database.kind === "postgres"
      ? {
          kind: "postgres",
          url: config.database.url,
          poolSize: config.database.poolSize,
          onConnectionError: (error) => logger.warn({ reason: error.message }, "database connection lost"),
          replicaUrls: config.database.replicaUrls,
          onReplicaChange: (replica) =>
            logger.warn(replica, replica.usable ? "read replica in use" : "read replica skipped"),
        }
      : { kind: "pglite", dataDir: config.database.dataDir },
  );
  await prepareDatabase(database, config, logger);
  // REDIS_URL: sessions, rate limits, page views and cache invalidation shared there (docs/decisions/0040).
  // The app starts without it when Redis is not there yet, and uses it once it is.
  const redis = config.redis && createSharedRedis(config.redis.url, config.redis.prefix, logger);
  if (redis && !(await redis.whenReady(3_000))) {
    logger.warn("starting without redis: it is retried in the background");
  }
  const sessions = createSessionMiddleware(
    database,
    await resolveSessionSecret(database.db, config.sessionSecret),
    { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs },
    redis && { redis, logger },
  );
  // The unsubscribe links' secret, read (or made) once now, so that no request writes it.
  await unsubscribeSecret(database.db, config);
  // The listener exists before the app it serves, so that development's hot-reload socket can share its
  // port (render/pages.ts) instead of opening one of its own; it hands each request to the app made below.
  const made: { app?: ReturnType<typeof createApp> } = {};
  // Timeouts a phone on a slow network still passes, a cap on connections per client address, and a
  // graceful stop (lib/http-server.ts; docs/operations.md).
  const http = createHttpServer((req, res) => made.app!(req, res), {
    ...config.http,
    isTrustedProxy: (address) =>
      (made.app!.get("trust proxy fn") as (address: string, hop: number) => boolean)(address, 0),
    drainMs: config.shutdownDrainMs,
  });
  const server = http.server;
  const pages = await createPagesHandler({
    httpServer: server,
    isProduction: config.isProduction,
    logger,
    pageCacheTtlMs: config.pageCacheTtlMs,
    renderLimit: config.render,
    edgeCache: config.edgeCache,
  });
  // Background work on the database (server/jobs): mail delivery with retries, featured expiry, reminders,
  // clean-ups; each scheduled run happens once per cluster however many instances run.
  const photoStorage = createPhotoStorage(config.media.storage);
  const jobs = await startJobRunner(
    database,
    (queue) => [
      ...jobCatalogue(database, config, logger, queue, photoStorage),
      ...sharedStateJobs(database, logger, redis),
    ],
    { logger, work: config.jobs.work },
  );
  const app = (made.app = createApp({
    config,
    database,
    sessions,
    logger,
    pages: pages.handler,
    jobs,
    photoStorage,
    redis,
  }));

  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    const where =
      config.database.kind === "pglite" ? `embedded database in ${config.database.dataDir}` : "PostgreSQL";
    logger.info(`UAE Property Markets is running at http://localhost:${port} (${where})`);
  });
  if (config.isProduction && !config.invoiceSupplier) {
    // Orders still work; their invoice mails say they are not tax invoices (docs/decisions/0057).
    logger.warn(
      "SUPPLIER_NAME, SUPPLIER_ADDRESS and SUPPLIER_TRN are not set: featured-listing invoices are not tax invoices",
    );
  }

  let stopping = false;
  /**
   * The order matters: first readiness fails and answers say `Connection: close` (a balancer stops
   * sending, clients move on), the listener stays open for the drain window, then closes; only when the
   * last connection has closed — every request received has been answered — do the session store and the
   * database close, and the process exits. Closing them earlier fails requests still running.
   */
  const shutdown = (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    // Workers take no new job from now; running ones finish (or return to the queue for another instance).
    const stoppingJobs = jobs
      .stop(config.shutdownGraceMs / 2)
      .catch((error: unknown) => logger.warn({ err: error }, "job queue did not stop cleanly"));
    const force = setTimeout(() => {
      logger.warn("shutdown grace period over: exiting");
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    void http
      .shutdown()
      .then(async () => {
        await pageViewCounterOf(app)?.close();
        await stoppingJobs;
        sessions.close();
        await pages.close();
        await redis?.close();
        await database.close();
        logger.info("stopped");
      })
      .catch((error: unknown) => logger.error({ err: error }, "error while stopping"))
      .finally(() => process.exit(exitCode));
  };
  // A bug that escapes every handler is logged once with its stack; the process then stops (a supervisor
  // or the container runtime restarts it) rather than run on in an unknown state.
  process.on("uncaughtException", (error) => {
    logger.fatal({ err: error }, "uncaught exception: stopping");
    shutdown("uncaughtException", 1);
  });
  process.on("unhandledRejection", (reason) => {
    logger.error({ err: reason }, "unhandled promise rejection");
  });
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("Failed to start:", error);
  }
  process.exit(1);
});
