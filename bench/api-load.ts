import { spawn, type ChildProcess } from "node:child_process";
import readline from "node:readline";
import autocannon from "autocannon";
import { SEARCH_CASES } from "./search-latency";

/** Load shape of every run: bounded (fixed connections and duration), loopback, no pipelining. */
export const LOAD = { connections: 50, durationSeconds: 8, warmUpSeconds: 2 };

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
}

export interface ApiLoadResults {
  target: string;
  listings: number;
  /** GET /healthz of the application: what the process and the load tool can do with no work at all. */
  healthz: LoadResult;
  bare: LoadResult;
  app: LoadResult;
  /** The application without its response cache, every request a search nobody made before. */
  appVaried: LoadResult;
  cached: LoadResult;
  /** The application with its response cache, every request a search nobody made before. */
  cachedVaried: LoadResult;
}

/** The UI's search requests (the latency cases), in turn on every connection. */
export function searchPaths(): string[] {
  return SEARCH_CASES.filter((c) => !c.dubai).map((c) => {
    const query = new URLSearchParams(Object.entries(c.params).map(([key, value]) => [key, String(value)]));
    return `/api/properties/search?${query}`;
  });
}

/**
 * One of the UI's searches with a minimum price drawn at random (AED 0–200,000: most sale listings are
 * above it, rents spread across it), so that practically no two requests ask the same: neither a cached
 * page nor a cached count can answer them.
 */
let uiSearches: string[] | undefined;
export function variedSearchPath(): string {
  const paths = (uiSearches ??= searchPaths());
  const path = paths[Math.floor(Math.random() * paths.length)];
  const url = new URL(path, "http://bench");
  if (!url.searchParams.has("minPrice")) {
    url.searchParams.set("minPrice", String(Math.floor(Math.random() * 200_000)));
  }
  return `${url.pathname}${url.search}`;
}

export function runAutocannon(
  label: string,
  url: string,
  paths: string[] | (() => string),
  seconds: number,
): Promise<LoadResult> {
  const headers = { "accept-encoding": "gzip" };
  // A function: a fresh path for every request (autocannon's setupRequest), instead of a fixed sequence.
  const requests =
    typeof paths === "function"
      ? [
          {
            method: "GET" as const,
            headers,
            setupRequest: (request: object) => ({ ...request, path: paths() }),
          },
        ]
      : paths.map((path) => ({ method: "GET" as const, path, headers }));
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: LOAD.connections,
        duration: seconds,
        pipelining: 1,
        requests,
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          label,
          requestsPerSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
          requests: result.requests.total,
        });
      },
    );
  });
}

async function startLoadServer(
  target: string,
): Promise<{ child: ChildProcess; ports: Record<string, number> }> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/load-server.ts", target], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`load server exited with ${code}`)));
  });
  return { child, ports: JSON.parse(first) as Record<string, number> };
}

/**
 * GET /api/properties/search under 50 connections, one after the other in the same run: /healthz (the
 * ceiling), the bare handler and the application on the same pool, then the application with its
 * response cache; the application each time with the UI's searches in turn and with varied searches.
 */
export async function measureApiLoad(target: string, label: string): Promise<ApiLoadResults> {
  const { child, ports } = await startLoadServer(target);
  try {
    const paths = searchPaths();
    const run = async (name: string, port: number, requests: string[] | (() => string) = paths) => {
      const url = `http://127.0.0.1:${port}`;
      await runAutocannon(`${name} warm-up`, url, requests, LOAD.warmUpSeconds);
      return runAutocannon(name, url, requests, LOAD.durationSeconds);
    };
    const healthz = await run("GET /healthz of the application", ports.app, ["/healthz"]);
    const bare = await run("bare Express handler, same SQL and pool", ports.bare);
    const app = await run("application, response cache off, the UI's searches", ports.app);
    const appVaried = await run(
      "application, response cache off, varied searches",
      ports.app,
      variedSearchPath,
    );
    const cached = await run("application, response cache on (5 s), the UI's searches", ports.cached);
    const cachedVaried = await run(
      "application, response cache on (5 s), varied searches",
      ports.cached,
      variedSearchPath,
    );
    return { target: label, listings: ports.listings, healthz, bare, app, appVaried, cached, cachedVaried };
  } finally {
    child.kill();
  }
}
