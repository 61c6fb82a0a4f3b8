/**
 * The whole topology on loopback, as docker-compose.yml runs it: nginx balancing three instances of the
 * built app, a PostgreSQL primary with a streaming replica, Redis (sessions, rate limits, cache
 * invalidation, page views) and an S3-compatible store for photos (s3rver), all private to this script on
 * spare ports. Under bounded load (autocannon through nginx: a search, a page, a signed-in request and an
 * uploaded photo streamed from the bucket) it:
 *
 *   (a) restarts the instances one by one (SIGTERM, start, ready), expecting 0 errors;
 *   (b) kills one with SIGKILL, expecting no more errors than its requests in flight;
 *   (c) restarts Redis, expecting 0 errors (requests wait out the blip: server/lib/redis.ts);
 *   (d) stops the replica, expecting 0 errors;
 *
 * checks after each that the signed-in session still works, and measures throughput with 1, 2 and 3
 * instances behind the balancer.
 *
 *   npx tsx tests/resilience/topology.ts [--duration 15]      (CI: --duration 4)
 */
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import sharp from "sharp";
import { startS3TestServer, type S3TestServer } from "../helpers/s3-test-server";
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
  startRedisDaemon,
  type AppProcess,
  type Nginx,
  type PrivatePostgres,
  type RedisDaemon,
} from "./lib";

const flags = parseFlags();
const DURATION_SECONDS = Number(flags.duration ?? 15);
const CONNECTIONS = Number(flags.connections ?? 16);
const BASE_PORT = Number(flags["base-port"] ?? 5150);
const PORTS = {
  balancer: BASE_PORT,
  primary: BASE_PORT + 1,
  replica: BASE_PORT + 2,
  redis: BASE_PORT + 3,
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
  # nginx closes a client's keep-alive connection after 1,000 requests by default; the load generator
  # counts a request caught in that close as an error that no instance caused.
  keepalive_requests 1000000;
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

/** Uploads one photo as the signed-in user and answers its public address (streamed from the bucket). */
async function uploadPhoto(cookie: string): Promise<string> {
  const image = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 110, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("photo", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "topology.jpg");
  const res = await fetch(`http://127.0.0.1:${PORTS.balancer}/api/uploads`, {
    method: "POST",
    headers: { cookie },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await res.json()) as { url?: string };
  check(res.status === 201 && body.url, `photo upload answered ${res.status}: ${JSON.stringify(body)}`);
  return new URL(body.url, `http://127.0.0.1:${PORTS.balancer}`).pathname;
}

/**
 * Load through the balancer while `action` runs, then until `minimumSeconds` have passed: a search, the
 * /buy page, the signed-in user's own account (a 401 there would be a lost session) and a photo.
 */
async function loadDuring(
  name: string,
  cookie: string,
  photoPath: string,
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
      { method: "GET", path: photoPath },
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
  let redis: RedisDaemon | undefined;
  let s3: S3TestServer | undefined;
  let balancer: Nginx | undefined;
  const apps: AppProcess[] = [];
  try {
    primary = createPrivatePostgres(PORTS.primary);
    replica = createPrivatePostgres(PORTS.replica, { replicaOf: primary });
    redis = await startRedisDaemon(PORTS.redis, path.join(dir, "redis"));
    s3 = await startS3TestServer();
    const env = {
      DATABASE_URL: primary.url,
      DATABASE_REPLICA_URLS: replica.url,
      REDIS_URL: redis.url,
      ...s3.env,
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
        `${PORTS.replica}; Redis ${PORTS.redis}; s3rver ${s3.env.S3_ENDPOINT}`,
    );
    const cookie = await signUp(`http://127.0.0.1:${PORTS.balancer}`, "topology");
    const photo = await uploadPhoto(cookie);
    const keys = await s3.listKeys();
    check(keys.length === 3, `the bucket should hold the photo's 3 widths, holds ${keys.join(", ")}`);
    log(`photo ${photo} stored in the bucket as ${keys.join(", ")}`);
    const loadDuringWith = (name: string, action: () => Promise<void>) =>
      loadDuring(name, cookie, photo, action);
    const phases: Phase[] = [];

    phases.push(await loadDuringWith("baseline, 3 instances", async () => {}));
    phases.push(
      await loadDuringWith("(a) instances restarted one by one", async () => {
        for (let i = 0; i < apps.length; i++) {
          await apps[i].stop("SIGTERM");
          apps[i] = await start(PORTS.apps[i], false);
        }
      }),
    );
    phases.push(
      await loadDuringWith("(b) one instance killed (SIGKILL)", async () => {
        await apps[1].stop("SIGKILL");
        await sleep(2000);
        apps[1] = await start(PORTS.apps[1], false);
      }),
    );
    phases.push(
      await loadDuringWith("(c) Redis restarted", async () => {
        await redis!.stop();
        await sleep(300);
        await redis!.start();
        await sleep(1000);
      }),
    );
    phases.push(
      await loadDuringWith("(d) replica stopped", async () => {
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
    log(
      "RESULT (a), (c), (d): 0 errors; (b): at most the killed instance's requests in flight; sessions kept",
    );

    // Throughput with 1, 2 and 3 instances behind the balancer (same load, same machine).
    const scaling: string[] = [];
    for (const count of [1, 2, 3]) {
      await balancer.stop();
      balancer = await startBalancer(dir, PORTS.apps.slice(0, count));
      const phase = await loadDuringWith(`${count} instance${count > 1 ? "s" : ""}`, async () => {});
      check(phase.errors === 0, `${count} instances: ${phase.errors} errors`);
      scaling.push(`${count}: ${phase.requestsPerSecond} req/s`);
    }
    log(`RESULT throughput by instances behind the balancer: ${scaling.join(", ")}`);
  } finally {
    await balancer?.stop();
    for (const app of apps) await app.stop();
    await redis?.stop();
    await s3?.close();
    replica?.destroy();
    primary?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
