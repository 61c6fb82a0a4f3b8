import { and, desc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { featuredOrders, properties, users } from "../../db/schema";

export type FeaturedOrderRow = typeof featuredOrders.$inferSelect;
export type NewFeaturedOrderRow = typeof featuredOrders.$inferInsert;

const DAY_MS = 24 * 60 * 60 * 1000;

export async function findListingForUpgrade(db: Db, id: number) {
  const [row] = await db
    .select({
      id: properties.id,
      ownerId: properties.ownerId,
      status: properties.status,
      featured: properties.featured,
      featuredUntil: properties.featuredUntil,
    })
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1);
  return row;
}

/** Who gets the order's invoice (the account's email) and the listing it names. */
export async function findInvoiceRecipient(db: Db, userId: number, propertyId: number) {
  const [row] = await db
    .select({
      email: users.email,
      username: users.username,
      locale: users.locale,
      title: properties.title,
      titleAr: properties.titleAr,
    })
    .from(users)
    .innerJoin(properties, eq(properties.id, propertyId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * Records a new order waiting for payment, or answers undefined when the listing already has one: the
 * partial unique index `featured_orders_one_pending_idx` decides, so two requests at once cannot both pass
 * (a check before the insert could; docs/decisions/0060).
 */
export async function insertPendingOrder(
  db: Db,
  values: Omit<NewFeaturedOrderRow, "status">,
): Promise<FeaturedOrderRow | undefined> {
  const [row] = await db
    .insert(featuredOrders)
    .values({ ...values, status: "pending" })
    .onConflictDoNothing({ target: featuredOrders.propertyId, where: sql`status = 'pending'` })
    .returning();
  return row;
}

/** Cancels the listing's orders that have waited for payment since before `createdBefore`: abandoned. */
export async function cancelAbandonedOrders(db: Db, propertyId: number, createdBefore: Date): Promise<void> {
  await db
    .update(featuredOrders)
    .set({ status: "cancelled" })
    .where(
      and(
        eq(featuredOrders.propertyId, propertyId),
        eq(featuredOrders.status, "pending"),
        lt(featuredOrders.createdAt, createdBefore),
      ),
    );
}

export async function updateOrder(
  db: Db,
  id: number,
  values: Partial<NewFeaturedOrderRow>,
): Promise<FeaturedOrderRow> {
  const [row] = await db.update(featuredOrders).set(values).where(eq(featuredOrders.id, id)).returning();
  return row;
}

/**
 * Starts the order's plan and features the listing until it ends. A plan bought while another is still
 * running starts when that one ends, so the owner never loses paid days. The listing row is locked so two
 * simultaneous purchases stack instead of overlapping.
 */
export async function activateOrder(
  db: Db,
  order: { id: number; propertyId: number; days: number },
  reference: string,
  now: Date,
): Promise<{ order: FeaturedOrderRow; featuredUntil: Date }> {
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ featured: properties.featured, featuredUntil: properties.featuredUntil })
      .from(properties)
      .where(eq(properties.id, order.propertyId))
      .for("update");
    const runningUntil =
      listing?.featured === 1 && listing.featuredUntil && listing.featuredUntil > now
        ? listing.featuredUntil
        : null;
    const startsAt = runningUntil ?? now;
    const endsAt = new Date(startsAt.getTime() + order.days * DAY_MS);
    const [updated] = await tx
      .update(featuredOrders)
      .set({ status: "active", reference, startsAt, endsAt })
      .where(eq(featuredOrders.id, order.id))
      .returning();
    await tx
      .update(properties)
      .set({ featured: 1, featuredUntil: endsAt })
      .where(eq(properties.id, order.propertyId));
    return { order: updated, featuredUntil: endsAt };
  });
}

export async function findOrdersOfListing(db: Db, propertyId: number): Promise<FeaturedOrderRow[]> {
  return db
    .select()
    .from(featuredOrders)
    .where(eq(featuredOrders.propertyId, propertyId))
    .orderBy(desc(featuredOrders.createdAt), desc(featuredOrders.id));
}

/** Unfeatures listings whose plan ended and marks those orders expired; returns the listings unfeatured. */
export async function expireFeatured(db: Db, now: Date): Promise<number> {
  const expired = await db
    .update(properties)
    .set({ featured: 0 })
    .where(
      and(eq(properties.featured, 1), isNotNull(properties.featuredUntil), lt(properties.featuredUntil, now)),
    )
    .returning({ id: properties.id });
  await db
    .update(featuredOrders)
    .set({ status: "expired" })
    .where(and(eq(featuredOrders.status, "active"), lt(featuredOrders.endsAt, now)));
  return expired.length;
}

/** The newest featured order of each listing among the ids. */
export async function findLatestFeaturedOrders(db: Db, propertyIds: number[]): Promise<FeaturedOrderRow[]> {
  if (!propertyIds.length) return [];
  return db
    .selectDistinctOn([featuredOrders.propertyId])
    .from(featuredOrders)
    .where(inArray(featuredOrders.propertyId, propertyIds))
    .orderBy(featuredOrders.propertyId, desc(featuredOrders.createdAt), desc(featuredOrders.id));
}
