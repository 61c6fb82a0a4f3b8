import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties } from "../../db/schema";

export async function setConfirmedAt(db: Db, id: number, confirmedAt: Date): Promise<Date> {
  const [row] = await db
    .update(properties)
    .set({ confirmedAt })
    .where(eq(properties.id, id))
    .returning({ confirmedAt: properties.confirmedAt });
  return row.confirmedAt;
}
