import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { enquiries, properties, users } from "../../db/schema";

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
};
function selectInbox(db: Db) {
  return db
    .select(inboxColumns)
    .from(enquiries)
    .innerJoin(properties, eq(properties.id, enquiries.propertyId));
}
export type InboxRow = Awaited<ReturnType<typeof selectInbox>>[number];

/** Enquiries on the owner's listings, newest first. */
export async function findEnquiriesForOwner(
  db: Db,
  ownerId: number,
  options: { page: number; limit: number; unreadOnly: boolean },
): Promise<{ rows: InboxRow[]; total: number }> {
  const conditions: SQL[] = [eq(properties.ownerId, ownerId)];
  if (options.unreadOnly) conditions.push(isNull(enquiries.readAt));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    selectInbox(db)
      .where(where)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(enquiries)
      .innerJoin(properties, eq(properties.id, enquiries.propertyId))
      .where(where),
  ]);
  return { rows, total };
}

export async function findInboxEnquiry(db: Db, id: number): Promise<InboxRow | undefined> {
  const [row] = await selectInbox(db).where(eq(enquiries.id, id)).limit(1);
  return row;
}

/** Marks read (keeping the first time it was read) or unread. */
export async function setEnquiryRead(db: Db, id: number, read: boolean): Promise<void> {
  await db
    .update(enquiries)
    .set({ readAt: read ? sql`coalesce(${enquiries.readAt}, now())` : null })
    .where(eq(enquiries.id, id));
}

/** The owner's account contact for a listing, or undefined for listings without an owner (sample data). */
export async function findListingOwnerContact(db: Db, propertyId: number) {
  const [row] = await db
    .select({
      title: properties.title,
      titleAr: properties.titleAr,
      username: users.username,
      email: users.email,
      locale: users.locale,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, propertyId))
    .limit(1);
  return row;
}
