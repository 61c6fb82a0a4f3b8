import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { countListings, seedSampleData } from "../server/db/seed/seed";
import { measureSearchLatency } from "./search-latency";

/**
 * `npm run bench [-- --listings N --rounds R]`: search latency by filter combination, on PostgreSQL when
 * BENCH_DATABASE_URL is set (its data is reused when it already holds N sample listings) and on an
 * in-memory PGlite otherwise. Writes docs/benchmarks.md.
 */
const { values } = parseArgs({
  options: { listings: { type: "string", default: "20000" }, rounds: { type: "string", default: "100" } },
});
const listings = Number(values.listings);
const rounds = Number(values.rounds);
const url = process.env.BENCH_DATABASE_URL;

const database = await openDatabase(url ? { kind: "postgres", url, poolSize: 4 } : { kind: "pglite" });
try {
  await runMigrations(database);
  if ((await countListings(database.db)) !== listings) {
    console.log(`Seeding ${listings.toLocaleString("en-US")} sample listings...`);
    await seedSampleData(database.db, { listings });
  }
  const results = await measureSearchLatency(database, rounds);
  const rows = results.map(
    (r) => `| ${r.name} | ${r.total.toLocaleString("en-US")} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} |`,
  );
  const report = `# Benchmarks

Recorded ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}.

## Search latency (service call: SQL for the page and the count, mapping)

Command: \`${url ? "BENCH_DATABASE_URL=… " : ""}npm run bench -- --listings ${listings} --rounds ${rounds}\` — ${database.kind}, ${listings.toLocaleString("en-US")} listings, ${rounds} rounds per case after 5 warm-up rounds.

| case | matches | p50 ms | p99 ms |
|---|---:|---:|---:|
${rows.join("\n")}
`;
  fs.mkdirSync("docs", { recursive: true });
  fs.writeFileSync("docs/benchmarks.md", report);
  console.log(report);
} finally {
  await database.close();
}
