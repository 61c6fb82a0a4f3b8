import { parseArgs } from "node:util";
import { formatCount, formatFixed } from "@shared/format";
import { runWithDatabase } from "./cli";
import { runMigrations } from "../db/migrate";
import { seedSampleData } from "../db/seed/seed";

const MAX_LISTINGS = 1_000_000;

const { values } = parseArgs({ options: { listings: { type: "string", default: "1200" } } });
const listings = Number(values.listings);
if (!Number.isInteger(listings) || listings < 0 || listings > MAX_LISTINGS) {
  console.error(`--listings must be a whole number from 0 to ${formatCount(MAX_LISTINGS)}`);
  process.exit(1);
}

await runWithDatabase(async (database) => {
  const started = Date.now();
  let lastReport = 0;
  // Under the migration lock, as an instance's start-up seeding is: never two loads at once.
  await runMigrations(database, (db) =>
    seedSampleData(db, {
      listings,
      onProgress: (done, total) => {
        if (done === total || Date.now() - lastReport > 2000) {
          lastReport = Date.now();
          console.log(`  ${formatCount(done)} / ${formatCount(total)} listings`);
        }
      },
    }),
  );
  console.log(
    `Sample data loaded: ${formatCount(listings)} listings in ${formatFixed((Date.now() - started) / 1000, 1)} s (${database.kind}).`,
  );
});
