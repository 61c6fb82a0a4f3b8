/**
 * Start-up on an empty database (issue 25, item 5): instances started together on one PostgreSQL database
 * with sample data asked for seed it exactly once and none fails; with DATABASE_URL set and
 * SEED_SAMPLE_DATA unset nothing is seeded. The PostgreSQL cases need TEST_DATABASE_URL (CI's PostgreSQL
 * step); on embedded PGlite the default still loads the sample, as README promises.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../../tests/helpers/test-database";
import { loadConfig } from "../config";
import { createLogger } from "../lib/logger";
import { openDatabase, type Database } from "./client";
import { prepareDatabase } from "./prepare";
import { generateSampleAgencies } from "./seed/sample-agents";

const logger = createLogger("silent");
const SAMPLE_LISTINGS = 400;
const adminUrl = testDatabaseUrl();
const opened: Database[] = [];
const created: string[] = [];

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** A new, empty (unmigrated) PostgreSQL database: its URL. */
async function emptyPostgresDatabase(): Promise<string> {
  const name = `prepare_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  await admin(`create database ${name}`);
  created.push(name);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One app instance's database connection: its own pool, as a separate process has. */
async function instance(url: string): Promise<Database> {
  const database = await openDatabase({ kind: "postgres", url, poolSize: 2 });
  opened.push(database);
  return database;
}

async function counts(database: Database) {
  const { rows } = (await database.db.execute(sql`
    select (select count(*)::int from properties) as listings,
           (select count(*)::int from properties where is_sample) as "sampleListings",
           (select count(*)::int from agencies where is_sample) as "sampleAgencies"`)) as unknown as {
    rows: { listings: number; sampleListings: number; sampleAgencies: number }[];
  };
  return rows[0];
}

function databaseMessage(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

afterAll(async () => {
  for (const database of opened) await database.close();
  for (const name of created) await admin(`drop database if exists ${name} with (force)`);
});

describe.skipIf(!adminUrl)("prepareDatabase on one empty PostgreSQL database", () => {
  it("three instances starting at once with sample data asked for load it once, and none fails", async () => {
    const url = await emptyPostgresDatabase();
    const instances = await Promise.all([instance(url), instance(url), instance(url)]);
    const options = { seedSampleData: true, sampleListings: SAMPLE_LISTINGS };

    const outcomes = await Promise.allSettled(
      instances.map((database) => prepareDatabase(database, options, logger)),
    );

    // The database's own words (before the fix: a foreign-key violation of agents → agencies).
    const failures = outcomes.flatMap((outcome) =>
      outcome.status === "rejected" ? [databaseMessage(outcome.reason)] : [],
    );
    expect(failures).toEqual([]);
    expect(await counts(instances[0])).toEqual({
      listings: SAMPLE_LISTINGS,
      sampleListings: SAMPLE_LISTINGS,
      sampleAgencies: generateSampleAgencies().length,
    });
  });

  it("with DATABASE_URL set and SEED_SAMPLE_DATA unset, nothing is seeded", async () => {
    const url = await emptyPostgresDatabase();
    const config = loadConfig({ DATABASE_URL: url });
    const database = await instance(url);

    await prepareDatabase(
      database,
      { seedSampleData: config.seedSampleData, sampleListings: config.sampleListings },
      logger,
    );

    expect(config.seedSampleData).toBe(false);
    expect(await counts(database)).toEqual({ listings: 0, sampleListings: 0, sampleAgencies: 0 });
  });
});

describe("prepareDatabase on embedded PGlite", () => {
  it("loads the sample by default, and not again at the next start", async () => {
    const config = loadConfig({});
    const database = await openDatabase({ kind: "pglite" });
    opened.push(database);
    const options = { seedSampleData: config.seedSampleData, sampleListings: 50 };

    await prepareDatabase(database, options, logger);
    await prepareDatabase(database, options, logger);

    expect(config.seedSampleData).toBe(true);
    expect(await counts(database)).toEqual({
      listings: 50,
      sampleListings: 50,
      sampleAgencies: generateSampleAgencies().length,
    });
  });
});
