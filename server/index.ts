import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { prepareDatabase } from "./db/prepare";
import { createSessionMiddleware, resolveSessionSecret } from "./features/auth/session";
import { createLogger } from "./lib/logger";
import { createPagesHandler } from "./render/pages";

/** How long in-flight requests get to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 8000;

async function main() {
  // Node 20.12+ reads a .env file itself; real environment variables still win.
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(
    config.database.kind === "postgres"
      ? { kind: "postgres", url: config.database.url, poolSize: config.database.poolSize }
      : { kind: "pglite", dataDir: config.database.dataDir },
  );
  await prepareDatabase(database, config, logger);
  const sessions = createSessionMiddleware(
    database,
    await resolveSessionSecret(database.db, config.sessionSecret),
  );
  const pages = await createPagesHandler({ isProduction: config.isProduction, logger });
  const app = createApp({ config, database, sessions, logger, pages: pages.handler });

  const server = app.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    const where =
      config.database.kind === "pglite" ? `embedded database in ${config.database.dataDir}` : "PostgreSQL";
    logger.info(`UAE Property Markets is running at http://localhost:${port} (${where})`);
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.warn("shutdown grace period over: exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      sessions.close();
      await pages.close();
      await database.close();
      logger.info("stopped");
      process.exit(0);
    });
    // Idle keep-alive connections would otherwise hold close() open.
    server.closeIdleConnections();
  };
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
