import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * The app's port: E2E_PORT, or else a port free at start-up, chosen once by the main process and left in the
 * environment so the workers (which load this file again) read the same one.
 */
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });",
])
  .toString()
  .trim();
const PORT = Number(process.env.E2E_PORT);
/**
 * The loopback SMTP server the app sends mail to, started by global-setup.ts (tests/e2e/mail-sink.ts): its
 * port is chosen here, like the app's, because the web server's environment is fixed before that runs.
 */
process.env.E2E_SMTP_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });",
])
  .toString()
  .trim();
const SMTP_URL = `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`;
const dataDir = path.join(os.tmpdir(), `upm-e2e-${process.pid}`, "db");
/**
 * Every browser test comes from one address and signs up its own users: the per-address sign-up and
 * sign-in limits would trip on the suite itself. So would the per-address enquiry limit (10 in 10 minutes):
 * the suite's specs send more than that from 127.0.0.1 within its run, and which spec met the 429 depended
 * on their order. That limit is tested at its real value by the API tests (enquiries, conversations,
 * agencies). The per-address `reads` limit is off too: parallel workers read far more than a person from
 * one address. Per-account limits and the other per-feature limits stay as in production.
 */
const E2E_RATE_LIMITS = "register-ip=off,login-ip=off,writes=off,enquiry=off,reads=off";
/**
 * A moderator for tests/e2e/moderation.spec.ts, made as operators make staff (docs/operations.md): the
 * account first, then `npm run admin -- grant`, both on the run's database before the server opens it.
 */
const MAKE_STAFF =
  "npx tsx tests/e2e/create-staff-account.ts && npx tsx server/tools/admin-cli.ts grant e2e-moderator moderator";

/** Browser tests drive the built app (npm run build first) in Debian's Chromium; nothing downloads a browser. */
export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  // Two workers, each taking whole files: a browser test mostly waits (on pages, the network, animations),
  // so two at once take about 14 minutes where one took 20 on a 2-core machine. Tests share the server and
  // its database: each signs up its own people, and totals read twice allow for listings others publish.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  // The Nu Html Checker's service (Java), one for the run: tests/e2e/validity.spec.ts validates pages with it.
  globalSetup: "./tests/e2e/global-setup.ts",
  // E2E_SERVER=dev runs the development server instead of the build (handy while working on a page).
  webServer:
    process.env.E2E_SERVER === "dev"
      ? {
          command: `${MAKE_STAFF} && npx tsx server/index.ts`,
          url: `http://localhost:${PORT}/readyz`,
          timeout: 120_000,
          reuseExistingServer: false,
          env: {
            NODE_ENV: "development",
            PORT: String(PORT),
            DATA_DIR: dataDir,
            UPLOAD_DIR: `${dataDir}-uploads`,
            RATE_LIMITS: E2E_RATE_LIMITS,
            LOG_LEVEL: "warn",
            SMTP_URL,
            VITE_CACHE_DIR: `${dataDir}-vite`,
          },
        }
      : {
          command: `${MAKE_STAFF} && node dist/server/index.js`,
          url: `http://localhost:${PORT}/readyz`,
          timeout: 120_000,
          reuseExistingServer: false,
          env: {
            NODE_ENV: "production",
            PORT: String(PORT),
            DATA_DIR: dataDir,
            UPLOAD_DIR: `${dataDir}-uploads`,
            RATE_LIMITS: E2E_RATE_LIMITS,
            LOG_LEVEL: "warn",
            SMTP_URL,
          },
        },
});
