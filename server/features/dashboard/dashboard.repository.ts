import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties } from "../../db/schema";

export async function findListingOwner(db: Db, id: number) {
  const [row] = await db
    .select({ ownerId: properties.ownerId })
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1);
  return row;
}

export async function setConfirmedAt(db: Db, id: number, confirmedAt: Date): Promise<Date> {
  const [row] = await db
    .update(properties)
    .set({ confirmedAt })
    .where(eq(properties.id, id))
    .returning({ confirmedAt: properties.confirmedAt });
  return row.confirmedAt;
}
