import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { measureApiLoad, LOAD, type ApiLoadResults, type LoadResult } from "./api-load";
import { benchDatabaseUrl, openBenchDatabase } from "./databases";
import { formatSection } from "./format";
import {
  measureTtfb,
  runLighthouse,
  startAppServer,
  signUpForBench,
  startStaticCopies,
  type AppServer,
  type LighthouseResult,
  type TtfbResult,
} from "./pages";
import {
  explainMapClusterCases,
  explainSearchCases,
  measureMapClusterLatency,
  measureSearchLatency,
  type LatencyResult,
  type MapClusterResult,
  type PlanEvidence,
} from "./search-latency";

/**
 * `npm run bench`: every figure of docs/benchmarks.md (issue 7), written there with its command.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/upm_bench npm run bench
 *
 * PostgreSQL databases: the URL's database holds 100,000 listings and `<name>_1m` 1,000,000 (both created,
 * migrated and seeded when they do not hold exactly that many; later runs reuse them). The pages are
 * measured on the built app in --app-dir (default: this repository; built with `npm run build` first
 * when it has no build). Options:
 *   --only search,load,lighthouse,size,pages,format   run some sections; the others keep their last figures
 *   --rounds 100 --rounds-1m 50                 search latency rounds per case
 *   --lighthouse-runs 5 --static-runs 3         Lighthouse runs per page (app, static copy)
 *   --languages en,ar                           which languages' pages Lighthouse measures (default both)
 *   --pglite-listings 100000                    size of the in-memory PGlite measured beside PostgreSQL
 *   --sizes 100000,1000000                      which PostgreSQL sizes the search section measures
 *   --uncached-public-seconds 5                 PUBLIC_CACHE_SECONDS of the pages section's uncached run
 */
const SECTIONS = ["search", "load", "lighthouse", "size", "pages", "format"] as const;
type Section = (typeof SECTIONS)[number];

const { values } = parseArgs({
  options: {
    only: { type: "string" },
    rounds: { type: "string", default: "100" },
    "rounds-1m": { type: "string", default: "50" },
    "lighthouse-runs": { type: "string", default: "5" },
    "static-runs": { type: "string", default: "3" },
    languages: { type: "string", default: "en,ar" },
    "pglite-listings": { type: "string", default: "100000" },
    "app-dir": { type: "string", default: "." },
    port: { type: "string", default: "5150" },
    sizes: { type: "string", default: "100000,1000000" },
    // PUBLIC_CACHE_SECONDS of the pages section's page-cache-off server: 0 measures a build from before
    // PAGE_CACHE_SECONDS, where only PUBLIC_CACHE_SECONDS=0 turned the page cache off.
    "uncached-public-seconds": { type: "string", default: "5" },
  },
});
const only = new Set((values.only?.split(",") ?? SECTIONS) as Section[]);
const baseUrl = process.env.BENCH_DATABASE_URL;
const appDir = path.resolve(values["app-dir"]!);
const startedAt = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : "–");
const count = (n: number) => n.toLocaleString("en-US");
const mark = (ok: boolean) => (ok ? "met" : "**missed**");

const TARGETS = {
  structuredP50: 2,
  structuredP99: 15,
  textP50: 10,
  millionP99: 50,
  deepRatio: 1.5,
  loadShare: 0.5,
  loadP99: 60,
  uncachedHealthzShare: 0.2,
  uncachedPageShare: 0.25,
  uncachedP99: 100,
  performance: 95,
  lcp: 1800,
  tbt: 150,
  cls: 0.05,
  accessibility: 95,
  seo: 100,
  bestPractices: 95,
};

const command = (args: string) => `\`BENCH_DATABASE_URL=postgres://…/upm_bench npm run bench -- ${args}\``;
const sections: Partial<Record<Section, string>> = {};

function latencyTable(results: LatencyResult[], millionScale: boolean): string {
  const rows = results.map((r) => {
    const total = `${r.estimated ? "about " : ""}${count(r.total)}`;
    const target = millionScale
      ? r.p99 <= TARGETS.millionP99
      : r.kind === "text"
        ? r.p50 <= TARGETS.textP50
        : r.p50 <= TARGETS.structuredP50 && r.p99 <= TARGETS.structuredP99;
    return `| ${r.name} | ${total} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${mark(target)} | ${fmt(r.warmP50)} | ${fmt(r.warmP99)} |`;
  });
  return `| case | matches | p50 ms | p99 ms | target | count cached: p50 ms | p99 ms |\n|---|---:|---:|---:|---|---:|---:|\n${rows.join("\n")}`;
}

function deepPageTable(results: LatencyResult[]): string {
  const rows = results
    .filter((r) => r.deepOf)
    .map((r) => {
      const first = results.find((f) => f.name === r.deepOf)!;
      const ratio = r.p50 / first.p50;
      return `| ${r.name} | ${fmt(first.p50)} | ${fmt(r.p50)} | ${fmt(ratio)}× | ${mark(ratio <= TARGETS.deepRatio)} |`;
    });
  return `| deep page | page 1 p50 ms | deep page p50 ms | ratio | target ≤ ${TARGETS.deepRatio}× |\n|---|---:|---:|---:|---|\n${rows.join("\n")}`;
}

function planTable(evidence: PlanEvidence[], firstQuery = "page of ids"): string {
  const rows = evidence.map(
    (e) =>
      `| ${e.name} | ${e.page} | ${e.count} | ${e.heapFetches} | ${e.seqScan ? "**yes**" : "no"} | ${
        e.expectIndex ? `${e.expectIndex}: ${e.usesExpectedIndex ? "used" : "**not used**"}` : ""
      } |`,
  );
  return `| case | ${firstQuery} | count | heap fetches | sequential scan | new index (issue 15) |\n|---|---|---|---:|---|---|\n${rows.join("\n")}`;
}

/** The map's clusters (issue 28), held to the map cases' targets: the searches' structured ones, p99 at 1,000,000. */
function clusterTable(results: MapClusterResult[], millionScale: boolean): string {
  const rows = results.map((r) => {
    const target = millionScale
      ? r.p99 <= TARGETS.millionP99
      : r.p50 <= TARGETS.structuredP50 && r.p99 <= TARGETS.structuredP99;
    return `| ${r.name} | ${count(r.cells)} | ${count(r.total)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${mark(target)} |`;
  });
  return `| case | cells | matches | p50 ms | p99 ms | target |\n|---|---:|---:|---:|---:|---|\n${rows.join("\n")}`;
}

async function searchSection(): Promise<string> {
  if (!baseUrl) return "Skipped: set BENCH_DATABASE_URL to a PostgreSQL server.";
  const rounds = Number(values.rounds);
  const roundsMillion = Number(values["rounds-1m"]);
  const parts: string[] = [];
  const sizes = values.sizes!.split(",").map(Number);
  for (const listings of sizes) {
    const caseRounds = listings >= 1_000_000 ? roundsMillion : rounds;
    const bench = await openBenchDatabase(benchDatabaseUrl(baseUrl, listings), listings, log, 4);
    try {
      log(`search latency at ${count(listings)} listings (${caseRounds} rounds per case)`);
      const results = await measureSearchLatency(bench.database, caseRounds);
      log("EXPLAIN ANALYZE of every case");
      const evidence = await explainSearchCases(bench.database);
      log(`map clusters at ${count(listings)} listings (${caseRounds} rounds per case)`);
      const clusters = await measureMapClusterLatency(bench.database, caseRounds);
      const clusterEvidence = await explainMapClusterCases(bench.database);
      const million = listings === 1_000_000;
      parts.push(`### ${count(listings)} listings

Targets: ${
        million
          ? `p99 ≤ ${TARGETS.millionP99} ms including the count`
          : `structured filters p50 ≤ ${TARGETS.structuredP50} ms and p99 ≤ ${TARGETS.structuredP99} ms; free text p50 ≤ ${TARGETS.textP50} ms`
      }. ${bench.seededSeconds ? `Seeded in this run in ${fmt(bench.seededSeconds, 0)} s (\`npm run db:seed -- --listings ${listings}\`).` : "Data from an earlier run (same seed)."}

${latencyTable(results, million)}

Deep pages against page 1 of the same search (p50):

${deepPageTable(results)}

Plans (EXPLAIN ANALYZE of the statements each case sends; the count stops after 5,001 matches):

${planTable(evidence)}

The map's clusters (\`GET /api/properties/map-clusters\`, service call \`getMapClusters\`: every match in the view
grouped by grid cell, at most 500 cells; docs/decisions/0068-map-clusters-and-drawn-areas.md):

${clusterTable(clusters, million)}

${planTable(clusterEvidence, "cells")}
`);
    } finally {
      await bench.database.close();
    }
  }
  return `Service call (\`searchListings\`: the page query, the count or estimate, and mapping) on PostgreSQL, each case
interleaved with the others round by round after 5 warm-up rounds. The targets are judged on the first
columns, where every call counts afresh (a search nobody made in the last minute); the last two columns
reuse the count of the same filters as the API does for a minute (another page, another sort, another
visitor). "about N" marks an estimated total (X-Total-Count-Estimated: true): a count that stops after
5,001 matches is exact up to 5,000; beyond, the total is the planner's row estimate (docs/decisions 0032).

Command: ${command(`--only search --rounds ${rounds} --rounds-1m ${roundsMillion}${values.sizes === "100000,1000000" ? "" : ` --sizes ${values.sizes}`}`)}

${parts.join("\n")}`;
}

function loadRow(target: string, r: LoadResult, share: number | undefined, healthz: LoadResult): string {
  const ok = r.errors === 0 && r.non2xx === 0;
  const percent = (value: number | undefined) => (value === undefined ? "" : `${fmt(value * 100, 0)}%`);
  return `| ${target} | ${r.label} | ${fmt(r.requestsPerSecond, 0)} | ${percent(share)} | ${percent(r.requestsPerSecond / healthz.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} ${ok ? "" : "**errors**"} |`;
}

async function loadSection(): Promise<string> {
  const results: ApiLoadResults[] = [];
  if (baseUrl) {
    log("API load on PostgreSQL (100,000 listings)");
    const bench = await openBenchDatabase(benchDatabaseUrl(baseUrl, 100_000), 100_000, log, 2);
    await bench.database.close();
    results.push(await measureApiLoad(benchDatabaseUrl(baseUrl, 100_000), "PostgreSQL"));
  }
  const pgliteListings = Number(values["pglite-listings"]);
  log(`API load on PGlite (in memory, ${count(pgliteListings)} listings, seeded first)`);
  results.push(await measureApiLoad(`pglite:${pgliteListings}`, "PGlite"));
  const rows = results.flatMap((r) => {
    const target = `${r.target}, ${count(r.listings)}`;
    const row = (result: LoadResult) =>
      loadRow(target, result, result.requestsPerSecond / r.bare.requestsPerSecond, r.healthz);
    return [
      loadRow(target, r.healthz, undefined, r.healthz),
      loadRow(target, r.bare, undefined, r.healthz),
      row(r.app),
      row(r.appVaried),
      row(r.cached),
      row(r.cachedVaried),
    ];
  });
  const pg = results.find((r) => r.target === "PostgreSQL");
  const uncachedShare = pg ? pg.appVaried.requestsPerSecond / pg.healthz.requestsPerSecond : 0;
  const errors = pg
    ? [pg.app, pg.appVaried, pg.cached, pg.cachedVaried].reduce((n, r) => n + r.errors + r.non2xx, 0)
    : 0;
  const verdict = pg
    ? `On PostgreSQL, varied searches without the response cache reach ${fmt(uncachedShare * 100, 0)}% of /healthz's requests/s (target ≥ ${TARGETS.uncachedHealthzShare * 100}%: ${mark(uncachedShare >= TARGETS.uncachedHealthzShare)}) at p99 ${pg.appVaried.p99} ms (target ≤ ${TARGETS.uncachedP99} ms: ${mark(pg.appVaried.p99 <= TARGETS.uncachedP99)}); the UI's searches without the cache reach ${fmt((pg.app.requestsPerSecond / pg.bare.requestsPerSecond) * 100, 0)}% of the bare handler (target ≥ ${TARGETS.loadShare * 100}%: ${mark(pg.app.requestsPerSecond >= TARGETS.loadShare * pg.bare.requestsPerSecond)}), p99 ${pg.app.p99} ms, and ${pg.cached.p99} ms with it (target ≤ ${TARGETS.loadP99} ms: ${mark(pg.app.p99 <= TARGETS.loadP99)} / ${mark(pg.cached.p99 <= TARGETS.loadP99)}), errors ${errors} (target 0).`
    : "PostgreSQL skipped: set BENCH_DATABASE_URL.";
  return `GET /api/properties/search, autocannon on loopback, ${LOAD.connections} connections, ${LOAD.durationSeconds} s after ${LOAD.warmUpSeconds} s of warm-up, gzip
accepted. "The UI's searches": the latency cases above in turn, the same few addresses again and again.
"Varied searches": one of them at random with a random minimum price (AED 0–200,000) on every request, so
practically none is asked twice and no cached page or count can answer it. One process holds one
database pool (10 connections) and three servers: a bare Express handler that runs the same repository
call (same SQL) and sends its rows; the application (\`createApp\`: request log at info, security headers,
compression, site, sessions, validation, mapping, paging headers) with the response cache off
(PUBLIC_CACHE_SECONDS=0: no cached page, count or shared answer); and the application with the cache on
(5 s). /healthz of the application is the ceiling: what the process and the load tool do with no work.
All rows run one after another in the same run.

Command: ${command("--only load")}

| database | server | requests/s | share of bare | share of /healthz | p50 ms | p99 ms | errors |
|---|---|---:|---:|---:|---:|---:|---|
${rows.join("\n")}

${verdict}
`;
}

function ensureBuilt(): void {
  if (fs.existsSync(path.join(appDir, "dist/client/.vite/manifest.json"))) return;
  log(`no build in ${appDir}: npm run build`);
  execFileSync("npm", ["run", "build"], { cwd: appDir, stdio: "inherit" });
}

const PAGE_TTFB_SECONDS = 8;
/** Visitors at once in the page measurements (issue 26 quotes 20). */
const PAGE_CONNECTIONS = 20;

async function pagesSection(): Promise<string> {
  if (!baseUrl) return "Skipped: set BENCH_DATABASE_URL to a PostgreSQL server.";
  ensureBuilt();
  const url = benchDatabaseUrl(baseUrl, 100_000);
  const uncachedPublicSeconds = Number(values["uncached-public-seconds"]);
  const measure = async (server: AppServer, pagePath: string, label: string, cookie?: string) => {
    log(`TTFB of ${pagePath}, ${label}`);
    await measureTtfb(server.url, pagePath, 2, PAGE_CONNECTIONS, cookie);
    return measureTtfb(server.url, pagePath, PAGE_TTFB_SECONDS, PAGE_CONNECTIONS, cookie);
  };
  // The page cache on (production's default): anonymous visitors, then signed-in ones, who never get a
  // cached page. Then the same server settings but the page cache off: every anonymous page rendered.
  const cached = await startAppServer(appDir, {
    DATABASE_URL: url,
    PORT: Number(values.port),
    PUBLIC_CACHE_SECONDS: 5,
  });
  const results = new Map<string, { cached: TtfbResult; signedIn: TtfbResult; uncached?: TtfbResult }>();
  let pages: { name: string; path: string }[];
  try {
    const [first] = (await (await fetch(`${cached.url}/api/properties?limit=1`)).json()) as { id: number }[];
    pages = [
      { name: "home", path: "/" },
      { name: "/buy", path: "/buy" },
      { name: "property page", path: `/property/${first.id}` },
    ];
    const session = await signUpForBench(cached.url);
    for (const page of pages) {
      results.set(page.path, {
        cached: await measure(cached, page.path, "page cache on, anonymous"),
        signedIn: await measure(cached, page.path, "signed in", session),
      });
    }
  } finally {
    await cached.stop();
  }
  const uncached = await startAppServer(appDir, {
    DATABASE_URL: url,
    PORT: Number(values.port),
    PUBLIC_CACHE_SECONDS: uncachedPublicSeconds,
    PAGE_CACHE_SECONDS: 0,
  });
  try {
    for (const page of pages) {
      results.get(page.path)!.uncached = await measure(uncached, page.path, "page cache off, anonymous");
    }
  } finally {
    await uncached.stop();
  }
  const row = (name: string, label: string, r: TtfbResult, cachedRate?: number) => {
    const share = cachedRate === undefined ? "" : r.requestsPerSecond / cachedRate;
    const verdict = share === "" ? "" : ` ${mark(share >= TARGETS.uncachedPageShare)}`;
    return `| ${name} | ${label} | ${fmt(r.requestsPerSecond, 0)} | ${share === "" ? "" : `${fmt(share * 100, 0)}%${verdict}`} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${r.errors} |`;
  };
  const rows = pages.flatMap((page) => {
    const r = results.get(page.path)!;
    return [
      row(page.name, "page cache on, anonymous", r.cached),
      row(page.name, "page cache off, anonymous", r.uncached!, r.cached.requestsPerSecond),
      row(page.name, "signed in (never cached)", r.signedIn, r.cached.requestsPerSecond),
    ];
  });
  return `Time to first byte (response headers) of the built app in production mode on PostgreSQL (100,000
listings), ${PAGE_CONNECTIONS} concurrent visitors on loopback, each asking again as soon as the last page has fully
arrived, for ${PAGE_TTFB_SECONDS} s after 2 s of warm-up. First with the defaults (rendered anonymous pages kept 5 s,
cleared by any write): anonymous visitors, then visitors signed in (a session cookie; their pages are
never cached). Then the same page with the page cache off (\`PAGE_CACHE_SECONDS=0\`,
\`PUBLIC_CACHE_SECONDS=${uncachedPublicSeconds}\`${uncachedPublicSeconds ? ": the API answers a render reads stay cached" : ": nothing cached"}): every anonymous page rendered.
The share is the page's rate against its own cached rate in this run (target ≥ ${TARGETS.uncachedPageShare * 100}%).

Command: ${command(`--only pages${uncachedPublicSeconds === 5 ? "" : ` --uncached-public-seconds ${uncachedPublicSeconds}`}`)}

| page | visitors | pages/s | share of cached | TTFB p50 ms | TTFB p99 ms | errors |
|---|---|---:|---:|---:|---:|---:|
${rows.join("\n")}
`;
}

async function lighthouseSection(): Promise<string> {
  if (!baseUrl) return "Skipped: set BENCH_DATABASE_URL to a PostgreSQL server.";
  ensureBuilt();
  const runs = Number(values["lighthouse-runs"]);
  const staticRuns = Number(values["static-runs"]);
  const languages = new Set(values.languages!.split(","));
  const server = await startAppServer(appDir, {
    DATABASE_URL: benchDatabaseUrl(baseUrl, 100_000),
    PORT: Number(values.port),
    PUBLIC_CACHE_SECONDS: 5,
  });
  try {
    const [first] = (await (await fetch(`${server.url}/api/properties?limit=1`)).json()) as { id: number }[];
    // Each page in English, then its Arabic twin under /ar (issue 14: the same budgets in both languages).
    const pages = [
      { name: "home", path: "/" },
      { name: "/buy", path: "/buy" },
      { name: "property detail", path: `/property/${first.id}` },
      { name: "area (Dubai Marina)", path: "/areas/dubai-marina" },
    ]
      .flatMap((page) => [
        { ...page, language: "en" },
        { name: `${page.name}, Arabic`, path: `/ar${page.path === "/" ? "" : page.path}`, language: "ar" },
      ])
      .filter((page) => languages.has(page.language));
    const statics = await startStaticCopies(
      server.url,
      pages.map((p) => p.path),
    );
    const rows: string[] = [];
    try {
      for (const page of pages) {
        log(`Lighthouse ${page.path} (${runs} runs) and its static copy (${staticRuns} runs)`);
        const app: LighthouseResult = await runLighthouse(`${server.url}${page.path}`, runs, [
          "performance",
          "accessibility",
          "best-practices",
          "seo",
        ]);
        const copy = await runLighthouse(`${statics.url}${page.path}`, staticRuns, ["performance"]);
        const met =
          app.performance >= TARGETS.performance &&
          app.lcp <= TARGETS.lcp &&
          app.tbt <= TARGETS.tbt &&
          app.cls <= TARGETS.cls &&
          app.accessibility >= TARGETS.accessibility &&
          app.seo >= TARGETS.seo &&
          app.bestPractices >= TARGETS.bestPractices;
        rows.push(
          `| ${page.name} | ${fmt(app.performance, 0)} | ${fmt(app.lcp / 1000)} s | ${fmt(app.tbt, 0)} ms | ${fmt(app.cls, 3)} | ${fmt(app.accessibility, 0)} | ${fmt(app.bestPractices, 0)} | ${fmt(app.seo, 0)} | ${fmt(copy.lcp / 1000)} s | ${fmt(app.lcp / copy.lcp)}× | ${mark(met)}${app.failed + copy.failed ? ` (${app.failed + copy.failed} failed runs left out)` : ""} |`,
        );
      }
    } finally {
      await statics.stop();
    }
    return `Lighthouse 12, mobile preset (simulated slow 4G, 4× CPU slowdown), system Chromium headless, against the
built app (production, PostgreSQL with 100,000 listings, render cache on, anonymous); median of ${runs} runs. The
static copy is the same page's HTML and CSS without any script (hydration state dropped, JSON-LD kept),
served compressed by a bare Node server: the physical limit; median of ${staticRuns} runs, performance only.

Targets: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcp / 1000} s, TBT ≤ ${TARGETS.tbt} ms, CLS ≤ ${TARGETS.cls}, accessibility ≥ ${TARGETS.accessibility}, best practices ≥ ${TARGETS.bestPractices}, SEO ${TARGETS.seo}.

Command: ${command(`--only lighthouse --lighthouse-runs ${runs} --static-runs ${staticRuns}${languages.size === 1 ? ` --languages ${values.languages}` : ""}`)}

| page | performance | LCP | TBT | CLS | accessibility | best practices | SEO | static LCP | LCP ratio | targets |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|
${rows.join("\n")}
`;
  } finally {
    await server.stop();
  }
}

async function sizeSection(): Promise<string> {
  ensureBuilt();
  const { measureBundle, BUDGET, kb } = (await import(path.resolve("scripts/check-size-budget.mjs"))) as {
    measureBundle: (dir: string) => {
      initialBytes: number;
      lazyChunks: { key: string; bytes: number }[];
      pages: { name: string; bytes: number }[];
      failures: string[];
    };
    BUDGET: { initialKb: number; lazyChunkKb: number };
    kb: (bytes: number) => string;
  };
  const report = measureBundle(path.join(appDir, "dist/client"));
  const over = report.lazyChunks.filter((c) => c.bytes > BUDGET.lazyChunkKb * 1000);
  const largest = report.lazyChunks
    .slice(0, 5)
    .map((c) => `| ${c.key} | ${kb(c.bytes)} | ${mark(c.bytes <= BUDGET.lazyChunkKb * 1000)} |`);
  return `Gzip sizes from the build's manifest (\`node scripts/check-size-budget.mjs\`, run by .ci/run after the build).

Command: \`npm run build && node scripts/check-size-budget.mjs\`

| what | gzip | budget | target |
|---|---:|---:|---|
| initial JavaScript: entry and its static imports | ${kb(report.initialBytes)} | ${BUDGET.initialKb} kB | ${mark(report.initialBytes <= BUDGET.initialKb * 1000)} |
${report.pages.map((p) => `| ${p.name}: initial JavaScript and the route's chunks | ${kb(p.bytes)} | (reported) | |`).join("\n")}
| lazy chunks over ${BUDGET.lazyChunkKb} kB | ${over.length} of ${report.lazyChunks.length} | 0 | ${mark(over.length === 0)} |

Largest lazy chunks:

| chunk | gzip | ≤ ${BUDGET.lazyChunkKb} kB |
|---|---:|---|
${largest.join("\n")}
`;
}

const RUNNERS: Record<Section, () => Promise<string>> = {
  search: searchSection,
  load: loadSection,
  pages: pagesSection,
  lighthouse: lighthouseSection,
  size: sizeSection,
  format: formatSection,
};
const TITLES: Record<Section, string> = {
  search: "1. Search at scale",
  load: "2. API under load",
  pages: "5. Server rendering cost: time to first byte under load",
  lighthouse: "3. Pages: Lighthouse against the static copy",
  size: "4. Weight: JavaScript size budget",
  format: "6. Formatting: cached Intl formatters",
};

for (const section of SECTIONS) {
  if (!only.has(section)) continue;
  log(`section ${section}`);
  const sectionStarted = Date.now();
  sections[section] =
    `${await RUNNERS[section]()}\n_Section time: ${fmt((Date.now() - sectionStarted) / 1000, 0)} s._\n`;
}

/** Sections not run this time keep their last figures (each is fenced by markers in the file). */
const reportPath = "docs/benchmarks.md";
const previous = fs.existsSync(reportPath) ? fs.readFileSync(reportPath, "utf8") : "";
const kept = (section: Section) =>
  new RegExp(`<!-- ${section} -->\\n([\\s\\S]*?)<!-- /${section} -->`).exec(previous)?.[1] ??
  "Not measured yet.\n";
/** Sections measured by their own scripts (bench/uploads.ts), after this marker, are kept as written. */
const keptByHand = /\n<!-- by hand -->[\s\S]*$/.exec(previous)?.[0] ?? "";
const cpu = os.cpus()[0]?.model ?? "unknown CPU";
const report = `# Benchmarks

Written by \`npm run bench\` (bench/run.ts); each section says how it was measured and the command that
reproduces it. Times are wall-clock on a shared machine: compare figures within one section of one run
(they are measured side by side), not across runs. The decisions behind the caching are in
docs/decisions/0020-public-response-caching.md.

Last run: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} at the end; sections run: ${[...only].join(", ")}; ${fmt((Date.now() - startedAt) / 60000, 1)} minutes.

${SECTIONS.map((s) => `## ${TITLES[s]}\n\n<!-- ${s} -->\n${sections[s] ?? kept(s)}<!-- /${s} -->\n`).join("\n")}${keptByHand}`;
fs.mkdirSync("docs", { recursive: true });
fs.writeFileSync(reportPath, report);
log(`wrote ${reportPath}`);
