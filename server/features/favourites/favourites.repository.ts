import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { favourites } from "../../db/schema";

export async function addFavourite(db: Db, userId: number, propertyId: number): Promise<void> {
  await db.insert(favourites).values({ userId, propertyId }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, userId: number, propertyId: number): Promise<void> {
  await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.propertyId, propertyId)));
}

/** The user's favourite listing ids, most recently saved first. */
export async function findFavouriteIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ propertyId: favourites.propertyId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt));
  return rows.map((r) => r.propertyId);
}

export async function countFavourites(db: Db, userId: number): Promise<number> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(favourites)
    .where(eq(favourites.userId, userId));
  return count;
}
