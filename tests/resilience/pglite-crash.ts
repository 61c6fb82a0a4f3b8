/**
 * Embedded database (PGlite) crash safety: while clients write listings through the built app, the
 * process is killed with SIGKILL; on restart on the same data folder every write that had been answered
 * 201 is there. Also: a second process started on a data folder in use is refused with a clear message
 * (and the first keeps serving).
 *
 *   npx tsx tests/resilience/pglite-crash.ts [--writers 8] [--seconds 5]
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import {
  appDir,
  check,
  listingBody,
  log,
  main,
  makeTempDir,
  parseFlags,
  probe,
  sessionCookieFrom,
  sleep,
  startApp,
  type AppProcess,
} from "./lib";

const flags = parseFlags();
const writers = Number(flags.writers ?? 8);
const writeSeconds = Number(flags.seconds ?? 5);
const PORT = Number(flags.port ?? 5111);
const SECOND_PORT = Number(flags["second-port"] ?? 5112);

async function post(app: AppProcess, path: string, body: unknown, cookie?: string) {
  const res = await fetch(app.url + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: res.headers,
  };
}

await main("PGlite kill -9", async () => {
  const dataDir = path.join(makeTempDir("upm-crash"), "db");
  // Writes come from one address far faster than a person: the per-address write ceiling is off here.
  const env = { DATA_DIR: dataDir, SEED_SAMPLE_DATA: "false", RATE_LIMITS: "writes=off" };
  let app = await startApp(PORT, env);
  let restarted: AppProcess | undefined;
  try {
    // A second process on the same folder is refused while the first lives.
    const second = spawnSync(process.execPath, [path.join(appDir, "dist/server/index.js")], {
      cwd: appDir,
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(SECOND_PORT),
        ...env,
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    log(`RESULT second process on the same data folder: exit ${second.status}: ${second.stderr.trim()}`);
    check(second.status !== 0, "a second process started on a data folder in use");
    check(/in use by another process/.test(second.stderr), "the refusal does not say the folder is in use");
    check((await probe(`${app.url}/readyz`)) === 200, "the first process stopped serving");

    const user = {
      username: `crash_${Date.now()}`,
      email: `crash_${Date.now()}@example.com`,
      password: "crash test pw",
    };
    const registered = await post(app, "/api/register", user);
    check(registered.status === 201, `register answered ${registered.status}`);
    const cookie = sessionCookieFrom(registered.headers);

    const acknowledged: { id: number; title: string }[] = [];
    let failedAfterKill = 0;
    let killed = false;
    const stopAt = Date.now() + writeSeconds * 1000;
    const writer = async (w: number) => {
      for (let n = 0; !killed; n++) {
        const title = `Crash test listing ${w}-${n} ${Date.now()}`;
        try {
          const res = await post(
            app,
            "/api/properties",
            { ...listingBody(title), price: 500_000 + n },
            cookie,
          );
          if (res.status === 201) acknowledged.push({ id: res.body.id as number, title });
          else if (!killed) throw new Error(`a write answered ${res.status}`);
        } catch (error) {
          if (killed) failedAfterKill += 1;
          else throw error;
        }
      }
    };
    // A writer's failure is kept for the check below, so the kill and the cleanup still happen.
    let writerError: unknown;
    const writing = Array.from({ length: writers }, (_, w) =>
      writer(w).catch((error: unknown) => {
        writerError ??= error;
      }),
    );
    while (Date.now() < stopAt) await sleep(100);
    // Kill in the middle of the stream of writes: some are being committed right now.
    app.child.kill("SIGKILL");
    killed = true;
    await app.exited;
    await Promise.all(writing);
    check(writerError === undefined, `a write failed before the kill: ${String(writerError)}`);
    log(
      `killed with SIGKILL after ${acknowledged.length} acknowledged writes (${failedAfterKill} cut off by the kill)`,
    );

    restarted = await startApp(PORT, env);
    app = restarted;
    const lost: number[] = [];
    for (const { id, title } of acknowledged) {
      const res = await fetch(`${restarted.url}/api/properties/${id}`, {
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await res.json()) as { title?: string };
      if (res.status !== 200 || body.title !== title) lost.push(id);
    }
    log(
      `RESULT after kill -9 and restart: ${acknowledged.length - lost.length}/${acknowledged.length} acknowledged listings present`,
    );
    check(acknowledged.length > 0, "no write was acknowledged before the kill");
    check(!lost.length, `acknowledged writes lost: ${lost.join(", ")}`);
    const me = await fetch(`${restarted.url}/api/user`, { headers: { cookie } });
    check(me.status === 200, "the session from before the crash is gone");
  } finally {
    await app.stop();
  }
});
