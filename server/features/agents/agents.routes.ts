import type { Router } from "express";
import { z } from "zod";
import { agencySchema, agentIdParamsSchema, agentSchema, agentsQuerySchema } from "@shared/agent";
import { pagingQuerySchema } from "@shared/listing";
import type { AppContext } from "../../app-context";
import { sendPage } from "../../lib/paging";
import { errorResponse, json, pagedList } from "../../http/openapi/api-description";
import { documentedRouter } from "../../http/openapi/documented-router";
import { exampleAgency, exampleAgent, exampleListingSummary } from "../../http/openapi/examples";
import { listingSummaryDocumentSchema } from "../../http/openapi/listing-responses";
import * as service from "./agents.service";

const agent = agentSchema.meta({ id: "Agent" });
const agentNotFound = errorResponse("No such agent on this site", {
  message: "Agent not found",
  code: "not_found",
});

/** Agents and agencies with live listing counts; Dubai-scoped sites see agents of Dubai agencies only. */
export function agentsRoutes({ db }: AppContext): Router {
  const routes = documentedRouter({
    name: "Agents",
    description: "Agents and agencies with live listing counts",
  });

  routes.get(
    "/agents",
    {
      operationId: "listAgents",
      summary: "Agents with live listing counts, most listings first",
      description:
        "`search` matches every word in the agent's or agency's name; `area` takes a location name or slug; `language` matches any language the agent lists, ignoring case. A Dubai-scoped site lists agents of Dubai agencies only.",
      access: "public",
      query: agentsQuerySchema,
      responses: { 200: pagedList(agent, "Agents", [exampleAgent]) },
    },
    async (input, req, res) => {
      const query = input.query;
      sendPage(req, res, query, await service.findAgents(db, query, req.site));
    },
  );

  routes.get(
    "/agents/:id",
    {
      operationId: "getAgent",
      summary: "One agent",
      access: "public",
      params: agentIdParamsSchema,
      responses: { 200: json(agent, "The agent", exampleAgent), 404: agentNotFound },
    },
    async (input, req, res) => {
      const { id } = input.params;
      res.json(await service.getAgent(db, id, req.site));
    },
  );

  routes.get(
    "/agents/:id/listings",
    {
      operationId: "listAgentListings",
      summary: "The agent's public listings, featured first then newest",
      access: "public",
      params: agentIdParamsSchema,
      query: pagingQuerySchema,
      responses: {
        200: pagedList(listingSummaryDocumentSchema, "Listings", [exampleListingSummary]),
        404: agentNotFound,
      },
    },
    async (input, req, res) => {
      const { id } = input.params;
      const query = input.query;
      sendPage(req, res, query, await service.findAgentListings(db, id, query, req.site));
    },
  );

  routes.get(
    "/agencies",
    {
      operationId: "listAgencies",
      summary: "Agencies with their number of agents and live listings",
      description: "A Dubai-scoped site lists Dubai agencies only.",
      access: "public",
      responses: {
        200: json(z.array(agencySchema.meta({ id: "Agency" })), "Agencies", [exampleAgency]),
      },
    },
    async (req, res) => {
      res.json(await service.findAgencies(db, req.site));
    },
  );

  return routes.router;
}
