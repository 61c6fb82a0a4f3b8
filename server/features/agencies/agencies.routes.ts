import type { Router } from "express";
import { z } from "zod";
import {
  addMemberInputSchema,
  agentInputSchema,
  apiKeyIdParamsSchema,
  apiKeySchema,
  createAgencyInputSchema,
  createApiKeyInputSchema,
  createdApiKeySchema,
  feedRunSchema,
  feedSettingsInputSchema,
  feedStateSchema,
  feedUploadInputSchema,
  agencyIdParamsSchema,
  agencyProfileSchema,
  myAgencySchema,
  replyTimeSchema,
} from "@shared/agency";
import { agentIdParamsSchema } from "@shared/agent";
import { pagingQuerySchema } from "@shared/listing";
import { sendPage } from "../../lib/paging";
import { exampleAgent, exampleListingSummary } from "../../http/openapi/examples";
import { listingSummaryDocumentSchema } from "../../http/openapi/listing-responses";
import { pagedList } from "../../http/openapi/api-description";
import * as profiles from "./profiles";
import type { AppContext } from "../../app-context";
import { requireAuth } from "../../middleware/require-auth";
import { errorResponse, json } from "../../http/openapi/api-description";
import { documentedRouter } from "../../http/openapi/documented-router";
import type { PhotoStorage } from "../uploads/photo-storage-contract";
import * as service from "./agencies.service";
import { importFeedContent, runAgencyFeed } from "./feed-import";

const exampleMyAgency = {
  agency: {
    id: 7,
    name: "Dune Homes",
    orn: "12345",
    emirate: "Dubai",
    phone: "+97143001234",
    email: "hello@dunehomes.ae",
  },
  role: "admin",
  members: [{ userId: 12, username: "sara", email: "sara@dunehomes.ae", role: "admin" }],
  agents: [
    {
      id: 3,
      name: "Sara Haddad",
      brn: "BRN-40213",
      languages: ["English", "Arabic"],
      areas: ["Dubai Marina"],
      photoUrl: null,
      userId: 12,
    },
  ],
};
const exampleKey = {
  id: 4,
  name: "CRM sync",
  prefix: "upm_7Gx2kQ9a",
  createdAt: "2026-11-20T08:00:00.000Z",
  lastUsedAt: null,
  revokedAt: null,
};
const exampleRun = {
  id: 31,
  source: "url",
  outcome: "partial",
  created: 12,
  updated: 3,
  unchanged: 40,
  unpublished: 1,
  failed: 1,
  error: null,
  archiveSkipped: null,
  errors: [
    { reference: "DXB-0009", position: 9, field: "price", message: "Price must be at least AED 1,000" },
  ],
  startedAt: "2026-11-20T09:00:00.000Z",
  finishedAt: "2026-11-20T09:00:04.000Z",
};
const notMember = errorResponse("You are not a member of an agency", {
  message: "You are not a member of an agency",
  code: "not_found",
});
const adminsOnly = errorResponse("Only the agency's admins can do this", {
  message: "Only the agency's admins can do this",
  code: "forbidden",
});

/** An agency's account in the dashboard: the agency, members, agents, API keys and feed (session only). */
export function agenciesRoutes({ db, config, logger }: AppContext, storage?: PhotoStorage): Router {
  const routes = documentedRouter({
    name: "Agencies",
    description: "An agency's account: members (admin, agent), agent profiles, API keys and the listing feed",
  });
  const agencyAnswer = (description: string) =>
    json(myAgencySchema.meta({ id: "MyAgency" }), description, exampleMyAgency);

  routes.post(
    "/agencies",
    {
      operationId: "createAgency",
      summary: "Create an agency; you become its admin",
      access: "session",
      body: {
        schema: createAgencyInputSchema,
        description: "The agency",
        example: { name: "Dune Homes", orn: "12345", emirate: "Dubai" },
      },
      responses: {
        201: agencyAnswer("Created"),
        409: errorResponse("You are already a member of an agency"),
      },
    },
    requireAuth,
    async (input, req, res) => {
      res.status(201).json(await service.createAgency(db, req.user!.id, input.body, req.site));
    },
  );

  routes.get(
    "/agency",
    {
      operationId: "getMyAgency",
      summary: "Your agency, your role, its members and agents",
      access: "session",
      responses: { 200: agencyAnswer("Your agency"), 404: notMember },
    },
    requireAuth,
    async (req, res) => {
      res.json(await service.getMyAgency(db, req.user!.id, req.site));
    },
  );

  routes.post(
    "/agency/members",
    {
      operationId: "addAgencyMember",
      summary: "Add a person (by their account's email) as admin or agent, or change their role",
      access: "session",
      body: {
        schema: addMemberInputSchema,
        description: "The person and role",
        example: { email: "omar@dunehomes.ae", role: "agent" },
      },
      responses: {
        200: agencyAnswer("The agency with its members"),
        403: adminsOnly,
        404: errorResponse("You are not in an agency, or no account has that email"),
        409: errorResponse("The person is in another agency, or the last admin would be lost"),
      },
    },
    requireAuth,
    async (input, req, res) => {
      res.json(await service.addMember(db, req.user!.id, input.body, req.site));
    },
  );

  const userIdParams = z.object({ userId: z.coerce.number().int().min(1).max(2_147_483_647) });
  routes.delete(
    "/agency/members/:userId",
    {
      operationId: "removeAgencyMember",
      summary: "Remove a member (an agency keeps at least one admin)",
      access: "session",
      params: userIdParams,
      responses: {
        200: agencyAnswer("The agency with its members"),
        403: adminsOnly,
        404: errorResponse("No such member"),
        409: errorResponse("The last admin cannot leave"),
      },
    },
    requireAuth,
    async (input, req, res) => {
      res.json(await service.removeMember(db, req.user!.id, input.params.userId, req.site));
    },
  );

  const brnTaken = errorResponse("Another agent on the site already has this BRN (decision 0061)", {
    message: service.BRN_TAKEN,
    code: "conflict",
    fieldErrors: { brn: [service.BRN_TAKEN] },
  });
  const agentCreated = json(z.object({ id: z.number().int() }), "The agent's id", { id: 3 });
  routes.post(
    "/agency/agents",
    {
      operationId: "addAgencyAgent",
      summary: "Add an agent profile (name, BRN, languages, areas, photo; optionally a member's account)",
      access: "session",
      body: {
        schema: agentInputSchema,
        description: "The agent",
        example: {
          name: "Sara Haddad",
          brn: "BRN-40213",
          languages: ["English", "Arabic"],
          areas: ["Dubai Marina"],
        },
      },
      responses: { 201: agentCreated, 403: adminsOnly, 404: notMember, 409: brnTaken },
    },
    requireAuth,
    async (input, req, res) => {
      res.status(201).json(await service.addAgent(db, req.user!.id, input.body));
    },
  );

  const agentParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
  const agentUpdateSchema = agentInputSchema.partial().strict();
  routes.patch(
    "/agency/agents/:id",
    {
      operationId: "updateAgencyAgent",
      summary: "Change some fields of one of the agency's agents",
      access: "session",
      params: agentParams,
      body: {
        schema: agentUpdateSchema,
        description: "The fields to change",
        example: { languages: ["English", "Arabic", "Hindi"] },
      },
      responses: {
        200: agentCreated,
        403: adminsOnly,
        404: errorResponse("No such agent in your agency"),
        409: brnTaken,
      },
    },
    requireAuth,
    async (input, req, res) => {
      const { id } = input.params;
      // Only the fields sent: parsing with the create schema's defaults would reset the others.
      const sent = Object.fromEntries(
        Object.entries(input.body).filter(([key]) => key in (req.body as object)),
      );
      res.json(await service.updateAgent(db, req.user!.id, id, sent));
    },
  );

  routes.get(
    "/agency/keys",
    {
      operationId: "listAgencyApiKeys",
      summary: "The agency's API keys (never the keys themselves)",
      access: "session",
      responses: {
        200: json(z.array(apiKeySchema.meta({ id: "ApiKey" })), "Keys", [exampleKey]),
        403: adminsOnly,
        404: notMember,
      },
    },
    requireAuth,
    async (req, res) => {
      res.json(await service.listApiKeys(db, req.user!.id));
    },
  );

  routes.post(
    "/agency/keys",
    {
      operationId: "createAgencyApiKey",
      summary: "Create a named API key: the answer shows the key once",
      access: "session",
      body: { schema: createApiKeyInputSchema, description: "The key's name", example: { name: "CRM sync" } },
      responses: {
        201: json(createdApiKeySchema.meta({ id: "CreatedApiKey" }), "Created", {
          ...exampleKey,
          key: "upm_7Gx2kQ9aVb3mN8pR1sT4uW6yZ0cE5fH2jK7lM9nP",
        }),
        403: adminsOnly,
        404: notMember,
        409: errorResponse("Too many live keys"),
      },
    },
    requireAuth,
    async (input, req, res) => {
      res.status(201).json(await service.createApiKey(db, req.user!.id, input.body.name));
    },
  );

  routes.delete(
    "/agency/keys/:id",
    {
      operationId: "revokeAgencyApiKey",
      summary: "Revoke a key: it stops working at once",
      access: "session",
      params: apiKeyIdParamsSchema,
      responses: {
        200: json(apiKeySchema, "Revoked", { ...exampleKey, revokedAt: "2026-11-21T10:00:00.000Z" }),
        403: adminsOnly,
        404: errorResponse("No such key in your agency"),
      },
    },
    requireAuth,
    async (input, req, res) => {
      res.json(await service.revokeApiKey(db, req.user!.id, input.params.id));
    },
  );

  const feedState = json(feedStateSchema.meta({ id: "FeedState" }), "The feed and its latest runs", {
    feed: {
      url: "https://crm.example.com/feeds/dune.xml",
      format: "xml",
      intervalMinutes: 60,
      lastRunAt: null,
    },
    runs: [exampleRun],
  });
  routes.get(
    "/agency/feed",
    {
      operationId: "getAgencyFeed",
      summary: "The agency's feed address and its latest import reports",
      access: "session",
      responses: { 200: feedState, 403: adminsOnly, 404: notMember },
    },
    requireAuth,
    async (req, res) => {
      res.json(await service.getFeedState(db, req.user!.id));
    },
  );

  routes.put(
    "/agency/feed",
    {
      operationId: "saveAgencyFeed",
      summary: "Set the feed's address, format (xml or json) and how often it is fetched",
      access: "session",
      body: {
        schema: feedSettingsInputSchema,
        description: "The feed",
        example: { url: "https://crm.example.com/feeds/dune.xml", format: "xml", intervalMinutes: 60 },
      },
      responses: { 200: feedState, 403: adminsOnly, 404: notMember },
    },
    requireAuth,
    async (input, req, res) => {
      res.json(await service.saveFeed(db, req.user!.id, input.body, config.feeds));
    },
  );

  routes.delete(
    "/agency/feed",
    {
      operationId: "deleteAgencyFeed",
      summary: "Stop fetching the feed (its listings stay as they are)",
      access: "session",
      responses: { 204: { description: "Deleted" }, 403: adminsOnly, 404: notMember },
    },
    requireAuth,
    async (req, res) => {
      await service.deleteFeed(db, req.user!.id);
      res.status(204).end();
    },
  );

  const runAnswer = json(feedRunSchema.meta({ id: "FeedRun" }), "The run's report", exampleRun);
  routes.post(
    "/agency/feed/run",
    {
      operationId: "runAgencyFeed",
      summary: "Fetch and import the feed now",
      access: "session",
      responses: {
        200: runAnswer,
        403: adminsOnly,
        404: errorResponse("Not in an agency, or no feed address"),
      },
    },
    requireAuth,
    async (req, res) => {
      const { agencyId } = await service.requireMembership(db, req.user!.id, "admin");
      res.json(await runAgencyFeed(db, agencyId, config.feeds, config.sites.uae, logger, storage));
    },
  );

  routes.post(
    "/agency/feed/upload",
    {
      operationId: "uploadAgencyFeed",
      summary: "Import a feed file (its text, up to 5 MB) now",
      description:
        "The same import as the feed's address: XML (`<list>` of `<property>`) or JSON (`{ listings: [...] }`). The body limit here is 6 MB.",
      access: "session",
      body: {
        schema: feedUploadInputSchema,
        description: "The file",
        example: { format: "json", content: '{"listings":[]}' },
      },
      responses: { 200: runAnswer, 403: adminsOnly, 404: notMember },
    },
    requireAuth,
    async (input, req, res) => {
      const { agencyId } = await service.requireMembership(db, req.user!.id, "admin");
      const { format, content } = input.body;
      res.json(
        await importFeedContent(db, agencyId, content, format, "upload", {
          site: config.sites.uae,
          logger,
          archiveMinSuccessShare: config.feeds.archiveMinSuccessShare,
          media: storage ? { storage, fetch: config.feeds } : undefined,
        }),
      );
    },
  );

  // --- Public profiles (pages /agencies/:id and /agents/:id) ---
  const agencyNotFound = errorResponse("No such agency on this site", {
    message: "Agency not found",
    code: "not_found",
  });
  routes.get(
    "/agencies/:id",
    {
      operationId: "getAgencyProfile",
      summary: "An agency's profile: its agents, live listing count and median reply time",
      access: "public",
      params: agencyIdParamsSchema,
      responses: {
        200: json(agencyProfileSchema.meta({ id: "AgencyProfile" }), "The agency", {
          ...exampleMyAgency.agency,
          isSample: false,
          agents: [exampleAgent],
          agentCount: 1,
          listingCount: 42,
          replyTime: { medianMinutes: 95, enquiries: 31 },
        }),
        404: agencyNotFound,
      },
    },
    async (input, req, res) => {
      res.json(await profiles.agencyProfile(db, input.params.id, req.site));
    },
  );

  routes.get(
    "/agencies/:id/listings",
    {
      operationId: "listAgencyProfileListings",
      summary: "The agency's live listings, featured first then newest",
      access: "public",
      params: agencyIdParamsSchema,
      query: pagingQuerySchema,
      responses: {
        200: pagedList(listingSummaryDocumentSchema, "Listings", [exampleListingSummary]),
        404: agencyNotFound,
      },
    },
    async (input, req, res) => {
      const { id } = input.params;
      const query = input.query;
      sendPage(req, res, query, await profiles.agencyListingsPage(db, id, query, req.site));
    },
  );

  routes.get(
    "/agents/:id/reply-time",
    {
      operationId: "getAgentReplyTime",
      summary: "The agent's median reply time to enquiries (null with too few answered)",
      access: "public",
      params: agentIdParamsSchema,
      responses: {
        200: json(replyTimeSchema, "The reply time", { medianMinutes: 40, enquiries: 12 }),
        404: errorResponse("No such agent on this site"),
      },
    },
    async (input, req, res) => {
      res.json(await profiles.agentReplyTime(db, input.params.id, req.site));
    },
  );

  return routes.router;
}
