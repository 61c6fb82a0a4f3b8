import type { Router } from "express";
import {
  conversationIdParamsSchema,
  conversationSchema,
  replyInputSchema,
  sentEnquirySchema,
  threadMessageSchema,
  unreadCountsSchema,
  type Conversation,
} from "@shared/conversation";
import { pagingQuerySchema } from "@shared/listing";
import type { AppContext } from "../../app-context";
import { sendPage } from "../../lib/paging";
import { idempotent } from "../../middleware/idempotency";
import { rateLimit, type RateLimitRule } from "../../middleware/rate-limit";
import { requireAuth } from "../../middleware/require-auth";
import { createMailer } from "../../lib/mail/mailer";
import { errorResponse, json, pagedList } from "../../http/openapi/api-description";
import { checkInput, documentedRouter } from "../../http/openapi/documented-router";
import * as service from "./conversations.service";

/**
 * Replies per signed-in account, whatever the address: a conversation at a person's pace (a reply every
 * 20 seconds for ten minutes) with room to spare, not a script mailing a visitor through the site. The
 * route validates first, so a rejected body never counts.
 */
export const REPLY_RATE_LIMIT: RateLimitRule = {
  name: "conversation-reply",
  limit: 30,
  windowSeconds: 10 * 60,
  keyOf: (req) => (req.user ? `user:${req.user.id}` : null),
  onStoreFailure: "open",
};

const exampleConversation: Conversation = {
  id: 42,
  side: "owner",
  propertyId: 7,
  propertyTitle: "Two-bedroom apartment with a marina view",
  visitorName: "Omar Haddad",
  visitorEmail: "omar@example.com",
  visitorPhone: "+971 50 123 4567",
  visitorDeleted: false,
  listerDeleted: false,
  unread: 0,
  firstReplyAt: "2026-03-02T09:30:00.000Z",
  messages: [
    {
      id: 0,
      side: "visitor",
      mine: false,
      body: "Is the apartment still available for a viewing this weekend?",
      createdAt: "2026-03-02T08:00:00.000Z",
    },
    {
      id: 311,
      side: "owner",
      mine: true,
      body: "Yes, Saturday at 11 works. I will meet you in the lobby.",
      createdAt: "2026-03-02T09:30:00.000Z",
    },
  ],
};
const notFound = errorResponse("No such conversation, or you are not one of its two parties", {
  message: "Conversation not found",
  code: "not_found",
});

/** Enquiries as threads between the listing's side and the visitor (docs/decisions/0054-conversations.md). */
export function conversationsRoutes({ db, rateLimits, config, logger, jobs }: AppContext): Router {
  const routes = documentedRouter({
    name: "Conversations",
    description: "An enquiry's thread between the listing's owner or agent and the visitor who sent it",
  });
  const mailer = createMailer(db, config.mail, logger, jobs);
  const conversation = conversationSchema.meta({ id: "Conversation" });

  routes.get(
    "/my/unread",
    {
      operationId: "getUnreadCounts",
      summary: "Unread messages: on your listings' enquiries (received) and in the enquiries you sent",
      access: "session",
      responses: { 200: json(unreadCountsSchema, "Counts", { received: 2, sent: 1, total: 3 }) },
    },
    requireAuth,
    async (req, res) => {
      res.set("Cache-Control", "private, no-store");
      res.json(await service.getUnreadCounts(db, req, req.user!.id));
    },
  );

  routes.get(
    "/my/sent-enquiries",
    {
      operationId: "listSentEnquiries",
      summary: "Enquiries you sent signed in, the latest conversation first",
      description:
        "Enquiries sent signed out are not listed, even from your account's email: the site does not verify emails, so owning one is never assumed (decision 0054).",
      access: "session",
      query: pagingQuerySchema,
      responses: {
        200: pagedList(sentEnquirySchema.meta({ id: "SentEnquiry" }), "Sent enquiries", [
          {
            id: 42,
            propertyId: 7,
            propertyTitle: exampleConversation.propertyTitle,
            propertyTitleAr: "شقة بغرفتي نوم تطل على المرسى",
            lastMessage: "Yes, Saturday at 11 works.",
            lastMessageSide: "owner",
            lastMessageAt: "2026-03-02T09:30:00.000Z",
            unread: 1,
            createdAt: "2026-03-02T08:00:00.000Z",
          },
        ]),
      },
    },
    requireAuth,
    async (input, req, res) => {
      const query = input.query;
      sendPage(req, res, query, await service.listSentEnquiries(db, req.user!.id, query));
    },
  );

  routes.get(
    "/my/conversations/:id",
    {
      operationId: "getConversation",
      summary: "An enquiry's thread, for its listing's owner or agent or for the visitor who sent it",
      description:
        "The enquiry is the first message (id 0). The visitor's email and phone are null for the listing's side until it has replied here. Reading does not mark it read: PUT …/read does.",
      access: "session",
      params: conversationIdParamsSchema,
      responses: { 200: json(conversation, "The thread", exampleConversation), 404: notFound },
    },
    requireAuth,
    async (input, req, res) => {
      const { id } = input.params;
      res.set("Cache-Control", "private, no-store");
      res.json(await service.getConversation(db, id, req.user!.id));
    },
  );

  routes.put(
    "/my/conversations/:id/read",
    {
      operationId: "markConversationRead",
      summary: "Mark a thread read for your side (idempotent)",
      access: "session",
      params: conversationIdParamsSchema,
      responses: { 200: json(conversation, "The thread, read", exampleConversation), 404: notFound },
    },
    requireAuth,
    async (input, req, res) => {
      const { id } = input.params;
      res.json(await service.markConversationRead(db, id, req.user!.id));
    },
  );

  routes.post(
    "/my/conversations/:id/messages",
    {
      operationId: "replyInConversation",
      summary: "Reply in a thread; the other party is emailed with a link back to it",
      description:
        "30 replies per 10 minutes per account. With an Idempotency-Key, a repeated request (a double click) gets the first answer and sends nothing more.",
      access: "session",
      params: conversationIdParamsSchema,
      body: {
        schema: replyInputSchema,
        description: "The reply",
        example: { body: "Yes, Saturday at 11 works." },
      },
      responses: {
        201: json(threadMessageSchema.meta({ id: "ThreadMessage" }), "Sent", exampleConversation.messages[1]),
        404: notFound,
        409: errorResponse("The visitor deleted their account, or the lister did and the thread is closed", {
          message: "The sender has deleted their account, so replies cannot reach them",
          code: "conflict",
        }),
      },
    },
    requireAuth,
    checkInput(),
    rateLimit(rateLimits, REPLY_RATE_LIMIT),
    idempotent(db, "POST /api/my/conversations/:id/messages"),
    async (input, req, res) => {
      const { id } = input.params;
      const { body } = input.body;
      const sent = await service.replyInConversation(db, id, req.user!.id, body);
      res.status(201).json(sent.reply);
      // After answering: the writer never waits for (or sees a failure of) the other side's email.
      service
        .notifyOtherSide(db, mailer, req.site, sent)
        .catch((error: unknown) => logger.error({ err: error }, "conversation reply mail failed"));
    },
  );

  return routes.router;
}
