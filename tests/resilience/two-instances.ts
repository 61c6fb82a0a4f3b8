/**
 * Two instances of the built app on one PostgreSQL (a private cluster made and removed here), as behind a
 * load balancer: sign in on one and use the session on the other; a listing created on one is visible on
 * the other, and its owner can change it through the other.
 *
 *   npx tsx tests/resilience/two-instances.ts
 */
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
const PG_PORT = Number(flags["pg-port"] ?? 5117);

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
  const pg = createPrivatePostgres(PG_PORT);
  const apps: AppProcess[] = [];
  try {
    // No SESSION_SECRET: the first instance generates one into the database and the second reads it.
    const env = { DATABASE_URL: pg.url, SEED_SAMPLE_DATA: "true", SAMPLE_LISTINGS: "100" };
    apps.push(await startApp(PORT_A, env));
    apps.push(await startApp(PORT_B, env));
    const [a, b] = apps;
    log(`instances on ports ${PORT_A} and ${PORT_B}, one private PostgreSQL on ${PG_PORT}`);

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
  } finally {
    for (const app of apps) await app.stop();
    pg.destroy();
  }
});
