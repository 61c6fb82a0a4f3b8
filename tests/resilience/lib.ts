/**
 * Helpers for the load and fault scripts: start the BUILT server (dist/) as a child process, a private
 * PostgreSQL cluster in a temporary folder, and autocannon runs. Loopback only; everything started here
 * is stopped here, and every wait is bounded.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

/** Where the built app is: APP_DIR, or the working directory (CI runs these after `npm run build`). */
export const appDir = path.resolve(process.env.APP_DIR ?? process.cwd());

export function parseFlags(argv = process.argv.slice(2)): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!match) continue;
    if (match[2] !== undefined) flags[match[1]] = match[2];
    else if (argv[i + 1] && !argv[i + 1].startsWith("--")) flags[match[1]] = argv[++i];
    else flags[match[1]] = "true";
  }
  return flags;
}

/**
 * Whatever is still running when the script ends — normally or by `timeout`'s SIGTERM — is stopped: app
 * processes are killed and private clusters removed, so nothing outlives the script.
 */
const leftovers = new Set<() => void>();
function cleanUpLeftovers() {
  for (const cleanUp of leftovers) {
    try {
      cleanUp();
    } catch {
      // Best effort: the rest still get their turn.
    }
  }
  leftovers.clear();
}
process.on("exit", cleanUpLeftovers);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    log(`${signal}: stopping everything this script started`);
    cleanUpLeftovers();
    process.exit(1);
  });
}

export function makeTempDir(name: string): string {
  const base = process.env.RESILIENCE_TMP ?? os.tmpdir();
  fs.mkdirSync(base, { recursive: true });
  return fs.mkdtempSync(path.join(base, `${name}-`));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function log(message: string) {
  process.stdout.write(`[${new Date().toISOString().slice(11, 23)}] ${message}\n`);
}

/** Fails the script with a message (the caller's finally blocks still clean up). */
export class CheckFailed extends Error {}
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}

export interface AppProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `node dist/server/index.js` with production settings plus `env`, and waits for /readyz. */
export async function startApp(
  port: number,
  env: Record<string, string>,
  options: { readyTimeoutMs?: number; waitReady?: boolean } = {},
): Promise<AppProcess> {
  const entry = path.join(appDir, "dist/server/index.js");
  check(fs.existsSync(entry), `${entry} is missing: build first (npm run build), or set APP_DIR`);
  const child = spawn(process.execPath, [entry], {
    cwd: appDir,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      ...env,
      // The load comes from one address: the per-client `reads` limit is off unless a script sets it.
      RATE_LIMITS: ["reads=off", env.RATE_LIMITS].filter(Boolean).join(","),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  // RESILIENCE_APP_LOG=<folder>: the app's whole output is also written there, for a failure's post-mortem.
  const logFile = process.env.RESILIENCE_APP_LOG
    ? fs.createWriteStream(path.join(process.env.RESILIENCE_APP_LOG, `app-${port}-${Date.now()}.log`))
    : undefined;
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    logFile?.write(chunk);
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const killLeftover = () => child.kill("SIGKILL");
  leftovers.add(killLeftover);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.on("exit", (code, signal) => {
      leftovers.delete(killLeftover);
      resolve({ code, signal, at: Date.now() });
    }),
  );
  const app: AppProcess = {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timeout = sleep(15_000).then(() => "timeout");
      if ((await Promise.race([exited, timeout])) === "timeout") child.kill("SIGKILL");
      await exited;
    },
  };
  if (options.waitReady === false) return app;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 180_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if ((await probe(`${app.url}/readyz`, 1000)) === 200) return app;
    await sleep(250);
  }
  await app.stop("SIGKILL");
  throw new CheckFailed(`the app on port ${port} did not become ready:\n${output.slice(-3000)}`);
}

/** Status of a GET (0 when refused or timed out). */
export async function probe(url: string, timeoutMs = 2000, init: RequestInit = {}): Promise<number> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

export interface LoadFigures {
  title: string;
  connections: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCounts: Record<string, number>;
}

export async function runLoad(options: {
  title: string;
  url: string;
  connections: number;
  durationSeconds: number;
  timeoutSeconds?: number;
  requests?: autocannon.Request[];
}): Promise<LoadFigures> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: options.timeoutSeconds ?? 30,
    requests: options.requests,
  });
  const statusCounts: Record<string, number> = {};
  for (const [code, count] of Object.entries(result.statusCodeStats ?? {}))
    statusCounts[code] = (count as { count: number }).count;
  return {
    title: options.title,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCounts,
  };
}

export function describeLoad(f: LoadFigures): string {
  return (
    `${f.title}: ${f.connections} connections for ${f.durationSeconds}s → ${f.requests.toLocaleString("en-US")} requests, ` +
    `${f.requestsPerSecond.toLocaleString("en-US")} req/s, p50 ${f.p50} ms, p90 ${f.p90} ms, p99 ${f.p99} ms, max ${f.max} ms, ` +
    `errors ${f.errors}, timeouts ${f.timeouts}, non-2xx ${f.non2xx} (${JSON.stringify(f.statusCounts)})`
  );
}

const POSTGRES_BIN_DIRS = [
  process.env.PG_BIN,
  "/usr/lib/postgresql/17/bin",
  "/usr/lib/postgresql/16/bin",
  "/usr/lib/postgresql/15/bin",
  "/usr/local/bin",
  "/usr/bin",
].filter(Boolean) as string[];

export interface PrivatePostgres {
  url: string;
  port: number;
  /** "fast" (default) disconnects clients and stops; "immediate" aborts like a crash (recovery on start). */
  stop(mode?: "fast" | "immediate"): void;
  start(): void;
  /** Stops the server and deletes the whole cluster folder. */
  destroy(): void;
}

/**
 * A throw-away PostgreSQL cluster: initdb into a temporary folder, listening on 127.0.0.1:`port` only
 * (its socket in the same folder), trust authentication for the local user. Never the machine's own
 * server. As root, the cluster runs as the `postgres` system user (PostgreSQL refuses to run as root).
 * With `replicaOf`, the cluster is a streaming replica of that one, made with pg_basebackup.
 */
export function createPrivatePostgres(
  port: number,
  setup: { replicaOf?: PrivatePostgres } = {},
): PrivatePostgres {
  const bin = POSTGRES_BIN_DIRS.find((dir) => fs.existsSync(path.join(dir, "initdb")));
  check(bin, `initdb not found in ${POSTGRES_BIN_DIRS.join(", ")} (install PostgreSQL or set PG_BIN)`);
  // Directly in the system temporary folder: the `postgres` user must be able to reach it.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "upm-pg-"));
  const dataDir = path.join(root, "data");
  const logFile = path.join(root, "server.log");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    fs.chmodSync(root, 0o777);
    spawnSync("chown", ["-R", "postgres:postgres", root]);
  }
  const run = (command: string, args: string[], allowFailure = false) => {
    const full = path.join(bin, command);
    const result = asRoot
      ? spawnSync("runuser", ["-u", "postgres", "--", full, ...args], { encoding: "utf8" })
      : spawnSync(full, args, { encoding: "utf8" });
    if (result.status !== 0 && !allowFailure) {
      throw new CheckFailed(`${command} failed: ${result.stderr || result.stdout}`);
    }
  };
  if (setup.replicaOf) {
    // A streaming replica: a base backup of the primary with its standby settings written (-R).
    const source = ["-h", "127.0.0.1", "-p", String(setup.replicaOf.port), "-U", "postgres"];
    run("pg_basebackup", [...source, "-D", dataDir, "-R", "-X", "stream", "--no-sync"]);
  } else {
    run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  }
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const pg: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => run("pg_ctl", ["-D", dataDir, "-o", options, "-l", logFile, "-w", "-t", "30", "start"]),
    // "fast": disconnect clients and stop at once, as a failover looks to the app; "immediate": every
    // server process quits at once, open transactions and all, as a crash does.
    stop: (mode = "fast") => run("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "-t", "30", "stop"], true),
    destroy: () => {
      leftovers.delete(pg.destroy);
      pg.stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  leftovers.add(pg.destroy);
  pg.start();
  return pg;
}

/** Runs `work`, printing a failure and exiting 1 on a failed check or error, 0 otherwise. */
export async function main(name: string, work: () => Promise<void>) {
  const started = Date.now();
  try {
    await work();
    log(`${name}: PASSED in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    process.exit(0);
  } catch (error) {
    log(`${name}: FAILED: ${error instanceof Error ? error.message : String(error)}`);
    if (!(error instanceof CheckFailed) && error instanceof Error) console.error(error.stack);
    process.exit(1);
  }
}

/** A POST with a JSON body: status, parsed body (or {}), headers; network failures are thrown. */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  timeoutMs = 15_000,
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { text: text.slice(0, 200) };
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/**
 * The session cookie ("upm.sid=…") among a response's Set-Cookie headers. Not simply the first: sign-in
 * also sets a trusted-browser cookie (server/features/auth/login-limit.ts).
 */
export function sessionCookieFrom(headers: Headers): string {
  const cookie = headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .find((pair) => pair.startsWith("upm.sid="));
  check(cookie, `no session cookie was set: ${JSON.stringify(headers.getSetCookie())}`);
  return cookie;
}

/** Registers a fresh user on the app and answers its session cookie ("upm.sid=…"). */
export async function signUp(appUrl: string, prefix: string): Promise<string> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const res = await postJson(`${appUrl}/api/register`, {
    username: `${prefix}_${stamp}`,
    email: `${prefix}_${stamp}@example.com`,
    password: `${prefix} test password`,
  });
  check(res.status === 201, `register answered ${res.status}: ${JSON.stringify(res.body)}`);
  const cookie = sessionCookieFrom(res.headers);
  // Every cookie the sign-up set, as a browser sends them: `upm.wrote` keeps this visitor's reads on the
  // primary for a few seconds, where the new account already is (a replica may not have it yet).
  const allCookies = res.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  const me = await fetch(`${appUrl}/api/user`, {
    headers: { cookie: allCookies },
    signal: AbortSignal.timeout(15_000),
  });
  check(me.status === 200, `the new session is not signed in: GET /api/user answered ${me.status}`);
  return cookie;
}

/** What an nginx proxy in front of the app passes on: keep-alive upstream, the visitor's host and address. */
export const NGINX_PROXY_HEADERS = `proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;`;

/** A valid body for POST /api/properties (Sharjah: publishing needs no permit there). */
export function listingBody(title: string): Record<string, unknown> {
  return {
    title,
    description: "Written by a resilience script while the server is under a fault.",
    location: "Al Majaz",
    price: 500_000,
    priceType: "sale",
    propertyType: "Apartment",
    beds: 1,
    baths: 1,
    sqft: 700,
    status: "published",
  };
}

export interface Nginx {
  stop(): Promise<void>;
}

/**
 * Runs Debian's nginx in the foreground with its pid, logs and temporary files in `dir` and `http` as the
 * directives of its http block; resolves once `readyUrl` answers 200. As root, nginx would run its workers
 * as nobody, who cannot enter a script's private temporary folder, so they run as root here.
 */
export async function startNginx(dir: string, http: string, readyUrl: string): Promise<Nginx> {
  const binary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => fs.existsSync(file));
  check(binary, "nginx is not installed (apt-get install nginx-light)");
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${http}
}
`,
  );
  const child = spawn(binary, ["-p", dir, "-c", conf], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // SIGTERM, not SIGKILL: a killed master leaves its workers behind, holding the port.
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    if ((await Promise.race([exited, sleep(10_000).then(() => "timeout")])) === "timeout")
      child.kill("SIGKILL");
    await exited;
  };
  leftovers.add(() => child.kill("SIGTERM"));
  for (let i = 0; i < 40 && child.exitCode === null; i++) {
    if ((await probe(readyUrl, 1000)) === 200) return { stop };
    await sleep(250);
  }
  await stop();
  throw new CheckFailed(`nginx did not start: ${output}`);
}

export interface RedisDaemon {
  url: string;
  /** Stops it (SIGTERM: it writes its append-only file and exits), then it can be started again. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A redis-server of the script's own on `port`, persisting to an append-only file in `dir` as a
 * production Redis holding sessions would (so a restart keeps them); resolves once it accepts connections.
 */
export async function startRedisDaemon(port: number, dir: string): Promise<RedisDaemon> {
  const binary = ["/usr/bin/redis-server", "/usr/local/bin/redis-server"].find((file) => fs.existsSync(file));
  check(binary, "redis-server is not installed (apt-get install redis-server)");
  fs.mkdirSync(dir, { recursive: true });
  let child: ChildProcess | undefined;
  const start = async () => {
    const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "yes"];
    const running = spawn(binary, [...args, "--dir", dir], { stdio: ["ignore", "pipe", "pipe"] });
    child = running;
    const kill = () => running.kill("SIGKILL");
    leftovers.add(kill);
    running.once("exit", () => leftovers.delete(kill));
    let output = "";
    const ready = new Promise<void>((resolve, reject) => {
      running.stdout!.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (/ready to accept connections/i.test(output)) resolve();
      });
      running.once("exit", (code) => reject(new CheckFailed(`redis-server exited (${code}): ${output}`)));
    });
    await Promise.race([ready, sleep(10_000).then(() => Promise.reject(new CheckFailed("redis timed out")))]);
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    if ((await Promise.race([exited, sleep(10_000).then(() => "timeout")])) === "timeout")
      running.kill("SIGKILL");
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}
