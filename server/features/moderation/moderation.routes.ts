import type { Request, Router } from "express";
import { z } from "zod";
import { listingIdParamsSchema } from "@shared/listing";
import {
  adminListingDetailSchema,
  adminListingSchema,
  adminSearchQuerySchema,
  adminUserSchema,
  approveInputSchema,
  auditEntrySchema,
  auditQuerySchema,
  EDIT_REQUEST_DAYS,
  idParamsSchema,
  myModerationNoticeSchema,
  noticeReplyInputSchema,
  removeInputSchema,
  reportInputSchema,
  reportReceiptSchema,
  requestChangesInputSchema,
  roleChangeInputSchema,
} from "@shared/moderation";
import type { AppContext } from "../../app-context";
import { sendPage } from "../../lib/paging";
import { RATE_LIMITS, rateLimit } from "../../middleware/rate-limit";
import { requireAuth } from "../../middleware/require-auth";
import type { SessionSetup } from "../auth/session";
import { createMailer } from "../../lib/mail/mailer";
import { errorResponse, json, pagedList } from "../../http/openapi/api-description";
import { checkInput, documentedRouter } from "../../http/openapi/documented-router";
import * as service from "./moderation.service";
import type { Actor } from "./roles";
import { createVisitorKeys } from "./visitor-key";

const createdAt = "2026-03-01T09:30:00.000Z";
const exampleNotice = {
  id: 7,
  propertyId: 1042,
  kind: "edit-request" as const,
  message: "The photos show another building. Please upload photos of this apartment.",
  dueAt: "2026-03-06T09:30:00.000Z",
  status: "open" as const,
  ownerReply: null,
  repliedAt: null,
  createdAt,
};
const exampleAdminListing = {
  id: 1042,
  title: "Two-bedroom apartment with marina view",
  status: "hidden" as const,
  location: "Dubai Marina",
  emirate: "Dubai",
  price: 2_150_000,
  imageUrl: "/media/uploads/3f9c.webp",
  ownerId: 42,
  ownerUsername: "layla",
  openReports: 3,
  reasons: [
    { reason: "fake-photos" as const, count: 2 },
    { reason: "wrong-details" as const, count: 1 },
  ],
  reportSignals: { people: 3, fromOneAddress: 1, inBurst: 1 },
  notice: null,
  createdAt,
};
const exampleDetail = {
  ...exampleAdminListing,
  reports: [
    {
      id: 12,
      reason: "fake-photos" as const,
      note: "These photos are from another listing in JBR.",
      status: "open" as const,
      reporterUsername: null,
      createdAt,
    },
  ],
  notices: [],
  verification: null,
  isSample: false,
  openFlags: 0,
};
const exampleAdminUser = {
  id: 42,
  username: "layla",
  email: "layla@example.com",
  role: "moderator" as const,
  listingCount: 3,
  createdAt,
};
const exampleAudit = {
  id: 3,
  actorId: 1,
  actorUsername: "omar",
  action: "listing.remove" as const,
  targetType: "listing" as const,
  targetId: 1042,
  reason: "Photos copied from another agency's listing",
  details: { resolvedReports: 3, from: "hidden" },
  createdAt,
};

const staffOnly = errorResponse("Signed in without the moderator or admin role", {
  message: "Only moderators and admins can do this",
  code: "forbidden",
});
const adminOnly = errorResponse("Signed in without the admin role", {
  message: "Only an admin can do this",
  code: "forbidden",
});
const listingNotFound = errorResponse("No such listing", { message: "Listing not found", code: "not_found" });

/** The signed-in account as the role checks see it; undefined when signed out. */
function actorOf(req: Request): Actor | undefined {
  return req.user && { id: req.user.id, username: req.user.username, role: req.user.role };
}

/**
 * Reports (any visitor), the operator's console (moderators and admins; the services check the role), and
 * the owner's side of moderation (docs/decisions/0050-roles-and-moderation.md).
 */
export function moderationRoutes(
  { db, rateLimits, config, logger, jobs }: AppContext,
  sessions: Pick<SessionSetup, "derivedKey">,
): Router {
  const routes = documentedRouter({
    name: "Moderation",
    description: "Reports of listings, the moderators' console, and owners' answers to moderators",
  });
  const mailer = createMailer(db, config.mail, logger, jobs);
  const visitors = createVisitorKeys(
    sessions.derivedKey("visitor-key"),
    sessions.derivedKey("report-address-key"),
  );

  routes.post(
    "/properties/:id/reports",
    {
      operationId: "reportListing",
      summary: "Report a listing",
      description:
        "Signed in or not. One open report per visitor and listing (a signed-in user by account, anyone else by a signed cookie this answer sets): a second one is a 409. Limited to 10 reports per hour from one address. Every report puts the listing before a moderator. Reports count people, not cookies: signed-in accounts at 3 distinct addresses hide the listing until a moderator reviews it (several accounts on one address count once; anonymous reports never hide). Once a moderator has approved it, the people already judged do not count again, and it takes more new people than were judged (docs/decisions/0058).",
      access: "optional-session",
      params: listingIdParamsSchema,
      body: {
        schema: reportInputSchema,
        description: "What is wrong; `other` needs a note",
        example: { reason: "fake-photos", note: "These photos are from another building in JBR." },
      },
      responses: {
        201: json(reportReceiptSchema.meta({ id: "ReportReceipt" }), "Reported", {
          id: 12,
          propertyId: 1042,
          reason: "fake-photos",
          createdAt,
        }),
        404: listingNotFound,
        409: errorResponse("This visitor already has an open report on the listing", {
          message:
            "You have already reported this listing. Our moderators will look at it; there is no need to report it again.",
          code: "conflict",
        }),
      },
    },
    checkInput(),
    rateLimit(rateLimits, RATE_LIMITS.report),
    async (input, req, res) => {
      const { id } = input.params;
      const reporter = {
        userId: req.user?.id ?? null,
        key: visitors.reporterKeyOf(req, res),
        addressKey: visitors.addressKeyOf(req),
      };
      const receipt = await service.reportListing(db, id, input.body, reporter, req.site);
      res.status(201).json(receipt);
    },
  );

  /* ---------- The console ---------- */

  const adminListing = adminListingSchema.meta({ id: "AdminListing" });
  const adminListingDetail = adminListingDetailSchema.meta({ id: "AdminListingDetail" });
  const adminUser = adminUserSchema.meta({ id: "AdminUser" });

  routes.get(
    "/admin/queue",
    {
      operationId: "getModerationQueue",
      summary: "Listings waiting for a moderator",
      description:
        "Hidden listings first, then those whose owner answered, then by how many people reported them; at most 100. `reportSignals` says how many people the open reports came from, the most from one address and the most within 2 minutes. Moderators and admins.",
      access: "session",
      responses: { 200: json(z.array(adminListing), "The queue", [exampleAdminListing]), 403: staffOnly },
    },
    async (req, res) => {
      res.json(await service.getQueue(db, actorOf(req)));
    },
  );

  routes.get(
    "/admin/listings",
    {
      operationId: "searchListingsForModeration",
      summary: "Find listings in any status",
      description:
        "`q`: a listing id, or words of the title. Newest first; at most 100. Moderators and admins.",
      access: "session",
      query: adminSearchQuerySchema,
      responses: { 200: json(z.array(adminListing), "Listings", [exampleAdminListing]), 403: staffOnly },
    },
    async (input, req, res) => {
      res.json(await service.searchListings(db, actorOf(req), input.query));
    },
  );

  routes.get(
    "/admin/listings/:id",
    {
      operationId: "getListingForModeration",
      summary: "A listing's reports and moderation messages",
      access: "session",
      params: idParamsSchema,
      responses: {
        200: json(adminListingDetail, "The listing", exampleDetail),
        403: staffOnly,
        404: listingNotFound,
      },
    },
    async (input, req, res) => {
      const { id } = input.params;
      res.json(await service.getListingForModeration(db, actorOf(req), id));
    },
  );

  routes.post(
    "/admin/listings/:id/approve",
    {
      operationId: "approveListing",
      summary: "Approve a listing",
      description:
        "Open reports are resolved, messages waiting are closed, and a hidden or removed listing goes back to the status it had. Audited.",
      access: "session",
      params: idParamsSchema,
      body: {
        schema: approveInputSchema,
        description: "An optional note for the audit log",
        example: { note: "Photos checked against the permit" },
      },
      responses: {
        200: json(adminListingDetail, "Approved", { ...exampleDetail, status: "published", openReports: 0 }),
        403: staffOnly,
        404: listingNotFound,
      },
    },
    async (input, req, res) => {
      const { id } = input.params;
      res.json(await service.approveListing(db, actorOf(req), id, input.body));
    },
  );

  routes.post(
    "/admin/listings/:id/request-changes",
    {
      operationId: "requestListingChanges",
      summary: "Ask the owner to change a listing",
      description: `The owner sees the message in the dashboard and by mail, and has \`days\` (default ${EDIT_REQUEST_DAYS}) to fix it and answer; unanswered, the listing is unpublished. Audited.`,
      access: "session",
      params: idParamsSchema,
      body: {
        schema: requestChangesInputSchema,
        description: "What to change, and the days to do it",
        example: { message: "Please upload photos of this apartment, not the building's lobby.", days: 5 },
      },
      responses: {
        200: json(adminListingDetail, "Requested", {
          ...exampleDetail,
          notice: exampleNotice,
          notices: [exampleNotice],
        }),
        403: staffOnly,
        404: listingNotFound,
        409: errorResponse("The listing is removed, or has no owner account", {
          message: "This listing was removed: approve it first",
          code: "conflict",
        }),
      },
    },
    async (input, req, res) => {
      const { id } = input.params;
      res.json(await service.requestChanges(db, mailer, actorOf(req), id, input.body, req.site));
    },
  );

  routes.post(
    "/admin/listings/:id/remove",
    {
      operationId: "removeListing",
      summary: "Remove a listing",
      description: "Off the site with a reason the owner reads in the dashboard and by mail. Audited.",
      access: "session",
      params: idParamsSchema,
      body: {
        schema: removeInputSchema,
        description: "Why",
        example: { reason: "Photos copied from another agency's listing" },
      },
      responses: {
        200: json(adminListingDetail, "Removed", { ...exampleDetail, status: "removed", openReports: 0 }),
        403: staffOnly,
        404: listingNotFound,
        409: errorResponse("Already removed", {
          message: "This listing is already removed",
          code: "conflict",
        }),
      },
    },
    async (input, req, res) => {
      const { id } = input.params;
      res.json(await service.removeListing(db, mailer, actorOf(req), id, input.body, req.site));
    },
  );

  routes.get(
    "/admin/users",
    {
      operationId: "searchUsers",
      summary: "Find accounts",
      description:
        "`q`: an account id, or part of a username or email. Staff first; at most 100. Moderators and admins.",
      access: "session",
      query: adminSearchQuerySchema,
      responses: { 200: json(z.array(adminUser), "Accounts", [exampleAdminUser]), 403: staffOnly },
    },
    async (input, req, res) => {
      res.json(await service.searchUsers(db, actorOf(req), input.query));
    },
  );

  routes.patch(
    "/admin/users/:id/role",
    {
      operationId: "changeUserRole",
      summary: "Change an account's role",
      description: "Admins only, with a reason (audited). The last admin cannot step down.",
      access: "session",
      params: idParamsSchema,
      body: {
        schema: roleChangeInputSchema,
        description: "The new role and why",
        example: { role: "moderator", reason: "Joins the review team" },
      },
      responses: {
        200: json(adminUser, "Changed", exampleAdminUser),
        403: adminOnly,
        404: errorResponse("No such account", { message: "User not found", code: "not_found" }),
        409: errorResponse("The last admin stepping down", {
          message: "You are the last admin: make someone else an admin first",
          code: "conflict",
        }),
      },
    },
    async (input, req, res) => {
      const { id } = input.params;
      res.json(await service.changeRole(db, actorOf(req), id, input.body));
    },
  );

  routes.get(
    "/admin/audit",
    {
      operationId: "readAuditLog",
      summary: "The audit log",
      description:
        "Every moderator and admin action, newest first; filter by `actorId`, or `targetType` and `targetId`. Admins only.",
      access: "session",
      query: auditQuerySchema,
      responses: {
        200: pagedList(auditEntrySchema.meta({ id: "AuditEntry" }), "Entries", [exampleAudit]),
        403: adminOnly,
      },
    },
    async (input, req, res) => {
      const query = input.query;
      sendPage(req, res, query, await service.readAuditLog(db, actorOf(req), query));
    },
  );

  /* ---------- Owners ---------- */

  const myNotice = myModerationNoticeSchema.meta({ id: "MyModerationNotice" });

  routes.get(
    "/my/moderation-notices",
    {
      operationId: "listMyModerationNotices",
      summary: "Moderators' messages about your listings",
      description: "Open and answered ones, and the rest from the last 90 days; newest first.",
      access: "session",
      responses: {
        200: json(z.array(myNotice), "Messages", [
          { ...exampleNotice, propertyTitle: exampleAdminListing.title },
        ]),
      },
    },
    requireAuth,
    async (req, res) => {
      res.json(await service.listMyNotices(db, req.user!.id));
    },
  );

  routes.post(
    "/my/moderation-notices/:id/reply",
    {
      operationId: "replyToModerationNotice",
      summary: "Answer a moderator",
      description: "Stops an edit request's clock and puts the listing before a moderator again.",
      access: "session",
      params: idParamsSchema,
      body: {
        schema: noticeReplyInputSchema,
        description: "Your answer",
        example: { message: "Fixed: the photos are now of this apartment." },
      },
      responses: {
        200: json(myNotice, "Answered", {
          ...exampleNotice,
          propertyTitle: exampleAdminListing.title,
          status: "answered",
          ownerReply: "Fixed: the photos are now of this apartment.",
          repliedAt: createdAt,
        }),
        403: errorResponse("A message about someone else's listing", {
          message: "You do not have access to this",
          code: "forbidden",
        }),
        404: errorResponse("No such message", { message: "Message not found", code: "not_found" }),
        409: errorResponse("Closed or expired", {
          message: "This message is closed: a moderator has already decided",
          code: "conflict",
        }),
      },
    },
    requireAuth,
    async (input, req, res) => {
      const { id } = input.params;
      res.json(await service.replyToNotice(db, req.user!.id, id, input.body));
    },
  );

  return routes.router;
}
