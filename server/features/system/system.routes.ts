import { Router } from "express";
import type { Database } from "../../db/client";
import type { QueueFigures } from "../../jobs/jobs.repository";

/** Job figures are read at most this often, however often the balancers ask. */
const JOB_FIGURES_TTL_MS = 5000;

/**
 * /healthz: the process answers. /readyz: it can reach its database (load balancers route on this), with
 * the job queues' figures for operators; a queue backing up never makes an instance unready.
 */
export function systemRoutes(database: Database, jobs?: { figures(): Promise<QueueFigures[]> }): Router {
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
    const ready = await database.ping(1500).catch(() => false);
    const queues = ready ? await readJobFigures() : undefined;
    res
      .status(ready ? 200 : 503)
      .json({ status: ready ? "ready" : "database unavailable", ...(queues ? { jobs: queues } : {}) });
  });
  return router;
}
