import crypto from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";

/** PostgreSQL when TEST_DATABASE_URL (or DATABASE_URL) is set; embedded in-memory PGlite otherwise. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

/**
 * A migrated database of the test file's own: a fresh in-memory PGlite, or a freshly created PostgreSQL
 * database that close() drops again.
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) {
    const database = await openDatabase({ kind: "pglite" });
    await runMigrations(database);
    return database;
  }
  const name = `test_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 5 });
  await runMigrations(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
