/**
 * Load: 200 concurrent connections on search and on page rendering (each for --duration seconds,
 * default 60; CI uses a short run) against the built app on the embedded database with 1,200 sample
 * listings (or PostgreSQL with --postgres: a private cluster this script makes and removes). Then two
 * floods of page URLs (100 connections, half the duration) while a visitor loads /buy (runFloods).
 * Passes with zero errors, timeouts and non-2xx answers (the render-defeating flood may get 503s);
 * prints requests/s and p50/p90/p99.
 *
 *   npx tsx tests/resilience/load.ts [--duration 60] [--connections 200] [--postgres] [--flood-duration 30]
 */
import {
  check,
  createPrivatePostgres,
  describeLoad,
  log,
  main,
  makeTempDir,
  parseFlags,
  runLoad,
  type LoadFigures,
  startApp,
} from "./lib";

const flags = parseFlags();
const duration = Number(flags.duration ?? 60);
const connections = Number(flags.connections ?? 200);
const APP_PORT = Number(flags.port ?? 5105);
const PG_PORT = Number(flags["pg-port"] ?? 5119);
/** The outside test's flood: 100 connections; a visitor's browser opens a handful. */
const FLOOD_CONNECTIONS = Number(flags["flood-connections"] ?? 100);
const VISITOR_CONNECTIONS = 10;
const floodSeconds = Number(flags["flood-duration"] ?? Math.max(5, Math.round(duration / 2)));

/**
 * Floods of uncached-looking page URLs while a normal visitor loads /buy: `/rent?r=<random>` (a parameter
 * no page reads: one cached render serves them all) and `/rent?page=<random>` (a parameter the page reads:
 * every request is a real render, bounded by the render limit, so the flood gets 503s with Retry-After
 * and the visitor's cached page does not wait behind it).
 */
/**
 * A visitor's browser beside the flood: `connections` loops of one GET after another for `seconds`,
 * each answer read in full (measured here rather than by a second autocannon in the same process).
 */
async function measureVisitor(url: string, connections: number, seconds: number): Promise<LoadFigures> {
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  let errors = 0;
  let timeouts = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        try {
          const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
          await res.arrayBuffer();
          statusCounts[res.status] = (statusCounts[res.status] ?? 0) + 1;
          latencies.push(performance.now() - started);
        } catch (error) {
          if ((error as Error).name === "TimeoutError") timeouts += 1;
          else errors += 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    title: `  meanwhile a visitor: GET ${new URL(url).pathname}`,
    connections,
    durationSeconds: seconds,
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: Math.round(latencies.at(-1) ?? 0),
    errors,
    timeouts,
    non2xx: Object.entries(statusCounts)
      .filter(([code]) => !code.startsWith("2"))
      .reduce((sum, [, count]) => sum + count, 0),
    statusCounts,
  };
}

async function runFloods(appUrl: string): Promise<string[]> {
  const failures: string[] = [];
  const floods = [
    { title: "flood GET /rent?r=<random>", param: "r", mayRefuse: false },
    { title: "flood GET /rent?page=<random>", param: "page", mayRefuse: true },
  ];
  for (const flood of floods) {
    // As for the other targets: the first renders (and the visitor's page) are not in the figures.
    await runLoad({
      title: "warm-up",
      url: `${appUrl}/rent?${flood.param}=1`,
      connections: 5,
      durationSeconds: 2,
    });
    await runLoad({ title: "warm-up", url: `${appUrl}/buy`, connections: 5, durationSeconds: 1 });
    const [flooding, visitor] = await Promise.all([
      runLoad({
        title: flood.title,
        url: `${appUrl}/rent`,
        connections: FLOOD_CONNECTIONS,
        durationSeconds: floodSeconds,
        requests: [
          {
            method: "GET",
            setupRequest: (request) => ({
              ...request,
              // Valid values (pages 1–100,000): each one a real page to render, none refused as bad input.
              path: `/rent?${flood.param}=${Math.floor(Math.random() * 100_000) + 1}`,
            }),
          },
        ],
      }),
      measureVisitor(`${appUrl}/buy`, VISITOR_CONNECTIONS, floodSeconds),
    ]);
    log(`RESULT ${describeLoad(flooding)}`);
    log(`RESULT ${describeLoad(visitor)}`);
    const refusals = Object.keys(flooding.statusCounts).filter((code) => code !== "200");
    const refusedOk = flood.mayRefuse && refusals.every((code) => code === "503");
    if (flooding.errors || flooding.timeouts || (refusals.length && !refusedOk)) failures.push(flood.title);
    if (visitor.errors || visitor.timeouts || visitor.non2xx) failures.push(`GET /buy during ${flood.title}`);
  }
  return failures;
}

await main("load", async () => {
  const pg = flags.postgres ? createPrivatePostgres(PG_PORT) : undefined;
  const env: Record<string, string> = pg
    ? { DATABASE_URL: pg.url, SEED_SAMPLE_DATA: "true", SAMPLE_LISTINGS: "1200", DATABASE_POOL_SIZE: "40" }
    : { DATA_DIR: `${makeTempDir("upm-load")}/db`, SAMPLE_LISTINGS: "1200" };
  log(
    `starting the built app on ${pg ? "a private PostgreSQL" : "the embedded database"} (seeding 1,200 listings)`,
  );
  const app = await startApp(APP_PORT, env);
  try {
    const targets = [
      {
        title: "search API (GET /api/properties/search, sale in Dubai, 2 beds)",
        path: "/api/properties/search?priceType=sale&emirate=dubai&beds=2",
      },
      { title: "page rendering (GET /buy, server-rendered HTML)", path: "/buy" },
    ];
    const failures: string[] = [];
    for (const target of targets) {
      // A short warm-up so the first compile/JIT and connection set-up are not in the figures.
      await runLoad({ title: "warm-up", url: app.url + target.path, connections: 10, durationSeconds: 2 });
      const figures = await runLoad({
        title: target.title,
        url: app.url + target.path,
        connections,
        durationSeconds: duration,
      });
      log(`RESULT ${describeLoad(figures)}`);
      if (figures.errors || figures.timeouts || figures.non2xx) failures.push(target.title);
    }
    failures.push(...(await runFloods(app.url)));
    check(app.child.exitCode === null, "the app exited during the load");
    if (failures.length) {
      const errors = app
        .output()
        .split("\n")
        .filter((line) => /"level":(50|60)/.test(line))
        .map((line) => {
          const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
          return `${entry.msg}: ${entry.err?.message ?? ""}`.slice(0, 300);
        });
      log(`app errors (${errors.length}, distinct): ${[...new Set(errors)].slice(0, 10).join(" | ")}`);
    }
    check(!failures.length, `errors under load: ${failures.join(", ")}`);
  } finally {
    await app.stop();
    pg?.destroy();
  }
});
