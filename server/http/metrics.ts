import crypto from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { Router } from "express";
import client from "prom-client";
import type { Database } from "../db/client";
import type { QueueFigures } from "../jobs/jobs.repository";
import { publicCacheFigures } from "../lib/public-cache";
import type { RedisHealth } from "../lib/redis";
import { concurrencyLimitFigures } from "../middleware/concurrency-limit";

/**
 * Prometheus metrics for operators (docs/operations.md, "Metrics"): request latency and counts by route,
 * the process's own figures, the database pool, and whatever other parts register (the job queues).
 * One registry per app, so tests and several apps in one process never share counters.
 */
export interface Metrics {
  registry: client.Registry;
  /** Times every request; mount first. */
  measureRequests: RequestHandler;
  /** `/metrics`, behind the bearer token; 404 when no token is configured (never public). */
  routes: Router;
}

/**
 * Mount first in a router mounted under a path (the API under /api): an error answered by the app's error
 * handler is seen after Express has left the router and reset `req.baseUrl`, so the prefix is kept here.
 */
export const rememberMountPath: RequestHandler = (req, res, next) => {
  res.locals.mountPath = req.baseUrl;
  next();
};

/** Seconds; from a cached search (a few ms) to a slow server render on a busy 2-core machine. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(options: {
  database: Database;
  token: string | undefined;
  jobs?: JobFigures;
  /** REDIS_URL's connection: its health is reported (ready, down or hung). */
  redis?: { health(): RedisHealth };
}): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "route", "status"] as const;
  const duration = new client.Histogram({
    name: "http_request_duration_seconds",
    help: "Time from the request's arrival to the end of its response, by route pattern",
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const requests = new client.Counter({
    name: "http_requests_total",
    help: "Requests answered, by route pattern and status code",
    labelNames,
    registers: [registry],
  });
  registerPoolMetrics(registry, options.database);
  if (options.jobs) registerJobMetrics(registry, options.jobs);
  registerCacheAndQueueMetrics(registry);
  if (options.redis) registerRedisMetrics(registry, options.redis);

  const measureRequests: RequestHandler = (req, res, next) => {
    const stop = process.hrtime.bigint();
    res.once("finish", () => {
      const labels = { method: req.method, route: routeLabel(req, res), status: String(res.statusCode) };
      duration.observe(labels, Number(process.hrtime.bigint() - stop) / 1e9);
      requests.inc(labels);
    });
    next();
  };

  const routes = Router();
  routes.get("/metrics", async (req, res) => {
    if (!options.token) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    if (!hasToken(req, options.token)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      res.status(401).type("text/plain").send("Unauthorized");
      return;
    }
    res.setHeader("Cache-Control", "no-store");
    res.type(registry.contentType).send(await registry.metrics());
  });
  return { registry, measureRequests, routes };
}

/**
 * The matched route's pattern (`/api/properties/:id`), never the raw path: one series per route, however
 * many ids visitors ask for. Requests no route matched are named by what served them.
 */
function routeLabel(req: Request, res: Response): string {
  if (req.route?.path) {
    const mountPath = typeof res.locals.mountPath === "string" ? res.locals.mountPath : req.baseUrl;
    return `${mountPath}${String(req.route.path)}`;
  }
  const servedBy = res.locals.metricsRoute;
  if (typeof servedBy === "string") return servedBy;
  if (res.statusCode === 404) return "(not found)";
  if (req.path.startsWith("/assets/") || req.path.startsWith("/media/")) return "(static)";
  return "(page)";
}

function hasToken(req: Request, token: string): boolean {
  const header = req.headers.authorization ?? "";
  const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

/** node-postgres only: connections open, idle and clients waiting for one; the read replicas. */
function registerPoolMetrics(registry: client.Registry, database: Database) {
  const pool = database.pgPool;
  if (!pool) return;
  const replicas = database.replicas;
  if (replicas) {
    new client.Gauge({
      name: "db_replica_usable",
      help: "1 when the replica is caught up and answering, 0 when skipped",
      labelNames: ["replica"],
      registers: [registry],
      collect() {
        for (const s of replicas.statuses()) this.set({ replica: s.url }, s.usable ? 1 : 0);
      },
    });
    new client.Gauge({
      name: "db_replica_lag_seconds",
      help: "How far the replica's replay is behind the primary",
      labelNames: ["replica"],
      registers: [registry],
      collect() {
        for (const s of replicas.statuses()) this.set({ replica: s.url }, s.lagSeconds ?? -1);
      },
    });
    new client.Counter({
      name: "db_replica_reads_total",
      help: "Reads the replica answered",
      labelNames: ["replica"],
      registers: [registry],
      collect() {
        this.reset();
        for (const s of replicas.statuses()) this.inc({ replica: s.url }, s.reads);
      },
    });
  }
  const gauge = (name: string, help: string, read: () => number) =>
    new client.Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  if (replicas) {
    const replicaPoolGauge = (name: string, help: string, field: "total" | "idle" | "waiting") =>
      new client.Gauge({
        name,
        help,
        labelNames: ["replica"],
        registers: [registry],
        collect() {
          for (const figures of replicas.poolFigures()) this.set({ replica: figures.url }, figures[field]);
        },
      });
    replicaPoolGauge("db_replica_pool_connections", "Connections the replica's pool holds open", "total");
    replicaPoolGauge("db_replica_pool_idle_connections", "Open replica connections not in use", "idle");
    replicaPoolGauge("db_replica_pool_waiting_requests", "Reads waiting for a replica connection", "waiting");
  }
  gauge("db_pool_connections", "Connections the pool holds open", () => pool.totalCount);
  gauge("db_pool_idle_connections", "Open connections not in use", () => pool.idleCount);
  gauge("db_pool_waiting_requests", "Queries waiting for a connection", () => pool.waitingCount);
}

/** What the metrics need of the job runner (server/jobs/job-runner.ts). */
export interface JobFigures {
  figures(): Promise<QueueFigures[]>;
}

/** Per queue, read once per scrape: jobs waiting, running, waiting to retry, failed in 24 h, oldest wait. */
function registerJobMetrics(registry: client.Registry, jobs: JobFigures) {
  const fields = {
    queued: ["jobs_queued", "Jobs waiting to run"],
    active: ["jobs_active", "Jobs running now"],
    retrying: ["jobs_retrying", "Jobs that failed and wait for another attempt"],
    failedLastDay: ["jobs_failed_last_day", "Jobs that used up their retries in the last 24 hours"],
    oldestWaitingSeconds: ["jobs_oldest_waiting_seconds", "Age of the oldest job that is due and waiting"],
  } as const;
  let pending: Promise<QueueFigures[]> | null = null;
  // One query per scrape for all five gauges.
  const read = () => {
    pending ??= jobs.figures().finally(() => setTimeout(() => (pending = null), 1000).unref());
    return pending;
  };
  for (const [field, [name, help]] of Object.entries(fields) as [
    keyof typeof fields,
    readonly [string, string],
  ][]) {
    new client.Gauge({
      name,
      help,
      labelNames: ["queue"],
      registers: [registry],
      async collect() {
        const figures = await read().catch(() => []);
        this.reset();
        for (const queue of figures) this.set({ queue: queue.queue }, queue[field]);
      },
    });
  }
}

/**
 * The page cache (rendered anonymous pages) and the API's response caches (search results, counts,
 * facets): lookups by result, and entries held; the render queue and the photo queue: running, waiting,
 * their sizes, and requests refused because the queue was full.
 */
function registerCacheAndQueueMetrics(registry: client.Registry) {
  new client.Counter({
    name: "public_cache_lookups_total",
    help: "Lookups in a public cache by result: hit (fresh), stale (answered while refreshed), shared (waited for the same computation), miss",
    labelNames: ["cache", "result"],
    registers: [registry],
    collect() {
      this.reset();
      for (const cache of publicCacheFigures()) {
        for (const [result, count] of Object.entries(cache.lookups))
          this.inc({ cache: cache.name, result }, count);
      }
    },
  });
  new client.Gauge({
    name: "public_cache_entries",
    help: "Entries a public cache holds",
    labelNames: ["cache"],
    registers: [registry],
    collect() {
      for (const cache of publicCacheFigures()) this.set({ cache: cache.name }, cache.entries);
    },
  });
  const limitFigure = (name: string, help: string, field: "running" | "waiting" | "max" | "maxQueue") =>
    new client.Gauge({
      name,
      help,
      labelNames: ["limit"],
      registers: [registry],
      collect() {
        for (const limit of concurrencyLimitFigures()) this.set({ limit: limit.name }, limit[field]);
      },
    });
  limitFigure("concurrency_limit_running", "Tasks running now (renders, photo re-encodes)", "running");
  limitFigure("concurrency_limit_waiting", "Tasks waiting for a slot", "waiting");
  limitFigure("concurrency_limit_max_running", "Slots: tasks allowed at once", "max");
  limitFigure("concurrency_limit_max_waiting", "Places in the queue before 503", "maxQueue");
  new client.Counter({
    name: "concurrency_limit_refused_total",
    help: "Tasks refused with 503 because every slot and queue place was taken",
    labelNames: ["limit"],
    registers: [registry],
    collect() {
      this.reset();
      for (const limit of concurrencyLimitFigures()) this.inc({ limit: limit.name }, limit.refused);
    },
  });
}

/** 1 for the state Redis is in (ready, down, hung), 0 for the others. */
function registerRedisMetrics(registry: client.Registry, redis: { health(): RedisHealth }) {
  const states: RedisHealth[] = ["ready", "down", "hung"];
  new client.Gauge({
    name: "redis_state",
    help: "Redis connection state: 1 for the current one (ready, down: connection lost, hung: connected but not answering)",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const current = redis.health();
      for (const state of states) this.set({ state }, state === current ? 1 : 0);
    },
  });
}
