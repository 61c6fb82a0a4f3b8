import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { PUBLIC_STATUSES } from "@shared/listing";
import type { Db } from "../../db/client";
import { agencies, agents, priceHistory, properties, propertyImages, users } from "../../db/schema";
import {
  rowColumns,
  selectSummaries,
  summaryColumns,
  type ListingSummaryRow,
  type NewPropertyRow,
  type PropertyRow,
} from "./listing-columns";
import { isFresh, type SearchScope } from "./listings-search-conditions.repository";

/**
 * A listing's writes (create, update, delete, views) and its reads one at a time or by ids; search is in
 * listings-search.repository.ts.
 */

/** What the owner's dashboard adds to each listing: enquiry counts and the featured plan's end. */
const ownerColumns = {
  ...summaryColumns,
  featuredUntil: properties.featuredUntil,
  enquiryCount: sql<number>`(
    select count(*)::int from enquiries e where e.property_id = "properties"."id"
  )`,
  unreadEnquiryCount: sql<number>`(
    select count(*)::int from enquiries e where e.property_id = "properties"."id" and e.read_at is null
  )`,
};
export type OwnerListingRow = ListingSummaryRow & {
  featuredUntil: Date | null;
  enquiryCount: number;
  unreadEnquiryCount: number;
};

export async function findListingsByOwner(
  db: Db,
  ownerId: number,
  page: { page: number; limit: number },
): Promise<{ rows: OwnerListingRow[]; total: number }> {
  const where = eq(properties.ownerId, ownerId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(ownerColumns)
      .from(properties)
      .where(where)
      .orderBy(desc(properties.updatedAt), desc(properties.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(properties)
      .where(where),
  ]);
  return { rows, total };
}

export async function findListingById(db: Db, id: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      description: properties.description,
      descriptionAr: properties.descriptionAr,
      permitValidationUrl: properties.permitValidationUrl,
      videoUrl: properties.videoUrl,
      tourUrl: properties.tourUrl,
      agentId: properties.agentId,
      agentName: agents.name,
      agentBrn: agents.brn,
      agentPhone: agents.phone,
      agentWhatsapp: agents.whatsapp,
      agentEmail: agents.email,
      agentPhotoUrl: agents.photoUrl,
      agencyName: agencies.name,
      agencyId: agencies.id,
      ownerUsername: users.username,
    })
    .from(properties)
    .leftJoin(agents, eq(agents.id, properties.agentId))
    .leftJoin(agencies, eq(agencies.id, agents.agencyId))
    .leftJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, id))
    .limit(1);
  return row;
}
export type ListingDetailRow = NonNullable<Awaited<ReturnType<typeof findListingById>>>;

/** A listing is new to saved-search alerts from the first time it is public (docs/decisions/0047). */
function isPublicStatusValue(status: string | undefined): boolean {
  return status !== undefined && (PUBLIC_STATUSES as readonly string[]).includes(status);
}

/**
 * Work that belongs to a listing's write, in its transaction (the duplicate and fraud signals, which
 * flag the listing and set its verification): it sees the written row and photos, and a failure undoes
 * the write.
 */
export type AfterListingWrite = (tx: Db, id: number) => Promise<void>;

/** Inserts the listing and its ordered photos in one transaction; returns the row as committed. */
export async function insertListing(
  db: Db,
  values: NewPropertyRow,
  images: string[],
  afterWrite?: AfterListingWrite,
): Promise<PropertyRow> {
  const publishedAt = isPublicStatusValue(values.status) ? new Date() : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(properties)
      .values({ ...values, publishedAt })
      .returning(rowColumns);
    await replaceImages(tx as unknown as Db, row.id, images);
    if (!afterWrite) return row;
    await afterWrite(tx as unknown as Db, row.id);
    const [written] = await tx.select(rowColumns).from(properties).where(eq(properties.id, row.id));
    return written;
  });
}

/** A price change to record with an update: the price it had since it was listed, and the new one. */
export interface PriceChange {
  from: number;
  to: number;
  listedAt: Date;
}

export async function updateListing(
  db: Db,
  id: number,
  values: Partial<NewPropertyRow>,
  images: string[] | undefined,
  priceChange?: PriceChange,
  afterWrite?: AfterListingWrite,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(properties)
      .set({
        ...values,
        updatedAt: new Date(),
        // The first time public is kept: a listing taken down and published again is not new again.
        ...(isPublicStatusValue(values.status)
          ? { publishedAt: sql`coalesce(${properties.publishedAt}, now())` }
          : {}),
      })
      .where(eq(properties.id, id));
    if (images) await replaceImages(tx as unknown as Db, id, images);
    if (priceChange) await recordPriceChange(tx as unknown as Db, id, priceChange);
    if (afterWrite) await afterWrite(tx as unknown as Db, id);
  });
}

/**
 * History rows hold each price from the moment it applied. The first change also stores the listing price
 * (at its createdAt), which would otherwise be lost once the listing row carries the new price.
 */
async function recordPriceChange(db: Db, propertyId: number, change: PriceChange) {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(priceHistory)
    .where(eq(priceHistory.propertyId, propertyId));
  const rows: (typeof priceHistory.$inferInsert)[] = [];
  if (count === 0) rows.push({ propertyId, price: change.from, changedAt: change.listedAt });
  rows.push({ propertyId, price: change.to });
  await db.insert(priceHistory).values(rows);
}

/** The recorded prices of a listing, oldest first (empty while its price never changed). */
export async function findPriceHistory(db: Db, propertyId: number) {
  return db
    .select({ price: priceHistory.price, changedAt: priceHistory.changedAt })
    .from(priceHistory)
    .where(eq(priceHistory.propertyId, propertyId))
    .orderBy(asc(priceHistory.changedAt), asc(priceHistory.id));
}
/**
 * Adds counted page views in one statement per distinct increment (a flush holds few distinct counts).
 * Only public listings count: an owner previewing a draft is not an audience.
 */
export async function addListingViews(db: Db, counts: Map<number, number>): Promise<void> {
  const idsByIncrement = new Map<number, number[]>();
  for (const [id, increment] of counts) {
    const ids = idsByIncrement.get(increment) ?? [];
    ids.push(id);
    idsByIncrement.set(increment, ids);
  }
  for (const [increment, ids] of idsByIncrement) {
    await db
      .update(properties)
      .set({ views: sql`${properties.views} + ${increment}` })
      .where(and(inArray(properties.id, ids), inArray(properties.status, [...PUBLIC_STATUSES])));
  }
}

async function replaceImages(db: Db, propertyId: number, images: string[]) {
  await db.delete(propertyImages).where(eq(propertyImages.propertyId, propertyId));
  if (images.length) {
    await db.insert(propertyImages).values(images.map((url, position) => ({ propertyId, position, url })));
  }
}

export async function deleteListing(db: Db, id: number): Promise<void> {
  await db.delete(properties).where(eq(properties.id, id));
}

export async function findListingOwner(db: Db, id: number) {
  const [row] = await db
    .select({ ownerId: properties.ownerId, emirate: properties.emirate })
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1);
  return row;
}

/** Public listings among the given ids (any order), within the site's scope. */
export async function findPublicListingsByIds(
  db: Db,
  ids: number[],
  scope: SearchScope,
): Promise<ListingSummaryRow[]> {
  if (!ids.length) return [];
  const conditions = [
    inArray(properties.id, ids),
    inArray(properties.status, [...PUBLIC_STATUSES]),
    isFresh(),
  ];
  if (scope.emirate) conditions.push(eq(properties.emirate, scope.emirate));
  return selectSummaries(db).where(and(...conditions));
}
