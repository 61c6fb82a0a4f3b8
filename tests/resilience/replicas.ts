/**
 * The built app on a PostgreSQL primary with a real streaming replica (both private clusters on spare
 * ports, the replica made with pg_basebackup; never the machine's own server), DATABASE_REPLICA_URLS set:
 *
 * - searches are answered by the replica (the app's `db_replica_reads_total` in /metrics);
 * - with the replica's replay paused (it falls behind), a writer reads their own write at once, and once
 *   the replica is further behind than REPLICA_MAX_LAG_SECONDS everyone reads from the primary;
 * - with the replica stopped, searches keep answering with no error; started again, it is used again.
 *
 *   npx tsx tests/resilience/replicas.ts
 */
import pg from "pg";
import { REPLICA_MAX_LAG_SECONDS } from "../../server/db/replicas";
import {
  check,
  createPrivatePostgres,
  listingBody,
  log,
  main,
  parseFlags,
  postJson,
  sessionCookieFrom,
  sleep,
  startApp,
  type AppProcess,
  type PrivatePostgres,
} from "./lib";

const flags = parseFlags();
const APP_PORT = Number(flags["app-port"] ?? 5131);
const PRIMARY_PORT = Number(flags["primary-port"] ?? 5132);
const REPLICA_PORT = Number(flags["replica-port"] ?? 5133);
const SEARCH = "/api/properties/search?priceType=sale&limit=12";

const METRICS_TOKEN = "replica-check-metrics-token";

/** Reads the replica has answered, from the app's /metrics (`db_replica_reads_total`). */
async function replicaReads(app: AppProcess): Promise<number> {
  const res = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  const line = text.split("\n").find((l) => l.startsWith("db_replica_reads_total{"));
  check(line, `no db_replica_reads_total in /metrics (${res.status})`);
  return Number(line.split(" ").at(-1));
}

async function onReplica(replica: PrivatePostgres, statement: string) {
  const client = new pg.Client({ connectionString: replica.url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function searches(app: AppProcess, count: number): Promise<{ ok: number; failed: number }> {
  let ok = 0;
  let failed = 0;
  for (let i = 0; i < count; i++) {
    const res = await fetch(app.url + SEARCH, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
    if (res?.status === 200) ok++;
    else failed++;
    await res?.arrayBuffer();
  }
  return { ok, failed };
}

async function status(app: AppProcess, path: string, cookie = ""): Promise<number> {
  const res = await fetch(app.url + path, { headers: cookie ? { cookie } : {} });
  await res.arrayBuffer();
  return res.status;
}

/** The cookie pairs ("a=b") a response sets, for the next request. */
function cookiesFrom(headers: Headers): string[] {
  return headers.getSetCookie().map((header) => header.split(";")[0]);
}

await main("read replicas", async () => {
  const primary = createPrivatePostgres(PRIMARY_PORT);
  let replica: PrivatePostgres | undefined;
  let app: AppProcess | undefined;
  try {
    replica = createPrivatePostgres(REPLICA_PORT, { replicaOf: primary });
    app = await startApp(APP_PORT, {
      DATABASE_URL: primary.url,
      DATABASE_REPLICA_URLS: replica.url,
      SEED_SAMPLE_DATA: "true",
      SAMPLE_LISTINGS: "100",
      PUBLIC_CACHE_SECONDS: "0",
      RATE_LIMITS: "register-ip=off,login-ip=off,writes=off",
      LOG_LEVEL: "warn",
      METRICS_TOKEN,
    });
    log(`app on ${APP_PORT}; primary on ${PRIMARY_PORT}, streaming replica on ${REPLICA_PORT}`);
    await sleep(2000); // the replica has replayed the migrations and the sample data, and been checked

    // (1) Reads go to the replica.
    const before = await replicaReads(app);
    const run = await searches(app, 40);
    check(run.failed === 0, `${run.failed} searches failed`);
    const answered = (await replicaReads(app)) - before;
    check(answered >= 40, `the replica answered ${answered} reads for 40 searches`);
    log(`RESULT 40 searches: the replica answered ${answered} reads (page and total of each)`);

    // (2) The replica falls behind: the writer still reads their own write; then everyone reads the primary.
    await onReplica(replica, "select pg_wal_replay_pause()");
    const stamp = Date.now();
    const registered = await postJson(`${app.url}/api/register`, {
      username: `replica_${stamp}`,
      email: `replica_${stamp}@example.com`,
      password: "replica check password",
    });
    check(registered.status === 201, `register answered ${registered.status}`);
    const session = sessionCookieFrom(registered.headers);
    const created = await postJson(`${app.url}/api/properties`, listingBody(`Replica check ${stamp}`), {
      cookie: session,
    });
    check(created.status === 201, `creating a listing answered ${created.status}`);
    const listing = `/api/properties/${created.body.id as number}`;
    const writerCookie = [session, ...cookiesFrom(created.headers)].join("; ");
    check(writerCookie.includes("upm.wrote="), "a write did not mark its sender as a recent writer");
    check((await status(app, listing, writerCookie)) === 200, "the writer could not read their own write");
    log("RESULT with the replica paused, the writer read their new listing at once (from the primary)");
    await sleep((REPLICA_MAX_LAG_SECONDS + 2) * 1000);
    check((await status(app, listing)) === 200, "a replica further behind than the limit was still read");
    log(
      `RESULT after ${REPLICA_MAX_LAG_SECONDS + 2} s behind, the replica was skipped: everyone read the listing`,
    );
    await onReplica(replica, "select pg_wal_replay_resume()");
    await sleep(2500);
    const caughtUp = await replicaReads(app);
    check((await searches(app, 10)).failed === 0, "searches failed after the replica caught up");
    check((await replicaReads(app)) - caughtUp >= 10, "the replica was not used again after catching up");
    log("RESULT once caught up, the replica answered reads again");

    // (3) The replica goes away, and comes back.
    replica.stop("immediate");
    const whileDown = await searches(app, 60);
    check(whileDown.failed === 0, `${whileDown.failed} of 60 searches failed while the replica was down`);
    log("RESULT replica stopped: 60 searches in a row, 0 errors (read from the primary)");
    replica.start();
    await sleep(3000);
    const restarted = await replicaReads(app);
    check((await searches(app, 10)).failed === 0, "searches failed after the replica returned");
    check((await replicaReads(app)) - restarted >= 10, "the returned replica was not used again");
    log("RESULT the replica, started again, answered reads again");
  } finally {
    await app?.stop();
    replica?.destroy();
    primary.destroy();
  }
});
