import { openDatabase } from "../server/db/client";
import { measureSearchLatency } from "./search-latency";
const database = await openDatabase({ kind: "postgres", url: process.env.URL!, poolSize: 4 });
const r = await measureSearchLatency(database, Number(process.env.ROUNDS ?? 50));
for (const x of r) console.log(x.name.padEnd(50), String(x.total).padStart(8), x.estimated ? "~" : " ", x.p50.toFixed(2).padStart(7), x.p99.toFixed(2).padStart(7));
await database.close();
