import { z } from "zod";
import { agencySchema, agentIdParamsSchema, agentSchema, agentsQuerySchema } from "@shared/agent";
import { pagingQuerySchema } from "@shared/listing";
import { errorResponse, json, pagedList, type ApiDescription } from "./api-description";
import { exampleAgency, exampleAgent, exampleListingSummary } from "./examples";
import { listingSummarySchema } from "./listings.openapi";

/** server/features/agents/agents.routes.ts: agents and agencies with live listing counts. */
export function describeAgentsApi(api: ApiDescription) {
  const agents = api.feature({ name: "Agents", description: "Agents and agencies with live listing counts" });
  const agent = agentSchema.meta({ id: "Agent" });
  const agentNotFound = errorResponse("No such agent on this site", {
    message: "Agent not found",
    code: "not_found",
  });

  agents.operation({
    method: "get",
    path: "/api/agents",
    operationId: "listAgents",
    summary: "Agents with live listing counts, most listings first",
    description:
      "`search` matches every word in the agent's or agency's name; `area` takes a location name or slug; `language` matches any language the agent lists, ignoring case. A Dubai-scoped site lists agents of Dubai agencies only.",
    access: "public",
    query: agentsQuerySchema,
    responses: { 200: pagedList(agent, "Agents", [exampleAgent]) },
  });
  agents.operation({
    method: "get",
    path: "/api/agents/{id}",
    operationId: "getAgent",
    summary: "One agent",
    access: "public",
    params: agentIdParamsSchema,
    responses: { 200: json(agent, "The agent", exampleAgent), 404: agentNotFound },
  });
  agents.operation({
    method: "get",
    path: "/api/agents/{id}/listings",
    operationId: "listAgentListings",
    summary: "The agent's public listings, featured first then newest",
    access: "public",
    params: agentIdParamsSchema,
    query: pagingQuerySchema,
    responses: {
      200: pagedList(listingSummarySchema, "Listings", [exampleListingSummary]),
      404: agentNotFound,
    },
  });
  agents.operation({
    method: "get",
    path: "/api/agencies",
    operationId: "listAgencies",
    summary: "Agencies with their number of agents and live listings",
    description: "A Dubai-scoped site lists Dubai agencies only.",
    access: "public",
    responses: { 200: json(z.array(agencySchema.meta({ id: "Agency" })), "Agencies", [exampleAgency]) },
  });
}
