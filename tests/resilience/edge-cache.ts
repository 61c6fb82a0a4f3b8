/**
 * The built app behind a real caching proxy (nginx's proxy_cache, on loopback, configured as
 * docs/operations.md shows): anonymous pages are served from the cache, a signed-in page is never cached
 * nor given to another visitor, and a published change shows within EDGE_CACHE_SECONDS plus the app's own
 * page cache. Reports the cache's hit ratio under load.
 *
 *   npx tsx tests/resilience/edge-cache.ts [--duration 30] [--connections 20]
 */
import fs from "node:fs";
import type autocannon from "autocannon";
import path from "node:path";
import {
  check,
  describeLoad,
  listingBody,
  log,
  main,
  makeTempDir,
  NGINX_PROXY_HEADERS,
  parseFlags,
  postJson,
  runLoad,
  signUp,
  sleep,
  startApp,
  startNginx,
  type AppProcess,
} from "./lib";

const flags = parseFlags();
const APP_PORT = Number(flags["app-port"] ?? 5121);
const PROXY_PORT = Number(flags["proxy-port"] ?? 5122);
const DURATION_SECONDS = Number(flags.duration ?? 10);
const CONNECTIONS = Number(flags.connections ?? 20);
const EDGE_CACHE_SECONDS = 10;
/** The app's own render cache (PUBLIC_CACHE_SECONDS, 5 by default) can add its seconds to the edge's. */
const APP_CACHE_SECONDS = 5;
const CHANGE_VISIBLE_WITHIN_SECONDS = EDGE_CACHE_SECONDS + APP_CACHE_SECONDS + 5;

/** The proxy's configuration: what an operator would run in front of the app (docs/operations.md). */
function proxyHttpBlock(dir: string): string {
  return `
  log_format cache '$upstream_cache_status $status $request_uri';
  access_log ${dir}/access.log cache;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:10m max_size=200m inactive=10m use_temp_path=off;
  # A session (upm.sid) or a development host's site choice (upm.domain): never from or into the cache.
  map $http_cookie $private_visitor {
    default 0;
    "~(^|;\\s*)upm\\.(sid|domain)=" 1;
  }
  upstream app {
    server 127.0.0.1:${APP_PORT};
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${PROXY_PORT};
    location / {
      proxy_pass http://app;
      ${NGINX_PROXY_HEADERS}
      proxy_cache pages;
      proxy_cache_key $scheme$http_host$request_uri;
      proxy_cache_bypass $private_visitor;
      proxy_no_cache $private_visitor;
      proxy_cache_lock on;
      proxy_cache_revalidate on;
      proxy_cache_background_update on;
      proxy_cache_use_stale updating error timeout http_502 http_503 http_504;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }`;
}

interface Proxy {
  url: string;
  accessLog: string;
  stop(): Promise<void>;
}

async function startProxy(dir: string): Promise<Proxy> {
  const url = `http://127.0.0.1:${PROXY_PORT}`;
  const nginx = await startNginx(dir, proxyHttpBlock(dir), `${url}/healthz`);
  return { url, accessLog: path.join(dir, "access.log"), stop: nginx.stop };
}

async function get(url: string, cookie?: string) {
  const res = await fetch(url, {
    headers: cookie ? { cookie } : {},
    signal: AbortSignal.timeout(15_000),
  });
  return {
    status: res.status,
    cache: res.headers.get("x-cache-status") ?? "",
    cacheControl: res.headers.get("cache-control") ?? "",
    body: await res.text(),
  };
}

/** Cache statuses (HIT, MISS, EXPIRED, UPDATING, BYPASS…) in the proxy's log since `fromLine`. */
function cacheStatuses(accessLog: string, fromLine: number): Record<string, number> {
  const counts: Record<string, number> = {};
  const lines = fs.readFileSync(accessLog, "utf8").trim().split("\n").slice(fromLine);
  for (const line of lines) {
    const status = line.split(" ")[0] || "-";
    counts[status] = (counts[status] ?? 0) + 1;
  }
  return counts;
}

/** An anonymous visitor's cookies as a real site sees them: analytics ids and a signed-out device cookie. */
function realisticAnonymousCookies(visitor: number): string {
  return `_ga=GA1.1.${1000 + visitor}.1733500000; _gid=GA1.1.${visitor}.1733500000; upm.device=${visitor}.d${visitor}.sig`;
}

function lineCount(file: string): number {
  return fs.readFileSync(file, "utf8").trim().split("\n").filter(Boolean).length;
}

await main("edge cache", async () => {
  const dir = makeTempDir("edge-cache");
  let app: AppProcess | undefined;
  let proxy: Proxy | undefined;
  try {
    app = await startApp(APP_PORT, {
      DATA_DIR: path.join(dir, "db"),
      UPLOAD_DIR: path.join(dir, "uploads"),
      SAMPLE_LISTINGS: "200",
      EDGE_CACHE_SECONDS: String(EDGE_CACHE_SECONDS),
      RATE_LIMITS: "register-ip=off,login-ip=off,writes=off",
    });
    proxy = await startProxy(dir);
    log(`app on ${APP_PORT}, nginx proxy_cache in front on ${PROXY_PORT}`);

    // (1) An anonymous page: a miss, then hits; public, with no per-visitor bytes.
    const first = await get(`${proxy.url}/buy`);
    const second = await get(`${proxy.url}/buy`);
    check(first.status === 200 && /s-maxage=/.test(first.cacheControl), `/buy: ${first.cacheControl}`);
    check(second.cache === "HIT", `a second anonymous /buy was ${second.cache || "not cached"}`);
    check(second.body === first.body, "the cached page differs from the one first served");
    const withCookies = await get(`${proxy.url}/buy`, realisticAnonymousCookies(1));
    check(withCookies.cache === "HIT", `/buy with an analytics cookie was ${withCookies.cache}`);
    log(
      "RESULT an anonymous page is kept by the proxy: MISS, then HIT with the same bytes, also for a visitor " +
        "with an analytics cookie and a signed-out device cookie",
    );

    // (2) A signed-in visitor: never cached, never served to anyone else.
    const cookie = await signUp(proxy.url, "edge");
    const me = (await (await fetch(`${proxy.url}/api/user`, { headers: { cookie } })).json()) as {
      username: string;
    };
    for (let i = 0; i < 3; i++) {
      const signedIn = await get(`${proxy.url}/buy`, cookie);
      check(signedIn.cache === "BYPASS", `a signed-in /buy was ${signedIn.cache}`);
      check(
        signedIn.cacheControl === "private, no-store",
        `signed-in Cache-Control: ${signedIn.cacheControl}`,
      );
      check(signedIn.body.includes(me.username), "the signed-in page does not show its user");
    }
    const anonymousAfter = await get(`${proxy.url}/buy`);
    check(!anonymousAfter.body.includes(me.username), "an anonymous visitor was served a signed-in page");
    log(
      "RESULT a signed-in page bypasses the cache (private, no-store) and never reaches an anonymous visitor",
    );

    // (3) A published change shows within the stated seconds.
    const created = await postJson(
      `${proxy.url}/api/properties`,
      listingBody(`Edge cache check ${Date.now()}: one-bedroom by the corniche`),
      {
        cookie,
      },
    );
    check(created.status === 201, `creating a listing answered ${created.status}`);
    const listingPath = `/property/${created.body.id as number}`;
    await get(`${proxy.url}${listingPath}`);
    const cached = await get(`${proxy.url}${listingPath}`);
    check(cached.cache === "HIT", `the listing page was ${cached.cache} on its second visit`);
    const newTitle = `Edge cache check ${Date.now()}: renamed after publishing`;
    const patched = await fetch(`${proxy.url}/api/properties/${created.body.id as number}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ title: newTitle }),
    });
    check(patched.status === 200, `renaming the listing answered ${patched.status}`);
    const changedAt = Date.now();
    let shownAfter = -1;
    while (Date.now() - changedAt < CHANGE_VISIBLE_WITHIN_SECONDS * 1000) {
      if ((await get(`${proxy.url}${listingPath}`)).body.includes(newTitle)) {
        shownAfter = (Date.now() - changedAt) / 1000;
        break;
      }
      await sleep(250);
    }
    check(shownAfter >= 0, `the change did not show within ${CHANGE_VISIBLE_WITHIN_SECONDS} s`);
    log(
      `RESULT a published change showed through the cache after ${shownAfter.toFixed(1)} s ` +
        `(stated: within ${CHANGE_VISIBLE_WITHIN_SECONDS} s = EDGE_CACHE_SECONDS ${EDGE_CACHE_SECONDS} + the app's ${APP_CACHE_SECONDS} + 5)`,
    );

    // (4) Load on anonymous pages: the hit ratio, and throughput against the app alone.
    const paths = ["/", "/buy", "/rent", "/buy?beds=2", "/rent?propertyType=Villa", "/areas", listingPath];
    // Each request carries cookies of its own, as real visitors' do (an analytics id, a signed-out
    // device cookie): they must not split the cache.
    let visitor = 0;
    const requests: autocannon.Request[] = paths.map((p) => ({
      method: "GET",
      path: p,
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, cookie: realisticAnonymousCookies(++visitor) },
      }),
    }));
    const fromLine = lineCount(proxy.accessLog);
    const throughProxy = await runLoad({
      title: "anonymous pages through nginx",
      url: proxy.url,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      requests,
    });
    log(describeLoad(throughProxy));
    const statuses = cacheStatuses(proxy.accessLog, fromLine);
    const served = Object.values(statuses).reduce((a, b) => a + b, 0);
    const hits = (statuses.HIT ?? 0) + (statuses.UPDATING ?? 0) + (statuses.STALE ?? 0);
    const hitRatio = served ? hits / served : 0;
    log(`cache statuses under load: ${JSON.stringify(statuses)}`);
    check(throughProxy.errors === 0 && throughProxy.non2xx === 0, "errors under load through the proxy");
    check(hitRatio >= 0.95, `the hit ratio under load was ${(hitRatio * 100).toFixed(1)}%`);
    const direct = await runLoad({
      title: "the same pages from the app alone",
      url: app.url,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      requests,
    });
    log(describeLoad(direct));
    log(
      `RESULT hit ratio ${(hitRatio * 100).toFixed(1)}% over ${served} requests; ` +
        `${throughProxy.requestsPerSecond} req/s through the cache vs ${direct.requestsPerSecond} from the app alone ` +
        `(×${(throughProxy.requestsPerSecond / Math.max(1, direct.requestsPerSecond)).toFixed(1)})`,
    );
  } finally {
    await proxy?.stop();
    await app?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
