import { Router } from "express";
import type { Database } from "../db/client";
import type { QueueFigures } from "../jobs/jobs.repository";
import type { SharedRedis } from "../lib/redis";

/** Job figures are read at most this often, however often the balancers ask. */
const JOB_FIGURES_TTL_MS = 5000;

/**
 * /healthz: the process answers. /readyz: it can reach its database and, with REDIS_URL, Redis answers
 * (load balancers route on this), with the job queues' figures for operators; a queue backing up never
 * makes an instance unready. Redis's state is the connection's own (lib/redis.ts), read without a
 * command: down (connection lost) or hung (connected, a command had no answer within its deadline).
 */
export function systemRoutes(
  database: Database,
  jobs?: { figures(): Promise<QueueFigures[]> },
  redis?: Pick<SharedRedis, "health">,
): Router {
  const router = Router();
  let jobFigures: { at: number; value: Promise<QueueFigures[] | undefined> } | undefined;
  const readJobFigures = () => {
    if (!jobs) return Promise.resolve(undefined);
    if (!jobFigures || Date.now() - jobFigures.at > JOB_FIGURES_TTL_MS) {
      jobFigures = { at: Date.now(), value: jobs.figures().catch(() => undefined) };
    }
    return jobFigures.value;
  };
  router.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    const databaseReady = await database.ping(1500).catch(() => false);
    const redisHealth = redis?.health();
    const status = !databaseReady
      ? "database unavailable"
      : redisHealth && redisHealth !== "ready"
        ? `redis ${redisHealth === "hung" ? "not answering" : "unavailable"}`
        : "ready";
    const queues = databaseReady ? await readJobFigures() : undefined;
    if (status !== "ready") res.setHeader("Retry-After", "5");
    res.status(status === "ready" ? 200 : 503).json({ status, ...(queues ? { jobs: queues } : {}) });
  });
  return router;
}
