import type { Request } from "express";
import type {
  Conversation,
  SentEnquiry,
  ThreadMessage,
  ThreadSide,
  UnreadCounts,
} from "@shared/conversation";
import type { SiteConfig } from "@shared/site";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { recipientLocale } from "../../lib/mail/mail-language";
import type { Mailer } from "../../lib/mail/mailer";
import { ownerReplyMail, visitorReplyMail } from "./conversation-mail";
import * as repository from "./conversations.repository";

/**
 * Which party a user is in a thread: the listing's side (its owner, or the user of the agent the listing
 * names) or the visitor who sent the enquiry signed in. Anyone else, moderators included, is no party:
 * a private conversation is not the console's to read (docs/decisions/0054).
 */
export function sideOf(thread: repository.ThreadRow, userId: number): ThreadSide | null {
  if (thread.ownerId === userId || thread.agentUserId === userId) return "owner";
  if (thread.senderUserId === userId) return "visitor";
  return null;
}

/** The thread if the user is one of its parties; 404 otherwise, so its existence is not told to others. */
async function threadFor(db: Db, enquiryId: number, userId: number) {
  const thread = await repository.findThread(db, enquiryId);
  const side = thread ? sideOf(thread, userId) : null;
  if (!thread || !side) throw AppError.notFound("Conversation not found");
  return { thread, side };
}

function toConversation(
  thread: repository.ThreadRow,
  side: ThreadSide,
  messages: Awaited<ReturnType<typeof repository.findThreadMessages>>,
): Conversation {
  // The privacy policy's promise: the visitor's email and phone reach the listing's side once it has
  // replied in the site, not before (a scraper posing as a lister learns nothing by listing).
  const showContact =
    side === "owner" && thread.ownerFirstReplyAt !== null && thread.senderDeletedAt === null;
  const first: ThreadMessage = {
    id: 0,
    side: "visitor",
    mine: side === "visitor",
    body: thread.message,
    createdAt: thread.createdAt.toISOString(),
  };
  return {
    id: thread.id,
    side,
    propertyId: thread.propertyId,
    propertyTitle: thread.propertyTitle,
    visitorName: thread.name,
    visitorEmail: showContact ? thread.email : null,
    visitorPhone: showContact ? thread.phone : null,
    visitorDeleted: thread.senderDeletedAt !== null,
    listerDeleted: thread.listerDeletedAt !== null,
    unread: side === "owner" ? thread.ownerUnread : thread.visitorUnread,
    firstReplyAt: thread.ownerFirstReplyAt?.toISOString() ?? null,
    messages: [
      first,
      ...messages.map((message) => ({
        id: message.id,
        side: message.side,
        mine: message.side === side,
        body: message.body,
        createdAt: message.createdAt.toISOString(),
      })),
    ],
  };
}

export async function getConversation(db: Db, enquiryId: number, userId: number): Promise<Conversation> {
  const { thread, side } = await threadFor(db, enquiryId, userId);
  return toConversation(thread, side, await repository.findThreadMessages(db, enquiryId));
}

/** Opening a thread reads it: its unread count for the reader's side drops to nothing. */
export async function markConversationRead(db: Db, enquiryId: number, userId: number): Promise<Conversation> {
  const { side } = await threadFor(db, enquiryId, userId);
  await repository.markThreadRead(db, enquiryId, side);
  return getConversation(db, enquiryId, userId);
}

/** The answer to a reply in a thread whose lister deleted their account: nobody would read it. */
export const LISTER_LEFT_MESSAGE = "This lister has left the site; the conversation is closed";

/**
 * A reply from either party. A party whose account was deleted has left the thread, so the other cannot
 * write to nobody: a visitor who left, or a lister who left (the thread is then closed), answers 409 and
 * stores nothing. The caller mails the other side after answering.
 */
export async function replyInConversation(db: Db, enquiryId: number, userId: number, body: string) {
  const { thread, side } = await threadFor(db, enquiryId, userId);
  if (thread.senderDeletedAt !== null)
    throw AppError.conflict("The sender has deleted their account, so replies cannot reach them");
  if (thread.listerDeletedAt !== null) throw AppError.conflict(LISTER_LEFT_MESSAGE);
  const message = await repository.insertReply(db, { enquiryId, side, authorUserId: userId, body });
  const reply: ThreadMessage = {
    id: message.id,
    side,
    mine: true,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
  };
  return { reply, thread, side };
}

/**
 * Mails the reply to the other party (their saved language; a visitor without an account in the language of
 * the page they wrote from). The listing's side is its owner's account, or the named agent's when the
 * listing has no owner account (sample data has neither, and nobody is mailed).
 */
export async function notifyOtherSide(
  db: Db,
  mailer: Mailer,
  site: SiteConfig,
  sent: Awaited<ReturnType<typeof replyInConversation>>,
) {
  const { thread, side, reply } = sent;
  const listing = { id: thread.propertyId, title: thread.propertyTitle, titleAr: thread.propertyTitleAr };
  if (side === "owner") {
    const account = thread.senderUserId ? await repository.findAccount(db, thread.senderUserId) : undefined;
    const locale = recipientLocale(account?.locale ?? thread.locale);
    const mail = ownerReplyMail(locale, {
      site,
      readerName: thread.name,
      listing,
      enquiryId: thread.id,
      body: reply.body,
      readerHasAccount: account !== undefined,
    });
    // The address the visitor gave with the enquiry: the one they asked to be answered at.
    await mailer.send({ to: thread.email, ...mail });
    return;
  }
  const recipientId = thread.ownerId ?? thread.agentUserId;
  const account = recipientId ? await repository.findAccount(db, recipientId) : undefined;
  if (!account) return;
  const mail = visitorReplyMail(recipientLocale(account.locale), {
    site,
    readerName: account.username,
    visitorName: thread.name,
    listing,
    enquiryId: thread.id,
    body: reply.body,
  });
  await mailer.send({ to: account.email, ...mail });
}

export async function listSentEnquiries(
  db: Db,
  userId: number,
  query: { page: number; limit: number },
): Promise<{ items: SentEnquiry[]; total: number }> {
  const { rows, total } = await repository.findSentEnquiries(db, userId, query);
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      propertyId: row.propertyId,
      propertyTitle: row.propertyTitle,
      propertyTitleAr: row.propertyTitleAr,
      lastMessage: row.lastBody ?? row.message,
      lastMessageSide: row.lastSide ?? "visitor",
      lastMessageAt: row.lastMessageAt.toISOString(),
      unread: row.unread,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

const unreadByRequest = new WeakMap<Request, Promise<UnreadCounts>>();

/** The header's unread counts: one statement, computed at most once per request whoever asks. */
export function getUnreadCounts(db: Db, req: Request, userId: number): Promise<UnreadCounts> {
  let counts = unreadByRequest.get(req);
  if (!counts) {
    counts = repository
      .countUnread(db, userId)
      .then(({ received, sent }) => ({ received, sent, total: received + sent }));
    unreadByRequest.set(req, counts);
  }
  return counts;
}

/**
 * When an enquiry was first answered in the site, for agents' median reply time (docs/decisions/0053): the
 * seconds from the enquiry to the listing's side's first reply, null while unanswered, undefined for no
 * such enquiry. Over many enquiries, the same figure is
 * `extract(epoch from owner_first_reply_at - created_at)` on enquiries.
 */
export async function getFirstReplyTime(
  db: Db,
  enquiryId: number,
): Promise<{ enquiredAt: Date; firstReplyAt: Date | null; seconds: number | null } | undefined> {
  const row = await repository.findFirstReply(db, enquiryId);
  if (!row) return undefined;
  return {
    ...row,
    seconds: row.firstReplyAt ? (row.firstReplyAt.getTime() - row.enquiredAt.getTime()) / 1000 : null,
  };
}
