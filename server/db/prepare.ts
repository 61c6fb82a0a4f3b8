import type { Logger } from "../lib/logger";
import type { Database } from "./client";
import { runMigrations } from "./migrate";
import { countListings, seedSampleData } from "./seed/seed";

/** Migrations always; the sample data once, when the database has no listings at all. */
export async function prepareDatabase(
  database: Database,
  options: { seedSampleData: boolean; sampleListings: number },
  logger: Logger,
): Promise<void> {
  await runMigrations(database);
  if (!options.seedSampleData || (await countListings(database.db)) > 0) return;
  logger.info({ listings: options.sampleListings }, "empty database: loading sample data");
  await seedSampleData(database.db, { listings: options.sampleListings });
}
