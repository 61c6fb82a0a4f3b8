import { Router } from "express";
import { agentIdParamsSchema, agentsQuerySchema } from "@shared/agent";
import { pagingQuerySchema } from "@shared/listing";
import type { AppContext } from "../../app-context";
import { setPagingHeaders } from "../../lib/paging";
import { parsed, validate } from "../../middleware/validate";
import * as service from "./agents.service";

/** Agents and agencies with live listing counts; Dubai-scoped sites see agents of Dubai agencies only. */
export function agentsRoutes({ db }: AppContext): Router {
  const router = Router();

  router.get("/agents", validate("query", agentsQuerySchema), async (req, res) => {
    const query = parsed(res, "query", agentsQuerySchema);
    const { items, total } = await service.findAgents(db, query, req.site);
    setPagingHeaders(req, res, query.page, query.limit, total);
    res.json(items);
  });

  router.get("/agents/:id", validate("params", agentIdParamsSchema), async (req, res) => {
    const { id } = parsed(res, "params", agentIdParamsSchema);
    res.json(await service.getAgent(db, id, req.site));
  });

  router.get(
    "/agents/:id/listings",
    validate("params", agentIdParamsSchema),
    validate("query", pagingQuerySchema),
    async (req, res) => {
      const { id } = parsed(res, "params", agentIdParamsSchema);
      const query = parsed(res, "query", pagingQuerySchema);
      const { items, total } = await service.findAgentListings(db, id, query, req.site);
      setPagingHeaders(req, res, query.page, query.limit, total);
      res.json(items);
    },
  );

  router.get("/agencies", async (req, res) => {
    res.json(await service.findAgencies(db, req.site));
  });

  return router;
}
