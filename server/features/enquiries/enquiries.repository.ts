import { and, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agents, enquiries, properties } from "../../db/schema";

export type EnquiryRow = typeof enquiries.$inferSelect;
export type NewEnquiryRow = typeof enquiries.$inferInsert;

/** What deciding whether a listing may receive enquiries needs: its status, emirate and owner. */
export async function findListingForEnquiry(db: Db, propertyId: number) {
  const [row] = await db
    .select({
      id: properties.id,
      status: properties.status,
      emirate: properties.emirate,
      ownerId: properties.ownerId,
    })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  return row;
}

export async function insertEnquiry(db: Db, values: NewEnquiryRow): Promise<EnquiryRow> {
  const [row] = await db.insert(enquiries).values(values).returning();
  return row;
}

const inboxColumns = {
  id: enquiries.id,
  propertyId: enquiries.propertyId,
  propertyTitle: properties.title,
  ownerId: properties.ownerId,
  name: enquiries.name,
  email: enquiries.email,
  phone: enquiries.phone,
  message: enquiries.message,
  readAt: enquiries.readAt,
  senderDeletedAt: enquiries.senderDeletedAt,
  createdAt: enquiries.createdAt,
  agentUserId: agents.userId,
  unread: enquiries.ownerUnread,
  ownerFirstReplyAt: enquiries.ownerFirstReplyAt,
  lastMessageAt: enquiries.lastMessageAt,
};
function selectInbox(db: Db) {
  return db
    .select(inboxColumns)
    .from(enquiries)
    .innerJoin(properties, eq(properties.id, enquiries.propertyId))
    .leftJoin(agents, eq(agents.id, properties.agentId));
}
export type InboxRow = Awaited<ReturnType<typeof selectInbox>>[number];

/**
 * Enquiries on the listings the user owns or is the named agent of (docs/decisions/0054), the latest
 * conversation first.
 */
export async function findEnquiriesForOwner(
  db: Db,
  ownerId: number,
  options: { page: number; limit: number; unreadOnly: boolean },
): Promise<{ rows: InboxRow[]; total: number }> {
  const conditions: SQL[] = [or(eq(properties.ownerId, ownerId), eq(agents.userId, ownerId))!];
  if (options.unreadOnly) conditions.push(isNull(enquiries.readAt));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    selectInbox(db)
      .where(where)
      .orderBy(desc(enquiries.lastMessageAt), desc(enquiries.id))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(enquiries)
      .innerJoin(properties, eq(properties.id, enquiries.propertyId))
      .leftJoin(agents, eq(agents.id, properties.agentId))
      .where(where),
  ]);
  return { rows, total };
}

export async function findInboxEnquiry(db: Db, id: number): Promise<InboxRow | undefined> {
  const [row] = await selectInbox(db).where(eq(enquiries.id, id)).limit(1);
  return row;
}

/**
 * Marks read (keeping the first time it was read; nothing in the thread is unread for the owner any more)
 * or unread (the thread counts at least one unread message again, for the header's badge).
 */
export async function setEnquiryRead(db: Db, id: number, read: boolean): Promise<void> {
  await db
    .update(enquiries)
    .set(
      read
        ? { readAt: sql`coalesce(${enquiries.readAt}, now())`, ownerUnread: 0 }
        : { readAt: null, ownerUnread: sql`greatest(${enquiries.ownerUnread}, 1)` },
    )
    .where(eq(enquiries.id, id));
}
