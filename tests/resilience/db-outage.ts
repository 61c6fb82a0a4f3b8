/**
 * Database outage: the built app on a private PostgreSQL cluster (made here, removed at the end) under
 * steady load, with signed-in writers creating listings (each with its own Idempotency-Key and a unique
 * title) and readers, from start to end.
 *
 * 1. The cluster is stopped (fast) → /readyz answers 503 and API requests fail fast with 503 (no hang,
 *    no crash); it is started again → the same app process serves again within 5 s.
 * 2. The cluster is restarted in immediate mode (a crash: transactions open, connections checked out of
 *    the pool) → the process lives on, no request gets a 500 or a reset, every write is answered 201 or 503.
 * 3. Every write answered 503 is sent again with the same key until it is answered 201; then each title is
 *    exactly one row (no write lost, none duplicated) and the app serves normally.
 *
 *   npx tsx tests/resilience/db-outage.ts [--outage 10] [--connections 20] [--writers 6]
 */
import crypto from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";
import {
  check,
  createPrivatePostgres,
  listingBody,
  log,
  main,
  parseFlags,
  postJson,
  probe,
  signUp,
  sleep,
  startApp,
  type AppProcess,
} from "./lib";

const flags = parseFlags();
const outageSeconds = Number(flags.outage ?? 10);
const connections = Number(flags.connections ?? 20);
const writerCount = Number(flags.writers ?? 6);
const readerCount = Number(flags.readers ?? 4);
const APP_PORT = Number(flags.port ?? 5107);
const PG_PORT = Number(flags["pg-port"] ?? 5118);
const SEARCH = "/api/properties/search?priceType=rent&limit=12";
/** "Fail fast": an API request during the outage must be answered within this. */
const FAIL_FAST_MS = 3000;
const RECOVERY_LIMIT_MS = 5000;
/** How long a client keeps retrying a write answered 503: past the 60 s after which a key is abandoned. */
const RETRY_PATIENCE_MS = 90_000;

/** One listing creation: its key and unique title, and every answer it got (status or network error). */
interface WriteAttempt {
  key: string;
  title: string;
  answers: (number | string)[];
}

/**
 * Writers and readers running until `stop()`: writers create listings one after another (a fresh
 * Idempotency-Key and title each); readers ask search pages not asked before and single listings.
 */
function startTraffic(appUrl: string, cookie: string) {
  const attempts: WriteAttempt[] = [];
  const readStatuses: Record<string, number> = {};
  let running = true;
  const runId = crypto.randomBytes(4).toString("hex");
  const writer = async (w: number) => {
    for (let n = 0; running; n++) {
      const attempt: WriteAttempt = {
        key: crypto.randomUUID(),
        title: `Outage write ${runId} ${w}-${n}`,
        answers: [],
      };
      attempts.push(attempt);
      attempt.answers.push(await createListing(appUrl, cookie, attempt));
      // A 503 says "try again shortly": a client waits before its next write instead of spinning.
      if (attempt.answers[0] === 503) await sleep(200);
    }
  };
  const reader = async (r: number) => {
    for (let n = 0; running; n++) {
      const url =
        n % 2
          ? `${appUrl}/api/properties/${(n % 50) + 1}`
          : `${appUrl}/api/properties/search?minPrice=${r * 100_000 + n}`;
      const outcome = await probeOutcome(url);
      readStatuses[outcome] = (readStatuses[outcome] ?? 0) + 1;
      if (typeof outcome === "string") log(`read ${url} failed: ${outcome}`);
      await sleep(50);
    }
  };
  const all = [
    ...Array.from({ length: writerCount }, (_, w) => writer(w)),
    ...Array.from({ length: readerCount }, (_, r) => reader(r)),
  ];
  return {
    attempts,
    readStatuses,
    async stop() {
      running = false;
      await Promise.all(all);
    },
  };
}

async function createListing(
  appUrl: string,
  cookie: string,
  attempt: WriteAttempt,
): Promise<number | string> {
  try {
    const res = await postJson(`${appUrl}/api/properties`, listingBody(attempt.title), {
      cookie,
      "idempotency-key": attempt.key,
    });
    return res.status;
  } catch (error) {
    return networkErrorCode(error);
  }
}

async function probeOutcome(url: string): Promise<number | string> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    await res.arrayBuffer();
    return res.status;
  } catch (error) {
    return networkErrorCode(error);
  }
}

function networkErrorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return `${cause.code} (${cause.message ?? ""})`;
  return error instanceof Error ? error.name : String(error);
}

function countBy<T extends string | number>(values: T[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
  return counts;
}

async function timed(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const status = await probe(url, 15_000);
  return { status, ms: Math.round(performance.now() - started) };
}

/** Rows per title in the listings table, read straight from the cluster. */
async function countRowsByTitle(url: string, titles: string[]): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ title: string; n: string }>(
      "select title, count(*) as n from properties where title = any($1) group by title",
      [titles],
    );
    return new Map(rows.map((row) => [row.title, Number(row.n)]));
  } finally {
    await client.end();
  }
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
      // The writers come from one address far faster than a person.
      RATE_LIMITS: "writes=off",
    });
    check((await timed(app.url + SEARCH)).status === 200, "search does not answer 200 before the outage");
    const cookie = await signUp(app.url, "outage");

    // Background load through both faults: the process must not crash or wedge under it.
    const loadStartedAt = Date.now();
    const load = autocannon({
      url: app.url + SEARCH,
      connections,
      duration: outageSeconds + 20,
      timeout: 10,
    });
    const traffic = startTraffic(app.url, cookie);
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
    check(app.child.exitCode === null, `the app exited during the outage:\n${app.output().slice(-2000)}`);
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

    log("restarting PostgreSQL in immediate mode while listings are being written");
    await sleep(1000);
    pg.stop("immediate");
    pg.start();
    const crashRestartedAt = Date.now();
    let servingAfterCrashMs = -1;
    const probeAnswers: (number | string)[] = [];
    while (Date.now() - crashRestartedAt < 30_000) {
      const [ready, write] = await Promise.all([
        probe(`${app.url}/readyz`, 2000),
        createListing(app.url, cookie, {
          key: crypto.randomUUID(),
          title: `Probe ${Date.now()}`,
          answers: [],
        }),
      ]);
      probeAnswers.push(write);
      if (ready === 200 && write === 201) {
        servingAfterCrashMs = Date.now() - crashRestartedAt;
        break;
      }
      await sleep(100);
    }
    check(app.child.exitCode === null, `the app exited during the restart:\n${app.output().slice(-2000)}`);
    check(
      servingAfterCrashMs >= 0,
      `the app did not take writes again within 30 s of the restart: ${JSON.stringify(countBy(probeAnswers))}`,
    );
    await sleep(1000);
    await traffic.stop();
    check(app.child.exitCode === null, `the app exited during the restart:\n${app.output().slice(-2000)}`);

    const firstAnswers = countBy(traffic.attempts.map((a) => a.answers[0]));
    log(
      `RESULT writes through the outage and the immediate restart: ${traffic.attempts.length} → ${JSON.stringify(firstAnswers)}; reads → ${JSON.stringify(traffic.readStatuses)}; writes again ${servingAfterCrashMs} ms after the restart`,
    );
    const badWrites = traffic.attempts.filter((a) => a.answers[0] !== 201 && a.answers[0] !== 503);
    check(
      !badWrites.length,
      `writes answered other than 201/503: ${JSON.stringify(countBy(badWrites.map((a) => a.answers[0])))}`,
    );
    const badReads = Object.keys(traffic.readStatuses).filter((s) => !["200", "404", "503"].includes(s));
    check(!badReads.length, `reads answered ${badReads.join(", ")}`);
    check((firstAnswers["503"] ?? 0) > 0, "no write met the outage: the faults came too late or too early");

    // Each write answered 503 is sent again with its key, as a client that honours Retry-After would.
    // A key whose first request was cut off by the outage may stay "in progress" (409) until the
    // idempotency middleware deems it abandoned (ABANDONED_AFTER_MS, 60 s): the client keeps waiting.
    const retried = traffic.attempts.filter((a) => a.answers[0] === 503);
    const retryDeadline = Date.now() + RETRY_PATIENCE_MS;
    await Promise.all(
      retried.map(async (attempt) => {
        while (attempt.answers.at(-1) !== 201 && Date.now() < retryDeadline) {
          if (attempt.answers.length > 1) await sleep(attempt.answers.at(-1) === 409 ? 2000 : 500);
          const answer = await createListing(app!.url, cookie, attempt);
          attempt.answers.push(answer);
          if (answer !== 503 && answer !== 409 && answer !== 201) break;
        }
      }),
    );
    const stuck = retried.filter((a) => a.answers.includes(409)).length;
    const unfinished = retried.filter((a) => a.answers.at(-1) !== 201);
    check(!unfinished.length, `retries not answered 201: ${JSON.stringify(unfinished.slice(0, 5))}`);

    const rowsByTitle = await countRowsByTitle(
      pg.url,
      traffic.attempts.map((a) => a.title),
    );
    const lost = traffic.attempts.filter((a) => (rowsByTitle.get(a.title) ?? 0) === 0);
    const duplicated = traffic.attempts.filter((a) => (rowsByTitle.get(a.title) ?? 0) > 1);
    log(
      `RESULT after retrying ${retried.length} writes answered 503 with the same key (${stuck} waited through 409 "in progress"): ${traffic.attempts.length} titles, lost ${lost.length}, duplicated ${duplicated.length}`,
    );
    check(
      !lost.length,
      `writes lost: ${lost
        .map((a) => a.title)
        .slice(0, 5)
        .join(", ")}`,
    );
    check(
      !duplicated.length,
      `writes duplicated: ${duplicated
        .map((a) => `${a.title} ×${rowsByTitle.get(a.title)} ${JSON.stringify(a.answers)}`)
        .slice(0, 5)
        .join(", ")}`,
    );

    const result = await load;
    log(`background load ran ${((Date.now() - loadStartedAt) / 1000).toFixed(0)} s`);
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
    check((await probe(app.url + SEARCH)) === 200, "search does not answer 200 after the faults");
    const after = await createListing(app.url, cookie, {
      key: crypto.randomUUID(),
      title: `After ${Date.now()}`,
      answers: [],
    });
    check(after === 201, `a new listing after the faults answered ${after}`);
  } finally {
    await app?.stop();
    pg.destroy();
  }
});
