/**
 * Load: 200 concurrent connections on search and on page rendering (each for --duration seconds,
 * default 60; CI uses a short run) against the built app on the embedded database with 1,200 sample
 * listings (or PostgreSQL with --postgres: a private cluster this script makes and removes).
 * Passes with zero errors, timeouts and non-2xx answers; prints requests/s and p50/p90/p99.
 *
 *   npx tsx tests/resilience/load.ts [--duration 60] [--connections 200] [--postgres]
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
  startApp,
} from "./lib";

const flags = parseFlags();
const duration = Number(flags.duration ?? 60);
const connections = Number(flags.connections ?? 200);
const APP_PORT = Number(flags.port ?? 5105);
const PG_PORT = Number(flags["pg-port"] ?? 5119);

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
