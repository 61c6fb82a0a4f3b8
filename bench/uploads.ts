import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";

/**
 * Photo uploads under a burst (issue 13): `count` large PNGs posted to POST /api/uploads at once by one
 * signed-in owner, against the real app (createApp, local photo storage, embedded PGlite) in a child
 * process, so the figures are the server's alone. Reports the server's peak resident memory (VmHWM, with
 * the resident memory before the burst) and each upload's time from sending to its answer.
 *
 *   node --import tsx bench/uploads.ts [--count 16] [--width 4000] [--height 3000]
 *
 * Linux only (it reads /proc/<pid>/status). The server side runs this same file with --serve.
 */
const { values: args } = parseArgs({
  options: {
    serve: { type: "boolean", default: false },
    count: { type: "string", default: "16" },
    width: { type: "string", default: "4000" },
    height: { type: "string", default: "3000" },
  },
});

if (args.serve) await serve();
else await measure();

/** The child: the app on a fresh embedded database, printing its port once it listens. */
async function serve() {
  const { createApp } = await import("../server/app");
  const { loadConfig } = await import("../server/config");
  const { openDatabase } = await import("../server/db/client");
  const { runMigrations } = await import("../server/db/migrate");
  const { createSessionMiddleware, resolveSessionSecret } = await import("../server/features/auth/session");
  const { createLogger } = await import("../server/lib/logger");
  const database = await openDatabase({ kind: "pglite" });
  await runMigrations(database);
  // NODE_ENV=test: the per-address sign-up limit is off; the upload limit (120 per user) stays.
  const config = loadConfig({ ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent" });
  const sessions = createSessionMiddleware(database, await resolveSessionSecret(database.db, undefined));
  const app = createApp({ config, database, sessions, logger: createLogger("silent") });
  const server = app.listen(0, "127.0.0.1", () => {
    console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
  });
}

function startServer(uploadDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ["--import", "tsx", import.meta.filename, "--serve"], {
    env: { ...process.env, UPLOAD_DIR: uploadDir, UPLOAD_TEMP_DIR: path.join(uploadDir, "incoming") },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the server exited (${code})`)));
    child
      .stdout!.setEncoding("utf8")
      .once("data", (line: string) => resolve({ child, port: JSON.parse(line).port }));
  });
}

/**
 * Resident memory figures of a process, in MB: now (VmRSS) and the peak (VmHWM) since it started or since
 * `resetPeak` (writing 5 to clear_refs, Linux 4.0+).
 */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)![1]);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/**
 * A large photo-like PNG: a gradient under one bit of noise, which PNG compresses about as badly as a
 * photo (4000 × 3000: 9.6 MB, just under the 10 MB limit).
 */
function resetPeak(pid: number) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

async function largePng(width: number, height: number, seed: number): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let i = 0; i < noise.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    noise[i] = ((i / 3) % width) / (width / 200) + (state >>> 31);
  }
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

async function measure() {
  const count = Number(args.count);
  const [width, height] = [Number(args.width), Number(args.height)];
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "upm-bench-uploads-"));
  const photos = await Promise.all(Array.from({ length: count }, (_, n) => largePng(width, height, n + 1)));
  const { child, port } = await startServer(uploadDir);
  const base = `http://127.0.0.1:${port}`;
  try {
    const user = {
      username: `bench${Date.now()}`,
      email: `bench${Date.now()}@example.com`,
      password: "correct horse battery",
    };
    const signUp = await fetch(`${base}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(user),
    });
    if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}`);
    const cookie = signUp.headers
      .getSetCookie()
      .find((c) => c.startsWith("upm.sid="))!
      .split(";")[0];
    const post = async (photo: Buffer, name: string) => {
      const form = new FormData();
      form.append("photo", new Blob([new Uint8Array(photo)], { type: "image/png" }), name);
      const started = performance.now();
      const res = await fetch(`${base}/api/uploads`, { method: "POST", headers: { cookie }, body: form });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - started };
    };
    // One upload first, so the burst does not also measure loading sharp and the first query.
    await post(await largePng(800, 600, 99), "warm-up.png");
    const before = memoryOf(child.pid!);
    resetPeak(child.pid!);
    const started = performance.now();
    const results = await Promise.all(photos.map((photo, n) => post(photo, `large-${n + 1}.png`)));
    const wall = performance.now() - started;
    const after = memoryOf(child.pid!);
    const times = results.map((result) => result.ms).sort((a, b) => a - b);
    const statuses = Object.entries(
      results.reduce<Record<number, number>>(
        (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
        {},
      ),
    )
      .map(([status, n]) => `${n} × ${status}`)
      .join(", ");
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    const sizes = photos.map((photo) => photo.length);
    console.log(
      `${count} PNGs of ${width} × ${height}, ${mb(Math.min(...sizes))}–${mb(Math.max(...sizes))} MB each, posted at once`,
    );
    console.log(`answers: ${statuses}`);
    console.log(
      `server resident memory: ${before.rss.toFixed(0)} MB before the burst, peak ${after.peak.toFixed(0)} MB`,
    );
    console.log(
      `per upload: mean ${(times.reduce((a, b) => a + b, 0) / count / 1000).toFixed(2)} s, fastest ${(times[0] / 1000).toFixed(2)} s, slowest ${(times[count - 1] / 1000).toFixed(2)} s; all ${count} in ${(wall / 1000).toFixed(2)} s`,
    );
    console.log(`machine: ${os.availableParallelism()} cores, Node ${process.version}`);
  } finally {
    child.kill("SIGTERM");
    fs.rmSync(uploadDir, { recursive: true, force: true });
  }
}
