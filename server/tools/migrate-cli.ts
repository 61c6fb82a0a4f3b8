import { runWithDatabase } from "./cli";
import { runMigrations } from "../db/migrate";

await runWithDatabase(async (database) => {
  await runMigrations(database);
  console.log(`Migrations applied (${database.kind}).`);
});
