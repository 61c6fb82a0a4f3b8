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
  bare: LoadResult;
  app: LoadResult;
  cached: LoadResult;
}

/** The UI's search requests (the latency cases), in turn on every connection. */
export function searchPaths(): string[] {
  return SEARCH_CASES.filter((c) => !c.dubai).map((c) => {
    const query = new URLSearchParams(Object.entries(c.params).map(([key, value]) => [key, String(value)]));
    return `/api/properties/search?${query}`;
  });
}

export function runAutocannon(
  label: string,
  url: string,
  paths: string[],
  seconds: number,
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: LOAD.connections,
        duration: seconds,
        pipelining: 1,
        requests: paths.map((path) => ({ method: "GET", path, headers: { "accept-encoding": "gzip" } })),
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
 * GET /api/properties/search under 50 connections: the bare handler and the application on the same pool,
 * one after the other in the same run, then the application with its response cache.
 */
export async function measureApiLoad(target: string, label: string): Promise<ApiLoadResults> {
  const { child, ports } = await startLoadServer(target);
  try {
    const paths = searchPaths();
    const run = async (name: string, port: number) => {
      const url = `http://127.0.0.1:${port}`;
      await runAutocannon(`${name} warm-up`, url, paths, LOAD.warmUpSeconds);
      return runAutocannon(name, url, paths, LOAD.durationSeconds);
    };
    const bare = await run("bare Express handler, same SQL and pool", ports.bare);
    const app = await run("application, response cache off", ports.app);
    const cached = await run("application, response cache on (5 s)", ports.cached);
    return { target: label, listings: ports.listings, bare, app, cached };
  } finally {
    child.kill();
  }
}
