/**
 * Two instances of the built app on one PostgreSQL (a private cluster made and removed here), as behind a
 * load balancer. Both start at the same moment on the empty database with sample data asked for: both become
 * ready and the sample is loaded once (issue 25, item 5). Then: sign in on one and use the session on the
 * other; a listing created on one is visible on the other, and its owner can change it through the other.
 * Last, an instance on another empty database with SEED_SAMPLE_DATA unset loads no sample at all.
 *
 *   npx tsx tests/resilience/two-instances.ts
 */
import pg from "pg";
import {
  check,
  createPrivatePostgres,
  log,
  main,
  parseFlags,
  sessionCookieFrom,
  startApp,
  type AppProcess,
} from "./lib";

const flags = parseFlags();
const PORT_A = Number(flags["port-a"] ?? 5109);
const PORT_B = Number(flags["port-b"] ?? 5110);
const PORT_C = Number(flags["port-c"] ?? 5111);
const PG_PORT = Number(flags["pg-port"] ?? 5117);
const SAMPLE_LISTINGS = 300;

/** One figure from the database, read directly (not through an instance's cache). */
async function queryCount(url: string, query: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(query);
    return rows[0].n;
  } finally {
    await client.end();
  }
}

const sampleListings = (url: string) =>
  queryCount(url, "select count(*)::int as n from properties where is_sample");

async function call(app: AppProcess, method: string, path: string, body?: unknown, cookie?: string) {
  const res = await fetch(app.url + path, {
    method,
    headers: { ...(body ? { "content-type": "application/json" } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: res.headers,
  };
}

await main("two instances", async () => {
  const postgres = createPrivatePostgres(PG_PORT);
  const apps: AppProcess[] = [];
  try {
    // No SESSION_SECRET: the first instance generates one into the database and the second reads it.
    // Both at once on the empty database: one migrates and seeds under the lock, the other waits for it.
    const env = {
      DATABASE_URL: postgres.url,
      SEED_SAMPLE_DATA: "true",
      SAMPLE_LISTINGS: String(SAMPLE_LISTINGS),
    };
    const started = await Promise.allSettled([startApp(PORT_A, env), startApp(PORT_B, env)]);
    for (const result of started) if (result.status === "fulfilled") apps.push(result.value);
    for (const result of started) if (result.status === "rejected") throw result.reason;
    const [a, b] = apps;
    log(`instances on ports ${PORT_A} and ${PORT_B}, started together, one private PostgreSQL on ${PG_PORT}`);
    const loaded = await sampleListings(postgres.url);
    check(loaded === SAMPLE_LISTINGS, `${loaded} sample listings after both started, not ${SAMPLE_LISTINGS}`);
    log(
      `RESULT two instances started together on an empty database: both ready, ${loaded} sample listings (loaded once)`,
    );

    const user = {
      username: `two_${Date.now()}`,
      email: `two_${Date.now()}@example.com`,
      password: "two instances pw",
    };
    const registered = await call(a, "POST", "/api/register", user);
    check(registered.status === 201, `register on A answered ${registered.status}`);
    const cookie = sessionCookieFrom(registered.headers);
    const onB = await call(b, "GET", "/api/user", undefined, cookie);
    check(
      onB.status === 200 && onB.body.username === user.username,
      `the session from A is not valid on B (${onB.status})`,
    );
    log("RESULT a session created on instance A is signed in on instance B");

    const created = await call(
      b,
      "POST",
      "/api/properties",
      {
        title: "Two-instance check: apartment by the creek",
        description:
          "Created on instance B, read and changed through instance A, to prove no state lives in a process.",
        location: "Al Majaz",
        price: 880_000,
        priceType: "sale",
        propertyType: "Apartment",
        beds: 1,
        baths: 1,
        sqft: 800,
        status: "published",
      },
      cookie,
    );
    check(
      created.status === 201,
      `creating a listing on B answered ${created.status}: ${JSON.stringify(created.body)}`,
    );
    const id = created.body.id as number;
    const readOnA = await call(a, "GET", `/api/properties/${id}`);
    check(
      readOnA.status === 200 && readOnA.body.title === created.body.title,
      `the listing from B is not on A (${readOnA.status})`,
    );
    const search = await call(a, "GET", "/api/properties/search?search=creek&limit=100");
    check(JSON.stringify(search.body).includes(`"id":${id}`), "the listing from B is not in A's search");
    const patched = await call(a, "PATCH", `/api/properties/${id}`, { price: 870_000 }, cookie);
    check(patched.status === 200, `changing the listing through A answered ${patched.status}`);
    const readOnB = await call(b, "GET", `/api/properties/${id}`);
    check(readOnB.body.price === 870_000, "B does not see the change made through A");
    log("RESULT a listing created on B is visible on A (by id and in search) and A's change is visible on B");

    const logout = await call(b, "POST", "/api/logout", undefined, cookie);
    check(logout.status === 200, `logout on B answered ${logout.status}`);
    const afterLogout = await call(a, "GET", "/api/user", undefined, cookie);
    check(afterLogout.status === 401, `the session ended on B still works on A (${afterLogout.status})`);
    log("RESULT signing out on B ends the session on A too");

    // An operator's database: DATABASE_URL set, SEED_SAMPLE_DATA not, so no made-up listings.
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query("create database unseeded").finally(() => admin.end());
    const unseededUrl = postgres.url.replace(/\/postgres$/, "/unseeded");
    apps.push(await startApp(PORT_C, { DATABASE_URL: unseededUrl }));
    const unseeded = await queryCount(unseededUrl, "select count(*)::int as n from properties");
    check(unseeded === 0, `${unseeded} listings on a new database without SEED_SAMPLE_DATA, not 0`);
    log("RESULT an instance on an empty database with SEED_SAMPLE_DATA unset loads no sample listings");
  } finally {
    for (const app of apps) await app.stop();
    postgres.destroy();
  }
});
