import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listingDrafts } from "../../db/schema";

export interface ListingDraftRow {
  data: unknown;
  updatedAt: Date;
}

export async function findListingDraft(db: Db, userId: number): Promise<ListingDraftRow | undefined> {
  const [row] = await db
    .select({ data: listingDrafts.data, updatedAt: listingDrafts.updatedAt })
    .from(listingDrafts)
    .where(eq(listingDrafts.userId, userId));
  return row;
}

/** One draft per user: a save replaces the whole draft. */
export async function upsertListingDraft(db: Db, userId: number, data: unknown): Promise<ListingDraftRow> {
  const [row] = await db
    .insert(listingDrafts)
    .values({ userId, data })
    .onConflictDoUpdate({ target: listingDrafts.userId, set: { data, updatedAt: sql`now()` } })
    .returning({ data: listingDrafts.data, updatedAt: listingDrafts.updatedAt });
  return row;
}

export async function deleteListingDraft(db: Db, userId: number): Promise<void> {
  await db.delete(listingDrafts).where(eq(listingDrafts.userId, userId));
}
