import type { Logger } from "../lib/logger";
import type { Database } from "./client";
import { runMigrations } from "./migrate";
import { countListings, seedSampleData } from "./seed/seed";

/**
 * Migrations always; the sample data when asked for and the database has no listings at all. Both run under
 * the migration lock, so instances starting together on one empty PostgreSQL database seed it once: the
 * first loads the sample, the others find listings and skip.
 */
export async function prepareDatabase(
  database: Database,
  options: { seedSampleData: boolean; sampleListings: number },
  logger: Logger,
): Promise<void> {
  await runMigrations(database, async (db) => {
    if (!options.seedSampleData || (await countListings(db)) > 0) return;
    logger.info({ listings: options.sampleListings }, "empty database: loading sample data");
    await seedSampleData(db, { listings: options.sampleListings });
  });
}
