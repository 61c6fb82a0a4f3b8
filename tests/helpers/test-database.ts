import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";

/** PostgreSQL when TEST_DATABASE_URL (or DATABASE_URL) is set; embedded in-memory PGlite otherwise. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

/** What tests/helpers/test-template.ts made once for the run: a migrated database to copy. */
export interface TestTemplate {
  /** A PGlite data directory saved with dumpDataDir(), migrated (embedded runs). */
  pgliteDumpPath?: string;
  /** A migrated PostgreSQL database to create each file's database from (PostgreSQL runs). */
  postgresTemplate?: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    testTemplate: TestTemplate;
  }
}

/** The run's template, or none outside a vitest project that made one (scripts migrate as before). */
function runTemplate(): TestTemplate {
  try {
    return inject("testTemplate") ?? {};
  } catch {
    return {};
  }
}

let pgliteDump: Promise<Blob> | undefined;

/**
 * A migrated database of the test file's own: a fresh in-memory PGlite, or a freshly created PostgreSQL
 * database that close() drops again. Both start as a copy of the run's migrated template when there is
 * one (about 0.4 s instead of 2–3 s of creating and migrating, per file), else migrate themselves.
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = testDatabaseUrl();
  const template = runTemplate();
  if (!adminUrl) {
    if (template.pgliteDumpPath) {
      const path = template.pgliteDumpPath;
      pgliteDump ??= fs.promises.readFile(path).then((bytes) => new Blob([bytes]));
      return openDatabase({ kind: "pglite", fromDump: await pgliteDump });
    }
    const database = await openDatabase({ kind: "pglite" });
    await runMigrations(database);
    return database;
  }
  const name = `test_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  const from = template.postgresTemplate;
  await withAdminClient(adminUrl, (client) => createDatabase(client, name, from));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 5 });
  if (!from) await runMigrations(database);
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

/**
 * CREATE DATABASE … TEMPLATE refuses while another session is connected to the template; only the run's
 * set-up ever connects to it, and it has closed by now, but two workers copying at the same instant can
 * still meet that error for a moment: retry briefly.
 */
async function createDatabase(client: pg.Client, name: string, template: string | undefined) {
  const statement = template ? `create database ${name} template ${template}` : `create database ${name}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(statement);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === "55006";
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
