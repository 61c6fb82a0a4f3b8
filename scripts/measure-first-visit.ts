/**
 * First visit JavaScript of the eight budget pages (issue 26; docs/benchmarks.md "First visit JavaScript"),
 * against the built app: starts `node dist/server/index.js` on a spare port with a fresh data folder (it
 * seeds the sample data on embedded PGlite), opens each page in Chromium at 390 px, and prints each page's
 * total and files. The CI check is tests/e2e/first-visit-budget.spec.ts; this is the same measurement for a
 * benchmark run or a build elsewhere.
 *
 * Usage: node --import tsx scripts/measure-first-visit.ts [--root <folder with dist/>] [--url <running app>]
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import {
  budgetPages,
  FIRST_VISIT_BUDGET_BYTES,
  formatFigures,
  measureFirstVisit,
} from "../tests/e2e/first-visit";

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForReady(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The app did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** This process's environment without the database and Redis addresses: the app runs on embedded PGlite. */
function embeddedDatabaseEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env, ...settings };
  for (const name of ["DATABASE_URL", "DATABASE_REPLICA_URLS", "REDIS_URL"]) delete env[name];
  return env;
}

/** Starts the built server with its own data folder; returns its address and a function that stops it. */
async function startBuiltApp(root: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "upm-first-visit-"));
  const child = spawn(process.execPath, [path.join(root, "dist/server/index.js")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: embeddedDatabaseEnv({
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: path.join(dataDir, "db"),
      UPLOAD_DIR: path.join(dataDir, "uploads"),
      LOG_LEVEL: "warn",
    }),
  });
  const url = `http://localhost:${port}`;
  const stop = () => {
    child.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(`${url}/readyz`, 180_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}

async function main() {
  const given = option("--url");
  const app = given
    ? { url: given, stop: () => {} }
    : await startBuiltApp(path.resolve(option("--root") ?? "."));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  try {
    const figures = [];
    for (const page of await budgetPages(app.url))
      figures.push(await measureFirstVisit(browser, app.url, page));
    console.log(formatFigures(figures));
    if (figures.some((figure) => figure.totalBytes > FIRST_VISIT_BUDGET_BYTES)) process.exitCode = 1;
  } finally {
    await browser.close();
    app.stop();
  }
}

await main();
