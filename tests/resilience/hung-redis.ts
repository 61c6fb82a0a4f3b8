/**
 * Hung Redis (issue 25, item 3): the app (in this process, on a private database and a private
 * redis-server) under steady signed-in load while Redis is paused with SIGSTOP — it keeps its socket open
 * and answers nothing, unlike a killed Redis — for `--pause` seconds, then resumed with SIGCONT.
 *
 * Prints, for the time before, during and after the pause: each kind of request's count, statuses and
 * latencies (a signed-in GET /api/user, a sign-in, an anonymous search, /readyz) and the lines the app
 * logged at warn level and above. Exits 1 when a request during the pause took longer than --max-ms
 * (default 2,000) or the app did not serve a signed-in request again within 5 s of SIGCONT.
 *
 *   npx tsx tests/resilience/hung-redis.ts [--pause 25] [--max-ms 2000] [--database-url postgres://…]
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import pg from "pg";
import { pino } from "pino";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { prepareDatabase } from "../../server/db/prepare";
import { createSessionMiddleware, resolveSessionSecret } from "../../server/features/auth/session";
import { createHttpServer } from "../../server/lib/http-server";
import type { Logger } from "../../server/lib/logger";
import { createSharedRedis } from "../../server/lib/redis";
import { unsubscribeSecret } from "../../server/lib/unsubscribe-links";
import { check, log, main, parseFlags, sleep } from "./lib";

const flags = parseFlags();
const pauseSeconds = Number(flags.pause ?? 25);
const maxMs = Number(flags["max-ms"] ?? 2000);
const adminUrl = flags["database-url"] ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_PORT = Number(flags["redis-port"] ?? 6391);
const BEFORE_MS = 5_000;
const AFTER_MS = 10_000;
/** A request still unanswered after this is counted as "no answer". */
const CLIENT_TIMEOUT_MS = 40_000;

type Phase = "before" | "paused" | "after";
interface Sample {
  kind: string;
  phase: Phase;
  status: number | "no answer";
  ms: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function startRedis(port: number) {
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", ""], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`redis-server exited with ${code}`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      if (/ready to accept connections/i.test(chunk.toString())) resolve();
    });
  });
  process.on("exit", () => child.kill("SIGKILL"));
  return child;
}

/** The app as server/index.ts builds it (without pages and jobs), logging into `lines`. */
async function startAppInProcess(databaseUrl: string, redisUrl: string, lines: string[]) {
  const config = loadConfig({
    NODE_ENV: "development",
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: "hung:",
    SEED_SAMPLE_DATA: "false",
    // Sign-in counted per address, as in production; no limit on the script's reads.
    RATE_LIMITS: "login-ip=500/900,register-ip=20/3600,reads=off",
    LOG_LEVEL: "warn",
  });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(line);
      done();
    },
  });
  const logger = pino({ level: "warn" }, sink) as unknown as Logger;
  const database = await openDatabase({ kind: "postgres", url: databaseUrl, poolSize: 10 });
  await prepareDatabase(database, { seedSampleData: false, sampleListings: 0 }, logger);
  const redis = createSharedRedis(redisUrl, "hung:", logger);
  check(await redis.whenReady(5_000), "the app did not reach the private redis-server");
  const sessions = createSessionMiddleware(
    database,
    await resolveSessionSecret(database.db, undefined),
    { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs },
    { redis, logger },
  );
  await unsubscribeSecret(database.db, config);
  const app = createApp({ config, database, sessions, logger, redis });
  const http = createHttpServer(app, { ...config.http, isTrustedProxy: () => false, drainMs: 0 });
  await new Promise<void>((resolve) => http.server.listen(0, "127.0.0.1", resolve));
  const { port } = http.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      http.server.closeAllConnections();
      http.server.close();
      sessions.close();
      await redis.close();
      await database.close();
    },
  };
}

async function timed(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number | "no answer"; ms: number }> {
  const startedAt = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
    await res.arrayBuffer();
    return { status: res.status, ms: Math.round(performance.now() - startedAt) };
  } catch {
    return { status: "no answer", ms: Math.round(performance.now() - startedAt) };
  }
}

const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

void main("hung-redis", async () => {
  const databaseName = `hung_redis_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${databaseName}`);
  const redisServer = await startRedis(REDIS_PORT);
  const lines: string[] = [];
  const app = await startAppInProcess(databaseUrl, `redis://127.0.0.1:${REDIS_PORT}`, lines);
  try {
    const credentials = { username: "hungredis", password: "correct horse battery staple" };
    const registered = await fetch(
      `${app.url}/api/register`,
      json({ ...credentials, email: "hungredis@example.com", locale: "en" }),
    );
    check(registered.status === 201, `register answered ${registered.status}`);
    const cookie = (registered.headers.getSetCookie().find((c) => c.startsWith("upm.sid=")) ?? "").split(
      ";",
    )[0];
    check(cookie, "register set no session cookie");

    let phase: Phase = "before";
    let running = true;
    const samples: Sample[] = [];
    const loop = async (
      kind: string,
      everyMs: number,
      send: () => Promise<{ status: number | "no answer"; ms: number }>,
    ) => {
      while (running) {
        const sentIn = phase;
        const answer = await send();
        samples.push({ kind, phase: sentIn, ...answer });
        await sleep(everyMs);
      }
    };
    const loops = [
      loop("signed-in GET /api/user", 100, () => timed(`${app.url}/api/user`, { headers: { cookie } })),
      loop("signed-in GET /api/user", 100, () => timed(`${app.url}/api/user`, { headers: { cookie } })),
      loop("POST /api/login", 500, () => timed(`${app.url}/api/login`, json(credentials))),
      loop("anonymous GET /api/properties", 100, () => timed(`${app.url}/api/properties?limit=1`)),
      loop("GET /readyz", 1000, () => timed(`${app.url}/readyz`)),
    ];
    await sleep(BEFORE_MS);
    const linesBefore = lines.length;
    log(`SIGSTOP redis-server (pid ${redisServer.pid}) for ${pauseSeconds} s`);
    redisServer.kill("SIGSTOP");
    phase = "paused";
    await sleep(pauseSeconds * 1000);
    redisServer.kill("SIGCONT");
    const linesDuring = lines.slice(linesBefore);
    const resumedAt = Date.now();
    phase = "after";
    log("SIGCONT");
    let servedAgainMs: number | undefined;
    while (Date.now() - resumedAt < AFTER_MS) {
      const me = await timed(`${app.url}/api/user`, { headers: { cookie } });
      if (me.status === 200 && servedAgainMs === undefined) servedAgainMs = Date.now() - resumedAt;
      await sleep(100);
    }
    running = false;
    await Promise.all(loops);

    for (const kind of [...new Set(samples.map((s) => s.kind))]) {
      for (const p of ["before", "paused", "after"] as const) {
        const of = samples.filter((s) => s.kind === kind && s.phase === p);
        const ms = of.map((s) => s.ms).sort((a, b) => a - b);
        const statuses: Record<string, number> = {};
        for (const s of of) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
        log(
          `${kind.padEnd(30)} ${p.padEnd(6)} n=${String(of.length).padStart(4)} statuses=${JSON.stringify(statuses)} ` +
            `p50=${percentile(ms, 50)} p99=${percentile(ms, 99)} max=${ms.at(-1) ?? 0} ms`,
        );
      }
    }
    log(`warn+ lines logged during the pause: ${linesDuring.length}`);
    for (const line of linesDuring) {
      const { msg, level } = JSON.parse(line) as { msg: string; level: number };
      log(`  [${level}] ${msg}`);
    }
    log(`after SIGCONT, first signed-in 200 within ${servedAgainMs ?? "never"} ms`);
    const slowest = Math.max(...samples.filter((s) => s.phase === "paused").map((s) => s.ms));
    check(slowest <= maxMs, `a request during the pause took ${slowest} ms (limit ${maxMs})`);
    check(servedAgainMs !== undefined && servedAgainMs <= 5_000, "not served again within 5 s of SIGCONT");
  } finally {
    redisServer.kill("SIGCONT");
    await app.close();
    redisServer.kill("SIGKILL");
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
});
