import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database, Db } from "./client";
import * as schema from "./schema";

/** `migrations/` beside the sources in development (server/db) and beside the bundle in production. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, "../../migrations"), path.resolve(here, "../migrations")];
  return candidates.find((dir) => fs.existsSync(path.join(dir, "meta"))) ?? candidates[0];
}

/** An arbitrary constant: instances starting together on one PostgreSQL migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_240_517;

/**
 * Applies pending migrations, then runs `thenUnderLock` (the start-up's sample data) before letting go: on
 * PostgreSQL all of it holds one advisory lock, so of several instances starting together one migrates and
 * seeds while the others wait, and then find the work done. `thenUnderLock` gets the locked connection
 * (so a pool of one cannot deadlock against it). On PGlite one process owns the data folder: no lock.
 */
export async function runMigrations(
  database: Database,
  thenUnderLock?: (db: Db) => Promise<void>,
): Promise<void> {
  const migrationsDir = migrationsFolder();
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: migrationsDir });
    await thenUnderLock?.(database.db);
    return;
  }
  // A session-level advisory lock belongs to one connection, so hold one client for the whole run.
  const client = await database.pgPool!.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder: migrationsDir });
    if (thenUnderLock) await thenUnderLock(drizzleNodePg(client, { schema }) as unknown as Db);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
