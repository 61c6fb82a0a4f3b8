/**
 * Database outage: the built app on a private PostgreSQL cluster (made here, removed at the end) under
 * steady load; the cluster is stopped → /readyz answers 503 and API requests fail fast with 503 (no hang,
 * no crash); it is started again → the same app process serves again within 5 s.
 *
 *   npx tsx tests/resilience/db-outage.ts [--outage 10] [--connections 20]
 */
import autocannon from "autocannon";
import {
  check,
  createPrivatePostgres,
  log,
  main,
  parseFlags,
  probe,
  sleep,
  startApp,
  type AppProcess,
} from "./lib";

const flags = parseFlags();
const outageSeconds = Number(flags.outage ?? 10);
const connections = Number(flags.connections ?? 20);
const APP_PORT = Number(flags.port ?? 5107);
const PG_PORT = Number(flags["pg-port"] ?? 5118);
const SEARCH = "/api/properties/search?priceType=rent&limit=12";
/** "Fail fast": an API request during the outage must be answered within this. */
const FAIL_FAST_MS = 3000;
const RECOVERY_LIMIT_MS = 5000;

async function timed(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const status = await probe(url, 15_000);
  return { status, ms: Math.round(performance.now() - started) };
}

await main("database outage", async () => {
  const pg = createPrivatePostgres(PG_PORT);
  let app: AppProcess | undefined;
  try {
    log("private PostgreSQL is up; starting the built app on it (300 sample listings)");
    app = await startApp(APP_PORT, {
      DATABASE_URL: pg.url,
      SEED_SAMPLE_DATA: "true",
      SAMPLE_LISTINGS: "300",
    });
    check((await timed(app.url + SEARCH)).status === 200, "search does not answer 200 before the outage");

    // Background load through the whole outage: the process must not crash or wedge under it.
    const load = autocannon({
      url: app.url + SEARCH,
      connections,
      duration: outageSeconds + 12,
      timeout: 10,
    });
    await sleep(2000);

    log("stopping PostgreSQL (fast shutdown: connections dropped)");
    const stoppedAt = Date.now();
    pg.stop();
    let readyzDownAfterMs = -1;
    while (Date.now() - stoppedAt < 10_000) {
      if ((await probe(`${app.url}/readyz`, 3000)) === 503) {
        readyzDownAfterMs = Date.now() - stoppedAt;
        break;
      }
      await sleep(100);
    }
    check(readyzDownAfterMs >= 0, "/readyz did not report 503 within 10 s of the database stopping");

    // Each probe is a URL not asked before, so no cached answer (PUBLIC_CACHE_SECONDS) can stand in
    // for the database: these must fail fast. The background load repeats one URL and may be served
    // from the cache for a few seconds, which is fine.
    const samples: { status: number; ms: number }[] = [];
    const outageEnd = stoppedAt + outageSeconds * 1000;
    for (let n = 0; Date.now() < outageEnd; n++) {
      samples.push(await timed(`${app.url}${SEARCH}&minPrice=${1000 + n}`));
      samples.push(await timed(`${app.url}/api/properties/${n + 1}`));
      await sleep(200);
    }
    const readyzDuring = await probe(`${app.url}/readyz`, 3000);
    const statuses = [...new Set(samples.map((s) => s.status))];
    const slowest = Math.max(...samples.map((s) => s.ms));
    log(
      `RESULT outage: /readyz 503 after ${readyzDownAfterMs} ms; ${samples.length} API requests during the outage → statuses ${JSON.stringify(statuses)}, slowest ${slowest} ms`,
    );
    check(readyzDuring === 503, `/readyz answered ${readyzDuring} during the outage`);
    check(
      samples.every((s) => s.status === 503),
      `API requests during the outage were not all 503: ${JSON.stringify(statuses)}`,
    );
    check(
      slowest <= FAIL_FAST_MS,
      `an API request took ${slowest} ms during the outage (limit ${FAIL_FAST_MS})`,
    );
    check(app.child.exitCode === null, "the app exited during the outage");

    log("starting PostgreSQL again");
    pg.start();
    const restartedAt = Date.now();
    let recoveredAfterMs = -1;
    while (Date.now() - restartedAt < 30_000) {
      const [ready, search] = await Promise.all([
        probe(`${app.url}/readyz`, 2000),
        probe(app.url + SEARCH, 2000),
      ]);
      if (ready === 200 && search === 200) {
        recoveredAfterMs = Date.now() - restartedAt;
        break;
      }
      await sleep(100);
    }
    log(
      `RESULT recovery: /readyz and search answer 200 again ${recoveredAfterMs} ms after PostgreSQL is back`,
    );
    check(recoveredAfterMs >= 0, "the app did not serve again within 30 s");
    check(
      recoveredAfterMs <= RECOVERY_LIMIT_MS,
      `recovery took ${recoveredAfterMs} ms (limit ${RECOVERY_LIMIT_MS})`,
    );

    const result = await load;
    const codes = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, v]) => [code, (v as { count: number }).count]),
    );
    log(
      `RESULT background load (${connections} connections): ${result.requests.total} requests, statuses ${JSON.stringify(codes)}, errors ${result.errors}, timeouts ${result.timeouts}, p99 ${result.latency.p99} ms`,
    );
    check(result.timeouts === 0, `${result.timeouts} requests hung past 10 s during the outage`);
    check(result.errors === 0, `${result.errors} connection errors (resets) during the outage`);
    const unexpected = Object.keys(codes).filter((c) => c !== "200" && c !== "503");
    check(!unexpected.length, `answers other than 200/503 under load: ${unexpected.join(", ")}`);
    check(app.child.exitCode === null, "the app exited");
    check((await probe(`${app.url}/healthz`)) === 200, "/healthz does not answer after the outage");
  } finally {
    await app?.stop();
    pg.destroy();
  }
});
