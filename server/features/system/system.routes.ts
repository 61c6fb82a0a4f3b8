import { Router } from "express";
import type { Database } from "../../db/client";

/** /healthz: the process answers. /readyz: it can reach its database (load balancers route on this). */
export function systemRoutes(database: Database): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    const ready = await database.ping(1500).catch(() => false);
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "database unavailable" });
  });
  return router;
}
