import { and, asc, desc, eq, inArray, isNull, lte, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agencyFeedRuns, agencyFeeds, agencyListings, properties } from "../../db/schema";

/**
 * The SQL of what an agency's systems write (docs/decisions/0053): the listings it holds by its own
 * reference number (through its API or its feed), its feed's settings and the feed's runs.
 */

export type NewAgencyListingRow = typeof agencyListings.$inferInsert;
export type FeedRow = typeof agencyFeeds.$inferSelect;
export type FeedRunRow = typeof agencyFeedRuns.$inferSelect;
export type NewFeedRunRow = typeof agencyFeedRuns.$inferInsert;

/* ---------- Listings by reference ---------- */

export async function findAgencyListingByReference(db: Db, agencyId: number, reference: string) {
  const [row] = await db
    .select({
      propertyId: agencyListings.propertyId,
      source: agencyListings.source,
      feedDigest: agencyListings.feedDigest,
      status: properties.status,
      ownerId: properties.ownerId,
    })
    .from(agencyListings)
    .innerJoin(properties, eq(properties.id, agencyListings.propertyId))
    .where(and(eq(agencyListings.agencyId, agencyId), eq(agencyListings.reference, reference)));
  return row;
}

export async function insertAgencyListing(db: Db, values: NewAgencyListingRow): Promise<void> {
  await db.insert(agencyListings).values(values);
}

/** Where the listing last came from (API or feed) and the feed entry's digest. */
export async function updateAgencyListingOrigin(
  db: Db,
  propertyId: number,
  values: Partial<Pick<NewAgencyListingRow, "source" | "feedDigest">>,
): Promise<void> {
  await db.update(agencyListings).set(values).where(eq(agencyListings.propertyId, propertyId));
}

export async function setListingAgent(db: Db, propertyId: number, agentId: number | null): Promise<void> {
  await db.update(properties).set({ agentId }).where(eq(properties.id, propertyId));
}

/** One page of the agency's references in their order, and how many it has. */
export async function findAgencyReferences(db: Db, agencyId: number, page: { page: number; limit: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ reference: agencyListings.reference })
      .from(agencyListings)
      .where(eq(agencyListings.agencyId, agencyId))
      .orderBy(asc(agencyListings.reference))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(agencyListings)
      .where(eq(agencyListings.agencyId, agencyId)),
  ]);
  return { references: rows.map((row) => row.reference), total };
}

/**
 * Archives, in one statement, the agency's feed listings whose references are not in `kept` and that are
 * still on the site (draft, published, under offer); the number archived.
 */
export async function archiveFeedListingsNotIn(db: Db, agencyId: number, kept: string[]): Promise<number> {
  const gone = db
    .select({ id: agencyListings.propertyId })
    .from(agencyListings)
    .where(
      and(
        eq(agencyListings.agencyId, agencyId),
        eq(agencyListings.source, "feed"),
        ...(kept.length ? [notInArray(agencyListings.reference, kept)] : []),
      ),
    );
  const changed = await db
    .update(properties)
    .set({ status: "archived", updatedAt: new Date() })
    .where(
      and(inArray(properties.id, gone), inArray(properties.status, ["draft", "published", "under-offer"])),
    )
    .returning({ id: properties.id });
  return changed.length;
}

/* ---------- Feed ---------- */

export async function findFeed(db: Db, agencyId: number): Promise<FeedRow | undefined> {
  const [row] = await db.select().from(agencyFeeds).where(eq(agencyFeeds.agencyId, agencyId));
  return row;
}

/** Sets the agency's feed (enabled again if it was not), or creates it as `createdBy`'s. */
export async function upsertFeed(
  db: Db,
  agencyId: number,
  createdBy: number,
  settings: { url: string; format: "xml" | "json"; intervalMinutes: number },
): Promise<void> {
  await db
    .insert(agencyFeeds)
    .values({ agencyId, ...settings, createdBy })
    .onConflictDoUpdate({ target: agencyFeeds.agencyId, set: { ...settings, enabled: true } });
}

export async function deleteFeed(db: Db, agencyId: number): Promise<void> {
  await db.delete(agencyFeeds).where(eq(agencyFeeds.agencyId, agencyId));
}

export async function setFeedLastRunAt(db: Db, feedId: number, at: Date): Promise<void> {
  await db.update(agencyFeeds).set({ lastRunAt: at }).where(eq(agencyFeeds.id, feedId));
}

/** The agencies whose enabled feed's interval has passed since its last run (or that never ran). */
export async function findDueFeedAgencyIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ agencyId: agencyFeeds.agencyId })
    .from(agencyFeeds)
    .where(
      and(
        eq(agencyFeeds.enabled, true),
        or(
          isNull(agencyFeeds.lastRunAt),
          lte(agencyFeeds.lastRunAt, sql`now() - make_interval(mins => ${agencyFeeds.intervalMinutes})`),
        ),
      ),
    );
  return rows.map((row) => row.agencyId);
}

/* ---------- Feed runs ---------- */

export async function insertFeedRun(db: Db, values: NewFeedRunRow): Promise<FeedRunRow> {
  const [row] = await db.insert(agencyFeedRuns).values(values).returning();
  return row;
}

/** The agency's latest runs, newest first. */
export async function findLatestFeedRuns(db: Db, agencyId: number, limit: number): Promise<FeedRunRow[]> {
  return db
    .select()
    .from(agencyFeedRuns)
    .where(eq(agencyFeedRuns.agencyId, agencyId))
    .orderBy(desc(agencyFeedRuns.startedAt), desc(agencyFeedRuns.id))
    .limit(limit);
}
