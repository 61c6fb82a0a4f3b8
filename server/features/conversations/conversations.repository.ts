import { asc, desc, eq, sql } from "drizzle-orm";
import type { ThreadSide } from "@shared/conversation";
import type { Db } from "../../db/client";
import { agents, enquiries, enquiryMessages, properties, users } from "../../db/schema";

/**
 * An enquiry with what deciding who may read its thread needs: the listing's owner, the user of the agent
 * the listing names (an agency's agent answers for the listings they are named on), and the sender.
 */
export async function findThread(db: Db, enquiryId: number) {
  const [row] = await db
    .select({
      id: enquiries.id,
      propertyId: enquiries.propertyId,
      propertyTitle: properties.title,
      propertyTitleAr: properties.titleAr,
      ownerId: properties.ownerId,
      agentUserId: agents.userId,
      senderUserId: enquiries.senderUserId,
      senderDeletedAt: enquiries.senderDeletedAt,
      listerDeletedAt: enquiries.listerDeletedAt,
      name: enquiries.name,
      email: enquiries.email,
      phone: enquiries.phone,
      message: enquiries.message,
      locale: enquiries.locale,
      ownerUnread: enquiries.ownerUnread,
      visitorUnread: enquiries.visitorUnread,
      ownerFirstReplyAt: enquiries.ownerFirstReplyAt,
      createdAt: enquiries.createdAt,
    })
    .from(enquiries)
    .innerJoin(properties, eq(properties.id, enquiries.propertyId))
    .leftJoin(agents, eq(agents.id, properties.agentId))
    .where(eq(enquiries.id, enquiryId))
    .limit(1);
  return row;
}
export type ThreadRow = NonNullable<Awaited<ReturnType<typeof findThread>>>;

export async function findThreadMessages(db: Db, enquiryId: number) {
  return db
    .select({
      id: enquiryMessages.id,
      side: enquiryMessages.side,
      authorUserId: enquiryMessages.authorUserId,
      body: enquiryMessages.body,
      createdAt: enquiryMessages.createdAt,
    })
    .from(enquiryMessages)
    .where(eq(enquiryMessages.enquiryId, enquiryId))
    .orderBy(asc(enquiryMessages.createdAt), asc(enquiryMessages.id));
}

/**
 * Adds a reply and, in the same transaction, counts it unread for the other side, moves the thread's last
 * message time and (for the listing's side's first reply) records when it first replied. The owner's side
 * is "read" no more once the visitor writes: read_at is what its inbox's unread filter reads.
 */
export async function insertReply(
  db: Db,
  values: { enquiryId: number; side: ThreadSide; authorUserId: number; body: string },
) {
  return db.transaction(async (tx) => {
    const [message] = await tx.insert(enquiryMessages).values(values).returning();
    const at = message.createdAt;
    await tx
      .update(enquiries)
      .set(
        values.side === "owner"
          ? {
              visitorUnread: sql`${enquiries.visitorUnread} + 1`,
              ownerUnread: 0,
              readAt: sql`coalesce(${enquiries.readAt}, ${at})`,
              ownerFirstReplyAt: sql`coalesce(${enquiries.ownerFirstReplyAt}, ${at})`,
              lastMessageAt: at,
            }
          : {
              ownerUnread: sql`${enquiries.ownerUnread} + 1`,
              readAt: null,
              visitorUnread: 0,
              visitorReadAt: at,
              lastMessageAt: at,
            },
      )
      .where(eq(enquiries.id, values.enquiryId));
    return message;
  });
}

/** The reader's side has opened the thread: nothing in it is unread for them any more. */
export async function markThreadRead(db: Db, enquiryId: number, side: ThreadSide): Promise<void> {
  await db
    .update(enquiries)
    .set(
      side === "owner"
        ? { ownerUnread: 0, readAt: sql`coalesce(${enquiries.readAt}, now())` }
        : { visitorUnread: 0, visitorReadAt: sql`now()` },
    )
    .where(eq(enquiries.id, enquiryId));
}

/**
 * Unread messages for one person, per side, in one statement: on the listings they own or are the named
 * agent of (through properties_owner_idx / agents_user_idx, then the partial enquiries_owner_unread_idx),
 * and in the enquiries they sent (the partial enquiries_visitor_unread_idx). Both partial indexes hold
 * only threads with something unread, so the sums read a handful of rows whatever the history.
 */
export async function countUnread(db: Db, userId: number): Promise<{ received: number; sent: number }> {
  const result = (await db.execute(sql`
    select
      (select coalesce(sum(e.owner_unread), 0)::int from enquiries e
        where e.owner_unread > 0 and e.property_id in (
          select p.id from properties p where p.owner_id = ${userId}
          union
          select p.id from properties p join agents a on a.id = p.agent_id where a.user_id = ${userId}
        )) as received,
      (select coalesce(sum(e.visitor_unread), 0)::int from enquiries e
        where e.sender_user_id = ${userId} and e.visitor_unread > 0) as sent
  `)) as unknown as { rows: { received: number | string; sent: number | string }[] };
  const [row] = result.rows;
  return { received: Number(row.received), sent: Number(row.sent) };
}

/** The enquiries a signed-in visitor sent, the latest conversation first, with each one's last message. */
export async function findSentEnquiries(db: Db, userId: number, options: { page: number; limit: number }) {
  const last = db
    .select({
      enquiryId: enquiryMessages.enquiryId,
      body: enquiryMessages.body,
      side: enquiryMessages.side,
    })
    .from(enquiryMessages)
    .where(eq(enquiryMessages.enquiryId, enquiries.id))
    .orderBy(desc(enquiryMessages.createdAt), desc(enquiryMessages.id))
    .limit(1)
    .as("last");
  const where = eq(enquiries.senderUserId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: enquiries.id,
        propertyId: enquiries.propertyId,
        propertyTitle: properties.title,
        propertyTitleAr: properties.titleAr,
        message: enquiries.message,
        lastBody: last.body,
        lastSide: last.side,
        lastMessageAt: enquiries.lastMessageAt,
        unread: enquiries.visitorUnread,
        createdAt: enquiries.createdAt,
      })
      .from(enquiries)
      .innerJoin(properties, eq(properties.id, enquiries.propertyId))
      .leftJoinLateral(last, sql`true`)
      .where(where)
      .orderBy(desc(enquiries.lastMessageAt), desc(enquiries.id))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(enquiries)
      .where(where),
  ]);
  return { rows, total };
}

/** The account of a party, for mailing them: their email and saved language. */
export async function findAccount(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * When the listing's side first replied in the site to one enquiry, and when the enquiry came: the figure
 * agents' median reply time is made of (docs/decisions/0053). Null firstReplyAt: not answered yet.
 */
export async function findFirstReply(db: Db, enquiryId: number) {
  const [row] = await db
    .select({ enquiredAt: enquiries.createdAt, firstReplyAt: enquiries.ownerFirstReplyAt })
    .from(enquiries)
    .where(eq(enquiries.id, enquiryId))
    .limit(1);
  return row;
}
