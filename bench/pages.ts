import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import zlib from "node:zlib";
import { percentile } from "./search-latency";

/** A built copy of the app (`npm run build` output in `appDir/dist`) served in production mode. */
export interface AppServer {
  url: string;
  stop(): Promise<void>;
}

export async function startAppServer(
  appDir: string,
  env: {
    /** Unset: the embedded database in a temporary folder, with the sample data. */
    DATABASE_URL?: string;
    PORT: number;
    PUBLIC_CACHE_SECONDS: number;
    PAGE_CACHE_SECONDS?: number;
  },
): Promise<AppServer> {
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "bench-uploads-"));
  const { DATABASE_URL: _callersDatabase, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, [path.join(appDir, "dist/server/index.js")], {
    cwd: appDir,
    env: {
      ...inherited,
      NODE_ENV: "production",
      ...(env.DATABASE_URL
        ? { DATABASE_URL: env.DATABASE_URL, SEED_SAMPLE_DATA: "false" }
        : { DATA_DIR: path.join(uploads, "pglite"), SEED_SAMPLE_DATA: "true" }),
      PORT: String(env.PORT),
      HOST: "127.0.0.1",
      PUBLIC_CACHE_SECONDS: String(env.PUBLIC_CACHE_SECONDS),
      PAGE_CACHE_SECONDS: String(env.PAGE_CACHE_SECONDS ?? env.PUBLIC_CACHE_SECONDS),
      // One address sending thousands of page requests: the per-client `reads` limit would stop it.
      RATE_LIMITS: "reads=off",
      UPLOAD_DIR: uploads,
      LOG_LEVEL: "warn",
      SESSION_SECRET: "bench-secret-bench-secret-bench-secret-0123",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the app server did not start within a minute");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
      fs.rmSync(uploads, { recursive: true, force: true });
    },
  };
}

export interface TtfbResult {
  path: string;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * Time to first byte (response headers) of a page under `connections` concurrent visitors, each
 * requesting it again as soon as the last answer has fully arrived, for `seconds` (keep-alive, gzip);
 * anonymous, or signed in with `cookie` (a session).
 */
export async function measureTtfb(
  baseUrl: string,
  pagePath: string,
  seconds: number,
  connections = 50,
  cookie?: string,
): Promise<TtfbResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(baseUrl);
  const timings: number[] = [];
  let errors = 0;
  const stopAt = performance.now() + seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.get(
        {
          hostname,
          port,
          path: pagePath,
          agent,
          headers: { "accept-encoding": "gzip", accept: "text/html", ...(cookie ? { cookie } : {}) },
        },
        (response) => {
          timings.push(performance.now() - started);
          if (response.statusCode !== 200) errors += 1;
          response.resume();
          response.on("end", resolve);
          response.on("error", () => resolve());
        },
      );
      request.on("error", () => {
        errors += 1;
        resolve();
      });
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < stopAt) await once();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    path: pagePath,
    requests: timings.length,
    requestsPerSecond: timings.length / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors,
  };
}

/**
 * The same page as plain static HTML: the server's HTML with its CSS, without the scripts (the entry
 * module, module preloads and the hydration state; the JSON-LD data stays), served gzip-compressed by a
 * bare Node server that passes every other request (photos, icons) to the app. The physical limit of
 * the page: the same bytes on screen with no JavaScript at all.
 */
export async function startStaticCopies(
  appUrl: string,
  pagePaths: string[],
): Promise<{ url: string; stop(): Promise<void> }> {
  const pages = new Map<string, Buffer>();
  for (const pagePath of pagePaths) {
    const html = await (await fetch(`${appUrl}${pagePath}`)).text();
    const stripped = html
      .replace(/<script type="module"[^>]*><\/script>\n?/g, "")
      .replace(/<link rel="modulepreload"[^>]*>\n?/g, "")
      .replace(/<script type="application\/json" id="__APP_STATE__">[\s\S]*?<\/script>\n?/, "");
    pages.set(pagePath, zlib.gzipSync(stripped));
  }
  const target = new URL(appUrl);
  const server = http.createServer((req, res) => {
    const page = pages.get(req.url ?? "");
    if (page) {
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-encoding": "gzip",
        "cache-control": "no-cache",
        "content-length": page.length,
      });
      return res.end(page);
    }
    const upstream = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A new account on the app, signed in: its cookies ("a=b; c=d"), for signed-in page loads. */
export async function signUpForBench(baseUrl: string): Promise<string> {
  const name = `bench_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const res = await fetch(`${baseUrl}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: name, email: `${name}@example.com`, password: "bench password 0123" }),
  });
  if (res.status !== 201) throw new Error(`signing up for the benchmark answered ${res.status}`);
  // Every cookie a browser would send back (the session, a device cookie), but the short recent-writer
  // mark: a visitor who wrote 5 s ago is not the steady signed-in reader measured here.
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.startsWith("upm.wrote="));
  if (!cookies.some((c) => c.startsWith("upm.sid="))) throw new Error("signing up set no session cookie");
  return cookies.join("; ");
}

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
}

export interface LighthouseResult extends LighthouseRun {
  runs: number;
  /** Runs that ended without a score (a Lighthouse error): left out of the medians. */
  failed: number;
}

function categoryKey(category: string): keyof LighthouseRun {
  return category === "best-practices" ? "bestPractices" : (category as keyof LighthouseRun);
}

function median(values: number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Lighthouse 12 (mobile preset: simulated slow 4G and a 4× slower CPU) in the system Chromium, `runs`
 * times; each figure is the median of the runs.
 */
export async function runLighthouse(
  url: string,
  runs: number,
  categories: string[],
): Promise<LighthouseResult> {
  const { default: lighthouse } = await import("lighthouse");
  const port = 9300 + Math.floor(Math.random() * 500);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bench-chrome-"));
  const chrome = spawn(
    "/usr/bin/chromium",
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  try {
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const results: LighthouseRun[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
      });
      const lhr = result!.lhr;
      const score = (id: string) => (lhr.categories[id]?.score ?? Number.NaN) * 100;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        fcp: audit("first-contentful-paint"),
      });
    }
    // A run that failed to measure a metric has no score: its figures are left out of every median.
    const complete = results.filter((r) => categories.every((c) => Number.isFinite(r[categoryKey(c)])));
    const pick = (key: keyof LighthouseRun) => median(complete.map((r) => r[key]));
    return {
      runs,
      failed: results.length - complete.length,
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      bestPractices: pick("bestPractices"),
      seo: pick("seo"),
      lcp: pick("lcp"),
      tbt: pick("tbt"),
      cls: pick("cls"),
      fcp: pick("fcp"),
    };
  } finally {
    chrome.kill();
    await new Promise((resolve) => (chrome.exitCode !== null ? resolve(null) : chrome.once("exit", resolve)));
    // Chromium's helper processes may still be writing to the profile after it exits: a temporary folder
    // left behind is not worth failing the benchmark for.
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      setTimeout(() => fs.rm(profile, { recursive: true, force: true }, () => {}), 5000).unref();
    }
  }
}
