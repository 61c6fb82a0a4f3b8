import pg from "pg";
import { openDatabase, type Database } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { countListings, seedSampleData } from "../server/db/seed/seed";

/**
 * The benchmark databases: PostgreSQL databases named after the size (created when missing, migrated, and
 * seeded when they do not hold exactly that many sample listings), so a second run reuses them.
 */
export interface BenchDatabase {
  database: Database;
  url: string;
  listings: number;
  /** Seconds spent seeding in this run (0 when the data was reused). */
  seededSeconds: number;
}

/** postgres://…/upm_bench for 100,000 listings, upm_bench_1m for 1,000,000 (the database name is a prefix). */
export function benchDatabaseUrl(baseUrl: string, listings: number): string {
  const url = new URL(baseUrl);
  const base = url.pathname.replace(/^\//, "") || "upm_bench";
  const suffix =
    listings === 100_000
      ? ""
      : `_${listings >= 1_000_000 ? `${listings / 1_000_000}m` : `${listings / 1000}k`}`;
  url.pathname = `/${base}${suffix}`;
  return url.toString();
}

async function ensureDatabaseExists(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

export async function openBenchDatabase(
  url: string,
  listings: number,
  log: (line: string) => void,
  poolSize = 10,
): Promise<BenchDatabase> {
  await ensureDatabaseExists(url);
  const database = await openDatabase({ kind: "postgres", url, poolSize });
  await runMigrations(database);
  let seededSeconds = 0;
  const current = await countListings(database.db);
  if (current !== listings) {
    log(
      `Seeding ${listings.toLocaleString("en-US")} listings into ${new URL(url).pathname.slice(1)} (it held ${current.toLocaleString("en-US")})...`,
    );
    const started = Date.now();
    let lastReport = started;
    await seedSampleData(database.db, {
      listings,
      onProgress: (done, total) => {
        if (Date.now() - lastReport > 15_000) {
          lastReport = Date.now();
          log(`  ${done.toLocaleString("en-US")} / ${total.toLocaleString("en-US")}`);
        }
      },
    });
    seededSeconds = (Date.now() - started) / 1000;
    log(`  seeded in ${seededSeconds.toFixed(0)} s`);
  } else {
    // Data loaded by an older seed may never have been vacuumed: without the visibility map, index-only
    // scans read the table after all. (The seed vacuums; autovacuum keeps it up afterwards.)
    const { rows } = await database.pgPool!.query(
      "select coalesce(last_vacuum, last_autovacuum) is null as never from pg_stat_user_tables where relname = 'properties'",
    );
    if ((rows[0] as { never?: boolean } | undefined)?.never) {
      log("  vacuum analyze properties (never vacuumed)");
      await database.pgPool!.query("vacuum analyze properties");
    }
  }
  return { database, url, listings, seededSeconds };
}
