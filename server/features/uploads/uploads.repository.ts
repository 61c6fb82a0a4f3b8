import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { UPLOAD_URL_PREFIX } from "@shared/media";
import { agents, listingDrafts, properties, propertyImages, uploads } from "../../db/schema";

export type NewUploadRow = typeof uploads.$inferInsert;

export async function insertUpload(db: Db, values: NewUploadRow): Promise<number> {
  const [{ id }] = await db.insert(uploads).values(values).returning({ id: uploads.id });
  return id;
}

/** Which of these photo references (`uploads.url`, the largest variant's key) the user uploaded. */
export async function findOwnedUploadRefs(db: Db, ownerId: number, refs: string[]): Promise<Set<string>> {
  if (!refs.length) return new Set();
  const rows = await db
    .select({ url: uploads.url })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.url, refs)));
  return new Set(rows.map((row) => row.url));
}

/**
 * Uploads created before `before` that no listing (its main photo or its gallery), no saved
 * create-listing draft and no agent's photo names, oldest first: photos someone uploaded and never used.
 */
export async function findOrphanUploads(
  db: Db,
  before: Date,
  limit: number,
): Promise<{ id: number; key: string }[]> {
  return db
    .select({ id: uploads.id, key: uploads.key })
    .from(uploads)
    .where(
      and(
        lt(uploads.createdAt, before),
        sql`not exists (select 1 from ${properties} p where p.image_url = ${uploads.url})`,
        sql`not exists (select 1 from ${propertyImages} pi where pi.url = ${uploads.url})`,
        sql`not exists (select 1 from ${listingDrafts} d where d.data -> 'values' -> 'images' @> jsonb_build_array(${uploads.url}))`,
        // An agent's photo is stored as the address the upload answered (shared/agency.ts agentInputSchema).
        sql`not exists (select 1 from ${agents} a where a.photo_url in (${uploads.url}, ${UPLOAD_URL_PREFIX} || ${uploads.url}))`,
      ),
    )
    .orderBy(asc(uploads.createdAt))
    .limit(limit);
}

export async function deleteUpload(db: Db, id: number): Promise<void> {
  await db.delete(uploads).where(eq(uploads.id, id));
}
