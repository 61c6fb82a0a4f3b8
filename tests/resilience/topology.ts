/**
 * The whole topology on loopback, as docker-compose.yml runs it: nginx balancing three instances of the
 * built app and a PostgreSQL primary with a streaming replica, all private to this script on spare ports.
 * (Redis and an S3-compatible store join when the app keeps state and photos there: issue 13, items 2-3.)
 * Under bounded load (autocannon through nginx: a search, a page, and a signed-in request) it:
 *
 *   (a) restarts the instances one by one (SIGTERM, start, ready), expecting 0 errors;
 *   (b) kills one with SIGKILL, expecting no more errors than its requests in flight;
 *   (c) stops the replica, expecting 0 errors;
 *
 * checks after each that the signed-in session still works, and measures throughput with 1, 2 and 3
 * instances behind the balancer.
 *
 *   npx tsx tests/resilience/topology.ts [--duration 15]      (CI: --duration 4)
 */
import fs from "node:fs";
import autocannon from "autocannon";
import {
  check,
  createPrivatePostgres,
  log,
  main,
  makeTempDir,
  NGINX_PROXY_HEADERS,
  parseFlags,
  probe,
  signUp,
  sleep,
  startApp,
  startNginx,
  type AppProcess,
  type Nginx,
  type PrivatePostgres,
} from "./lib";

const flags = parseFlags();
const DURATION_SECONDS = Number(flags.duration ?? 15);
const CONNECTIONS = Number(flags.connections ?? 16);
const BASE_PORT = Number(flags["base-port"] ?? 5150);
const PORTS = {
  balancer: BASE_PORT,
  primary: BASE_PORT + 1,
  replica: BASE_PORT + 2,
  apps: [BASE_PORT + 5, BASE_PORT + 6, BASE_PORT + 7],
};
interface Phase {
  name: string;
  requests: number;
  errors: number;
  non2xx: number;
  requestsPerSecond: number;
  sessionKept: boolean;
}

/** nginx balancing the given instances, retrying a request an instance could not answer on the next. */
function balancerHttpBlock(appPorts: number[]): string {
  return `
  access_log off;
  upstream app {
${appPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join("\n")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${PORTS.balancer};
    location / {
      proxy_pass http://app;
      ${NGINX_PROXY_HEADERS}
      # An instance that is stopping answers 503 (and closes), a killed one resets: try the next one.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 1s;
    }
  }`;
}

function startBalancer(dir: string, appPorts: number[]): Promise<Nginx> {
  return startNginx(dir, balancerHttpBlock(appPorts), `http://127.0.0.1:${PORTS.balancer}/healthz`);
}

/**
 * Load through the balancer while `action` runs, then until `minimumSeconds` have passed: a search, the
 * /buy page, and the signed-in user's own account (a 401 there would be a lost session).
 */
async function loadDuring(
  name: string,
  cookie: string,
  action: () => Promise<void>,
  minimumSeconds = DURATION_SECONDS,
): Promise<Phase> {
  const started = Date.now();
  // Without a callback autocannon answers a tracker that can be stopped and awaited (its types say Promise).
  const load = autocannon({
    url: `http://127.0.0.1:${PORTS.balancer}`,
    connections: CONNECTIONS,
    duration: 600,
    timeout: 20,
    requests: [
      { method: "GET", path: "/api/properties/search?priceType=sale&emirate=dubai&limit=12" },
      { method: "GET", path: "/buy" },
      { method: "GET", path: "/api/user", headers: { cookie } },
    ],
  });
  await sleep(500);
  await action();
  const remaining = minimumSeconds * 1000 - (Date.now() - started);
  if (remaining > 0) await sleep(remaining);
  (load as unknown as { stop(): void }).stop();
  const result = await load;
  const sessionKept =
    (await probe(`http://127.0.0.1:${PORTS.balancer}/api/user`, 5000, { headers: { cookie } })) === 200;
  const phase = {
    name,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requestsPerSecond: Math.round(result.requests.total / ((Date.now() - started) / 1000)),
    sessionKept,
  };
  log(
    `${name}: ${phase.requests} requests, ${phase.errors} errors, ${phase.non2xx} non-2xx ` +
      `${JSON.stringify(Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, (v as { count: number }).count])))}, ` +
      `${phase.requestsPerSecond} req/s, session kept: ${sessionKept}`,
  );
  return phase;
}

await main("topology", async () => {
  const dir = makeTempDir("topology");
  fs.chmodSync(dir, 0o755);
  let primary: PrivatePostgres | undefined;
  let replica: PrivatePostgres | undefined;
  let balancer: Nginx | undefined;
  const apps: AppProcess[] = [];
  try {
    primary = createPrivatePostgres(PORTS.primary);
    replica = createPrivatePostgres(PORTS.replica, { replicaOf: primary });
    const env = {
      DATABASE_URL: primary.url,
      DATABASE_REPLICA_URLS: replica.url,
      DATABASE_POOL_SIZE: "8",
      SESSION_SECRET: "topology-check-session-secret-0123456789abcdef",
      SAMPLE_LISTINGS: "300",
      SHUTDOWN_DRAIN_SECONDS: "2",
      RATE_LIMITS: "register-ip=off,login-ip=off,writes=off",
    };
    // The first instance migrates and seeds; the others start on the ready database.
    const start = (port: number, seed: boolean) =>
      startApp(port, { ...env, SEED_SAMPLE_DATA: String(seed) }, { readyTimeoutMs: 240_000 });
    apps.push(await start(PORTS.apps[0], true));
    apps.push(await start(PORTS.apps[1], false), await start(PORTS.apps[2], false));
    balancer = await startBalancer(dir, PORTS.apps);
    log(
      `nginx on ${PORTS.balancer} → instances ${PORTS.apps.join(", ")}; PostgreSQL ${PORTS.primary} + replica ` +
        `${PORTS.replica}`,
    );
    const cookie = await signUp(`http://127.0.0.1:${PORTS.balancer}`, "topology");
    const phases: Phase[] = [];

    phases.push(await loadDuring("baseline, 3 instances", cookie, async () => {}));
    phases.push(
      await loadDuring("(a) instances restarted one by one", cookie, async () => {
        for (let i = 0; i < apps.length; i++) {
          await apps[i].stop("SIGTERM");
          apps[i] = await start(PORTS.apps[i], false);
        }
      }),
    );
    phases.push(
      await loadDuring("(b) one instance killed (SIGKILL)", cookie, async () => {
        await apps[1].stop("SIGKILL");
        await sleep(2000);
        apps[1] = await start(PORTS.apps[1], false);
      }),
    );
    phases.push(
      await loadDuring("(c) replica stopped", cookie, async () => {
        replica!.stop("immediate");
        await sleep(2000);
      }),
    );
    replica.start();

    for (const phase of phases) {
      check(phase.sessionKept, `${phase.name}: the signed-in session was lost`);
      if (phase.name.startsWith("(b)")) {
        check(
          phase.errors + phase.non2xx <= CONNECTIONS,
          `${phase.name}: more failures than requests in flight`,
        );
      } else {
        check(
          phase.errors === 0 && phase.non2xx === 0,
          `${phase.name}: ${phase.errors} errors, ${phase.non2xx} non-2xx`,
        );
      }
    }
    log("RESULT (a), (c): 0 errors; (b): at most the killed instance's requests in flight; sessions kept");

    // Throughput with 1, 2 and 3 instances behind the balancer (same load, same machine).
    const scaling: string[] = [];
    for (const count of [1, 2, 3]) {
      await balancer.stop();
      balancer = await startBalancer(dir, PORTS.apps.slice(0, count));
      const phase = await loadDuring(`${count} instance${count > 1 ? "s" : ""}`, cookie, async () => {});
      check(phase.errors === 0, `${count} instances: ${phase.errors} errors`);
      scaling.push(`${count}: ${phase.requestsPerSecond} req/s`);
    }
    log(`RESULT throughput by instances behind the balancer: ${scaling.join(", ")}`);
  } finally {
    await balancer?.stop();
    for (const app of apps) await app.stop();
    replica?.destroy();
    primary?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
