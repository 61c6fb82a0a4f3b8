import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import { searchListingsQuerySchema } from "@shared/listing";
import { TOTAL_COUNT_HEADER } from "@shared/api";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase, type Database } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { countListings, seedSampleData } from "../server/db/seed/seed";
import { createSessionMiddleware, resolveSessionSecret } from "../server/features/auth/session";
import { searchListings } from "../server/features/listings/listings-search.repository";

/**
 * A child process of `npm run bench` (api-load.ts): one database pool and three HTTP servers on it —
 *   bare:     a plain Express handler that runs the search SQL (the repository call) and sends the rows;
 *   app:      the real application (createApp: logging, security headers, compression, site, sessions,
 *             validation, mapping, paging headers), with the public response cache off;
 *   cached:   the real application with the public response cache on (5 s).
 * Usage: tsx bench/load-server.ts postgres://… | pglite:<listings>. Prints one JSON line with the ports.
 */
const target = process.argv[2] ?? "";

async function openTarget(): Promise<Database> {
  if (target.startsWith("pglite:")) {
    const listings = Number(target.slice("pglite:".length));
    const database = await openDatabase({ kind: "pglite" });
    await runMigrations(database);
    await seedSampleData(database.db, { listings });
    return database;
  }
  const database = await openDatabase({ kind: "postgres", url: target, poolSize: 10 });
  if ((await countListings(database.db)) === 0) throw new Error(`${target} holds no listings`);
  return database;
}

function listen(handler: http.RequestListener): Promise<number> {
  return new Promise((resolve) => {
    const server = http.createServer(handler);
    server.keepAliveTimeout = 65_000;
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });
}

/** The bare handler: query parameters read as they come (no validation), the same SQL, rows sent as JSON. */
function bareApp(database: Database) {
  const app = express();
  app.set("query parser", "simple");
  app.get("/api/properties/search", async (req, res) => {
    const raw = req.query as Record<string, string>;
    const query = {
      ...searchListingsQuerySchema.parse({}),
      ...Object.fromEntries(
        Object.entries(raw).map(([key, value]) => [key, /^\d+$/.test(value) ? Number(value) : value]),
      ),
    };
    const { rows, total } = await searchListings(database.db, query, {});
    res.setHeader(TOTAL_COUNT_HEADER, String(total));
    res.json(rows);
  });
  return app;
}

async function realApp(database: Database, cacheSeconds: number) {
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    PUBLIC_CACHE_SECONDS: String(cacheSeconds),
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret-0123",
    // The benchmark is one address sending thousands of requests a second.
    RATE_LIMITS: "writes=off,reads=off",
  });
  // The request log as in production (info, one JSON line per request), written to /dev/null.
  const logger = pino(
    { level: "info", redact: ["req.headers.cookie", "req.headers.authorization"] },
    pino.destination({ dest: "/dev/null", sync: false }),
  );
  const sessions = createSessionMiddleware(
    database,
    await resolveSessionSecret(database.db, config.sessionSecret),
  );
  return createApp({ config, database, sessions, logger });
}

const database = await openTarget();
const ports = {
  bare: await listen(bareApp(database) as unknown as http.RequestListener),
  app: await listen((await realApp(database, 0)) as unknown as http.RequestListener),
  cached: await listen((await realApp(database, 5)) as unknown as http.RequestListener),
  listings: await countListings(database.db),
};
process.stdout.write(`${JSON.stringify(ports)}\n`);
