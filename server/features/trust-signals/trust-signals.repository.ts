import { and, asc, eq, gt, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Emirate } from "@shared/locations";
import type { FlagKind, VerificationMethod } from "@shared/trust-signals";
import type { Db } from "../../db/client";
import { agents, listingFlags, properties, propertyImages, uploads } from "../../db/schema";

export type FlagDetails = Record<string, string | number | boolean | null>;

/**
 * The statuses in which a listing holds its permit: exactly the predicate of the unique index
 * `properties_active_permit_key` (server/db/schema/properties.ts), so the friendly check here and the
 * index that settles races agree.
 */
const HOLDS_PERMIT = sql`${properties.status} in ('published', 'under-offer', 'hidden') and not ${properties.isSample}`;

/** The unique index that makes one permit one advert; its violation is a permit conflict. */
export const ACTIVE_PERMIT_INDEX = "properties_active_permit_key";

/** The listing (not `exceptId`) that holds this permit in this emirate, if any. */
export async function findPermitHolder(
  db: Db,
  emirate: Emirate,
  permitNumber: string,
  exceptId?: number,
): Promise<{ id: number; ownerId: number | null } | undefined> {
  const [row] = await db
    .select({ id: properties.id, ownerId: properties.ownerId })
    .from(properties)
    .where(
      and(
        HOLDS_PERMIT,
        eq(properties.emirate, emirate),
        sql`upper(${properties.permitNumber}) = upper(${permitNumber})`,
        exceptId === undefined ? undefined : ne(properties.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

/** What the signals look at for one listing. */
export async function findListingForReview(db: Db, id: number) {
  const [row] = await db
    .select({
      id: properties.id,
      ownerId: properties.ownerId,
      emirate: properties.emirate,
      permitNumber: properties.permitNumber,
      status: properties.status,
      isSample: properties.isSample,
      verification: properties.verification,
      agentBrn: agents.brn,
      images: sql<string[]>`coalesce((
        select array_agg(pi.url order by pi.position) from property_images pi where pi.property_id = "properties"."id"
      ), array[]::text[])`,
    })
    .from(properties)
    .leftJoin(agents, eq(agents.id, properties.agentId))
    .where(eq(properties.id, id))
    .limit(1);
  return row;
}
export type ReviewedListing = NonNullable<Awaited<ReturnType<typeof findListingForReview>>>;

export interface PhotoMatch {
  photo: string;
  otherListingId: number;
  otherPhoto: string;
  distance: number;
}

/**
 * Photos among `refs` (uploads with a hash) within `maxDistance` bits of a photo on another owner's
 * listing, closest first: listings of anyone but `ownerId`, never sample listings (their photos are
 * shared illustrations) and never drafts (not yet shown to anyone, so nobody could have copied them).
 * Whoever uploaded a picture first is presumed its author: a match does not count when this owner has an
 * upload of the same picture older than the other owner's (their own photo, copied by someone since).
 * The distance is computed in SQL (`bit_count` of the XOR) over the other listings' photos.
 */
export async function findPhotoMatches(
  db: Db,
  listing: { id: number; ownerId: number | null },
  refs: string[],
  maxDistance: number,
  limit = 5,
): Promise<PhotoMatch[]> {
  if (!refs.length) return [];
  const distance = sql<number>`bit_count((mine.photo_hash # theirs.photo_hash)::bit(64))::int`;
  const result = (await db.execute(sql`
    select mine.url as photo, p.id as other_listing_id, theirs.url as other_photo, ${distance} as distance
    from ${uploads} mine
    join ${uploads} theirs on theirs.photo_hash is not null and theirs.url <> mine.url
    join ${propertyImages} pi on pi.url = theirs.url
    join ${properties} p on p.id = pi.property_id
    where mine.url in (${sql.join(
      refs.map((ref) => sql`${ref}`),
      sql`, `,
    )})
      and mine.photo_hash is not null
      and p.id <> ${listing.id}
      and p.owner_id is distinct from ${listing.ownerId}
      and not p.is_sample
      and p.status <> 'draft'
      and ${distance} <= ${maxDistance}
      and not exists (
        select 1 from ${uploads} earlier
        where earlier.owner_id = mine.owner_id
          and earlier.photo_hash is not null
          and earlier.created_at < theirs.created_at
          and bit_count((earlier.photo_hash # theirs.photo_hash)::bit(64)) <= ${maxDistance}
      )
    order by distance, p.id
    limit ${limit}`)) as unknown as {
    rows: { photo: string; other_listing_id: number; other_photo: string; distance: number }[];
  };
  return result.rows.map((row) => ({
    photo: row.photo,
    otherListingId: Number(row.other_listing_id),
    otherPhoto: row.other_photo,
    distance: Number(row.distance),
  }));
}

/**
 * Opens a flag, or updates the details of the one already open for this listing and kind (the partial
 * unique index `listing_flags_open_key`). Answers whether a new flag opened.
 */
export async function upsertOpenFlag(
  db: Db,
  propertyId: number,
  kind: FlagKind,
  details: FlagDetails,
): Promise<boolean> {
  const [row] = await db
    .insert(listingFlags)
    .values({ propertyId, kind, details })
    .onConflictDoUpdate({
      target: [listingFlags.propertyId, listingFlags.kind],
      targetWhere: isNull(listingFlags.resolvedAt),
      set: { details },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return Boolean(row?.inserted);
}

/** Whether a moderator already dismissed a flag of this kind on this listing for the same finding. */
export async function wasDismissed(
  db: Db,
  propertyId: number,
  kind: FlagKind,
  key: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: listingFlags.id })
    .from(listingFlags)
    .where(
      and(
        eq(listingFlags.propertyId, propertyId),
        eq(listingFlags.kind, kind),
        isNotNull(listingFlags.resolvedAt),
        isNotNull(listingFlags.resolvedBy),
        sql`${listingFlags.details} ->> 'key' = ${key}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Closes the listing's open flags of these kinds; `resolvedBy` null when the rule itself closes them. */
export async function resolveOpenFlags(
  db: Db,
  propertyId: number,
  kinds: readonly FlagKind[],
  resolvedBy: number | null,
): Promise<void> {
  if (!kinds.length) return;
  await db
    .update(listingFlags)
    .set({ resolvedAt: new Date(), resolvedBy })
    .where(
      and(
        eq(listingFlags.propertyId, propertyId),
        inArray(listingFlags.kind, [...kinds]),
        isNull(listingFlags.resolvedAt),
      ),
    );
}

export async function countOpenFlags(db: Db, propertyId: number): Promise<number> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(listingFlags)
    .where(and(eq(listingFlags.propertyId, propertyId), isNull(listingFlags.resolvedAt)));
  return count;
}

/** Sets how the listing is verified; the time is kept while the method stays the same. */
export async function setVerification(
  db: Db,
  id: number,
  method: VerificationMethod | null,
  verifiedBy: number | null,
): Promise<void> {
  await db
    .update(properties)
    .set({
      verification: method,
      verifiedAt:
        method === null
          ? null
          : sql`case when ${properties.verification} is not distinct from ${method} then coalesce(${properties.verifiedAt}, now()) else now() end`,
      verifiedBy: method === "moderator" ? verifiedBy : null,
    })
    .where(eq(properties.id, id));
}

/** Open flags for the moderation queue, oldest first, with their listing's title and owner. */
export async function findOpenFlags(db: Db, limit: number) {
  return db
    .select({
      id: listingFlags.id,
      listingId: listingFlags.propertyId,
      listingTitle: properties.title,
      ownerId: properties.ownerId,
      kind: listingFlags.kind,
      details: listingFlags.details,
      createdAt: listingFlags.createdAt,
    })
    .from(listingFlags)
    .innerJoin(properties, eq(properties.id, listingFlags.propertyId))
    .where(isNull(listingFlags.resolvedAt))
    .orderBy(asc(listingFlags.createdAt), asc(listingFlags.id))
    .limit(limit);
}

/** The flag, locked for its resolution (two moderators resolving it at once resolve it once). */
export async function lockFlag(db: Db, id: number) {
  const [row] = await db
    .select({
      id: listingFlags.id,
      propertyId: listingFlags.propertyId,
      kind: listingFlags.kind,
      details: listingFlags.details,
      resolvedAt: listingFlags.resolvedAt,
    })
    .from(listingFlags)
    .where(eq(listingFlags.id, id))
    .for("update");
  return row;
}

export async function resolveFlag(db: Db, id: number, resolvedBy: number): Promise<void> {
  await db
    .update(listingFlags)
    .set({ resolvedAt: new Date(), resolvedBy })
    .where(and(eq(listingFlags.id, id), isNull(listingFlags.resolvedAt)));
}

/** The listing, locked while a moderator verifies it. */
export async function lockListing(db: Db, id: number) {
  const [row] = await db
    .select({ id: properties.id, isSample: properties.isSample, verification: properties.verification })
    .from(properties)
    .where(eq(properties.id, id))
    .for("update");
  return row;
}

/** Uploads older than the perceptual hash after `afterId`, in id order, for the backfill job. */
export async function findUploadsWithoutHash(db: Db, afterId: number, limit: number) {
  return db
    .select({ id: uploads.id, url: uploads.url })
    .from(uploads)
    .where(and(isNull(uploads.photoHash), gt(uploads.id, afterId)))
    .orderBy(asc(uploads.id))
    .limit(limit);
}

export async function setUploadHash(db: Db, id: number, photoHash: bigint): Promise<void> {
  await db.update(uploads).set({ photoHash }).where(eq(uploads.id, id));
}
