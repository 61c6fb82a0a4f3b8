import { sql } from "drizzle-orm";
import { searchListingsQuerySchema } from "@shared/listing";
import { openDatabase } from "../server/db/client";
import { SEARCH_CASES } from "./search-latency";
import * as repo from "../server/features/listings/listings.repository";

const database = await openDatabase({ kind: "postgres", url: process.env.URL!, poolSize: 4 });
const pool = database.pgPool!;
const orig = pool.query.bind(pool);
const captured: { text: string; values: unknown[] }[] = [];
(pool as any).query = (cfg: any, values?: any) => {
  const text = typeof cfg === "string" ? cfg : cfg.text;
  const vals = values ?? (typeof cfg === "string" ? undefined : cfg.values);
  if (/^(select|explain)/i.test(text)) captured.push({ text, values: vals ?? [] });
  return orig(cfg, values);
};
const only = process.env.CASE;
for (const c of SEARCH_CASES) {
  if (only && !c.name.includes(only)) continue;
  captured.length = 0;
  const r = await repo.searchListings(database.db, searchListingsQuerySchema.parse(c.params), c.dubai ? { emirate: "Dubai" } : {});
  console.log(`\n### ${c.name}: total ${r.total} est ${r.totalIsEstimate}`);
  for (const q of [...captured]) {
    if (/^explain/i.test(q.text)) continue;
    const res = await orig({ text: `explain (analyze, buffers off, timing off) ${q.text}`, values: q.values });
    const lines = res.rows.map((row: any) => row["QUERY PLAN"]);
    console.log(lines.filter((l: string) => !/SubPlan|Aggregate  \(cost=13|property_images_property_idx|property_id = /.test(l)).join("\n"));
  }
}
await database.close();
