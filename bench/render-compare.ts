/**
 * Server rendering of built copies of the app, side by side in one run: each copy on its own embedded
 * database with the sample data (1,200 listings), home, /buy and a property page under 20 connections,
 * first with the page cache (anonymous pages kept 5 s), then without it (PAGE_CACHE_SECONDS=0; the API
 * answers a render reads stay cached 5 s, as in section 5 of docs/benchmarks.md). Prints a Markdown table.
 *
 *   node --import tsx bench/render-compare.ts --app-dir <built copy> [--app-dir <another>] [--seconds 8]
 *
 * Each copy needs `npm run build` first. Used for decision 0065 (React DOM against Preact).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startAppServer } from "./pages";

const { values } = parseArgs({
  options: {
    "app-dir": { type: "string", multiple: true },
    seconds: { type: "string", default: "8" },
    connections: { type: "string", default: "20" },
    port: { type: "string", default: "5190" },
  },
});
const appDirs = (values["app-dir"] ?? ["."]).map((dir) => path.resolve(dir));
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const port = Number(values.port);

/** A built copy on its own embedded database with the sample data, for the time `work` takes. */
async function withApp<T>(appDir: string, pageCacheSeconds: number, work: (url: string) => Promise<T>) {
  const app = await startAppServer(appDir, {
    PORT: port,
    PUBLIC_CACHE_SECONDS: 5,
    PAGE_CACHE_SECONDS: pageCacheSeconds,
  });
  try {
    return await work(app.url);
  } finally {
    await app.stop();
  }
}

async function pagesPerSecond(url: string): Promise<{ rate: number; p50: number; non2xx: number }> {
  await autocannon({ url, connections, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections, duration: seconds });
  return { rate: Math.round(result.requests.average), p50: result.latency.p50, non2xx: result.non2xx };
}

async function measure(appDir: string, pageCacheSeconds: number) {
  return withApp(appDir, pageCacheSeconds, async (url) => {
    const [first] = (await (await fetch(`${url}/api/properties/search?limit=1`)).json()) as Array<{
      id: number;
    }>;
    const pages = { home: "/", "/buy": "/buy", "property page": `/property/${first.id}` };
    const figures: Record<string, Awaited<ReturnType<typeof pagesPerSecond>>> = {};
    for (const [name, pagePath] of Object.entries(pages))
      figures[name] = await pagesPerSecond(url + pagePath);
    return figures;
  });
}

const rows: string[] = [
  "| build | page | cached pages/s | uncached pages/s | share of cached | uncached p50 ms | non-2xx |",
  "|---|---|---:|---:|---:|---:|---:|",
];
for (const appDir of appDirs) {
  const cached = await measure(appDir, 5);
  const uncached = await measure(appDir, 0);
  for (const page of Object.keys(cached)) {
    const share = Math.round((100 * uncached[page].rate) / cached[page].rate);
    rows.push(
      `| ${path.basename(appDir)} | ${page} | ${cached[page].rate} | ${uncached[page].rate} | ${share}% | ${uncached[page].p50} | ${cached[page].non2xx + uncached[page].non2xx} |`,
    );
  }
}
console.log(rows.join("\n"));
