import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { uploads } from "../../db/schema";

export type NewUploadRow = typeof uploads.$inferInsert;

export async function insertUpload(db: Db, values: NewUploadRow): Promise<number> {
  const [{ id }] = await db.insert(uploads).values(values).returning({ id: uploads.id });
  return id;
}

/** Which of these URLs are photos the user uploaded. */
export async function findOwnedUploadUrls(db: Db, ownerId: number, urls: string[]): Promise<Set<string>> {
  if (!urls.length) return new Set();
  const rows = await db
    .select({ url: uploads.url })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.url, urls)));
  return new Set(rows.map((row) => row.url));
}
