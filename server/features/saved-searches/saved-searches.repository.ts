import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  isNull,
  lte,
  notExists,
  or,
  sql,
  TransactionRollbackError,
  type SQL,
} from "drizzle-orm";
import type { SavedSearchFrequency } from "@shared/saved-search";
import type { Db } from "../../db/client";
import { properties, savedSearchDeliveries, savedSearches, users } from "../../db/schema";

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export async function countSavedSearches(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row.n;
}

export async function listSavedSearches(db: Db, userId: number): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

export async function findSavedSearch(db: Db, id: number): Promise<SavedSearchRow | undefined> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row;
}

export async function insertSavedSearch(
  db: Db,
  values: { userId: number; name: string; filters: Record<string, string>; frequency: SavedSearchFrequency },
): Promise<SavedSearchRow> {
  const [row] = await db.insert(savedSearches).values(values).returning();
  return row;
}

export async function updateSavedSearch(
  db: Db,
  id: number,
  values: Partial<Pick<SavedSearchRow, "name" | "filters" | "frequency" | "seenAt" | "lastAlertedAt">>,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(savedSearches.id, id))
    .returning();
  return row;
}

export async function deleteSavedSearch(db: Db, id: number): Promise<void> {
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
}

/** How many listings match `where` (a search's conditions plus "published after"), stopping at `cap`. */
export async function countMatchesUpTo(db: Db, where: SQL, cap: number): Promise<number> {
  const limited = db.select({ id: properties.id }).from(properties).where(where).limit(cap).as("limited");
  const [row] = await db.select({ n: count() }).from(limited);
  return row.n;
}

/** Searches whose alert is due: this frequency, never looked at, or last looked at before `dueBefore`. */
export async function findDueSavedSearches(
  db: Db,
  frequency: SavedSearchFrequency,
  dueBefore: Date,
  limit: number,
) {
  return db
    .select({
      search: savedSearches,
      email: users.email,
      username: users.username,
      locale: users.locale,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        eq(savedSearches.frequency, frequency),
        or(isNull(savedSearches.lastAlertedAt), lte(savedSearches.lastAlertedAt, dueBefore)),
      ),
    )
    .orderBy(asc(savedSearches.lastAlertedAt), asc(savedSearches.id))
    .limit(limit);
}

/** The columns an alert mail shows of each listing. */
const alertListingColumns = {
  id: properties.id,
  title: properties.title,
  titleAr: properties.titleAr,
  location: properties.location,
  emirate: properties.emirate,
  price: properties.price,
  priceType: properties.priceType,
  propertyType: properties.propertyType,
  beds: properties.beds,
  baths: properties.baths,
  sqft: properties.sqft,
  publishedAt: properties.publishedAt,
};
export type AlertListingRow = Awaited<ReturnType<typeof findNewMatches>>[number];

/**
 * Listings matching the search's conditions (the search page's own,
 * listings-search-conditions.repository.ts `searchConditions`), first public after `since`, and never
 * mailed for this search; oldest first, so a mail that carries only some of them leaves the rest for the
 * next one.
 */
export async function findNewMatches(
  db: Db,
  savedSearchId: number,
  conditions: SQL[],
  since: Date,
  limit: number,
) {
  return db
    .select(alertListingColumns)
    .from(properties)
    .where(
      and(
        ...conditions,
        gt(properties.publishedAt, since),
        notExists(
          db
            .select({ one: sql`1` })
            .from(savedSearchDeliveries)
            .where(
              and(
                eq(savedSearchDeliveries.savedSearchId, savedSearchId),
                eq(savedSearchDeliveries.propertyId, properties.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(properties.publishedAt), asc(properties.id))
    .limit(limit);
}

/**
 * Records an alert in one transaction: the mail in the outbox, a delivery row per listing it covers, and
 * the search's `last_alerted_at`. Either all of it is there or none: a crash can neither lose the mail of
 * listings marked delivered nor mail them again. When a listing turns out delivered already (another run got
 * there first) the whole alert is rolled back and null is answered. Without a mail, only the time is kept.
 */
export async function recordAlert(
  db: Db,
  savedSearchId: number,
  alert: { writeMail: (tx: Db) => Promise<number>; propertyIds: number[] } | null,
  alertedAt: Date,
): Promise<number | null> {
  try {
    return await db.transaction(async (txDb) => {
      const tx = txDb as unknown as Db;
      await tx
        .update(savedSearches)
        .set({ lastAlertedAt: alertedAt })
        .where(eq(savedSearches.id, savedSearchId));
      if (!alert) return null;
      const inserted = await tx
        .insert(savedSearchDeliveries)
        .values(alert.propertyIds.map((propertyId) => ({ savedSearchId, propertyId, sentAt: alertedAt })))
        .onConflictDoNothing()
        .returning({ propertyId: savedSearchDeliveries.propertyId });
      if (inserted.length !== alert.propertyIds.length) txDb.rollback();
      return alert.writeMail(tx);
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return null;
    throw error;
  }
}

/** Ids of the listings already mailed for this search (tests and support). */
export async function findDeliveredPropertyIds(db: Db, savedSearchId: number): Promise<number[]> {
  const rows = await db
    .select({ id: savedSearchDeliveries.propertyId })
    .from(savedSearchDeliveries)
    .where(eq(savedSearchDeliveries.savedSearchId, savedSearchId));
  return rows.map((row) => row.id);
}

/** Unsubscribed by a mail's link: alerts stop, the search stays. */
export async function stopAlerts(db: Db, id: number): Promise<SavedSearchRow | undefined> {
  return updateSavedSearch(db, id, { frequency: "none" });
}
