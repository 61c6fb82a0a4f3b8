import { openDatabase } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
const database = await openDatabase({ kind: "postgres", url: process.env.URL!, poolSize: 2 });
const t = Date.now();
await runMigrations(database);
console.log("migrated in", Date.now() - t, "ms");
await database.close();
