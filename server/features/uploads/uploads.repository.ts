import type { Db } from "../../db/client";
import { uploads } from "../../db/schema";

export type NewUploadRow = typeof uploads.$inferInsert;

export async function insertUpload(db: Db, values: NewUploadRow): Promise<number> {
  const [{ id }] = await db.insert(uploads).values(values).returning({ id: uploads.id });
  return id;
}
