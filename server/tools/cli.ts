import { loadConfig, ConfigError } from "../config";
import { openDatabase, type Database } from "../db/client";

/** Opens the configured database for a one-off command, runs the work, closes it, and exits cleanly. */
export async function runWithDatabase(work: (database: Database) => Promise<void>): Promise<void> {
  try {
    const config = loadConfig();
    const database = await openDatabase(
      config.database.kind === "postgres"
        ? { kind: "postgres", url: config.database.url, poolSize: 4 }
        : { kind: "pglite", dataDir: config.database.dataDir },
    );
    try {
      await work(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    console.error(
      error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error,
    );
    process.exit(1);
  }
}
