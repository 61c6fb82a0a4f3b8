import { z } from "zod";
import { timestampSchema } from "./timestamp";

/**
 * Conversations (docs/decisions/0054-conversations.md): an enquiry is the first message of
 * a thread between the listing's side (its owner, or the agent the listing names when that agent has an
 * account) and the visitor who sent it.
 */
export const THREAD_SIDES = ["owner", "visitor"] as const;
export type ThreadSide = (typeof THREAD_SIDES)[number];

/** A reply's longest body: twice an enquiry's 2,000, room for an answer with a viewing's details. */
export const REPLY_BODY_MAX = 4000;

/** POST /api/my/conversations/:id/messages */
export const replyInputSchema = z
  .object({
    body: z
      .string({ error: "Enter a message" })
      .trim()
      .min(1, { error: "Enter a message" })
      .max(REPLY_BODY_MAX, { error: "Message must be at most 4,000 characters" }),
  })
  .strict();
export type ReplyInput = z.output<typeof replyInputSchema>;

export const threadMessageSchema = z.object({
  id: z.number().int(),
  /** Who wrote it: "visitor" for the enquiry itself and the visitor's replies. */
  side: z.enum(THREAD_SIDES),
  /** The reader's own message. */
  mine: z.boolean(),
  body: z.string(),
  createdAt: timestampSchema,
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** A thread as one of its two parties sees it (GET /api/my/conversations/:id). */
export const conversationSchema = z.object({
  id: z.number().int(),
  /** Which party the reader is. */
  side: z.enum(THREAD_SIDES),
  propertyId: z.number().int(),
  propertyTitle: z.string(),
  /** The visitor's name as they gave it (empty once they deleted their account). */
  visitorName: z.string(),
  /**
   * The visitor's email and phone: for the listing's side only once it has replied in the site (the privacy
   * policy's promise); null before that, and always for the visitor, who knows their own.
   */
  visitorEmail: z.string().nullable(),
  visitorPhone: z.string().nullable(),
  visitorDeleted: z.boolean(),
  /**
   * The listing's side deleted their account and nobody else answers for the listing: the thread is closed,
   * still readable, and replies are refused (409).
   */
  listerDeleted: z.boolean(),
  /** Messages from the other side the reader has not opened. */
  unread: z.number().int(),
  /** When the listing's side first replied, or null. */
  firstReplyAt: timestampSchema.nullable(),
  messages: z.array(threadMessageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** One line of "My enquiries": an enquiry the signed-in visitor sent, with its last message. */
export const sentEnquirySchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  propertyTitle: z.string(),
  /** The listing's Arabic title when it has one: an Arabic page shows it (shared/listing-text.ts). */
  propertyTitleAr: z.string().nullable(),
  lastMessage: z.string(),
  lastMessageSide: z.enum(THREAD_SIDES),
  lastMessageAt: timestampSchema,
  unread: z.number().int(),
  createdAt: timestampSchema,
});
export type SentEnquiry = z.infer<typeof sentEnquirySchema>;

/** GET /api/my/unread: unread messages per side, and their sum for the header's badge. */
export const unreadCountsSchema = z.object({
  received: z.number().int(),
  sent: z.number().int(),
  total: z.number().int(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export const conversationIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: "Must be a conversation id" })
    .int({ error: "Must be a conversation id" })
    .min(1, { error: "Must be a conversation id" })
    .max(2_147_483_647, { error: "Must be a conversation id" }),
});
