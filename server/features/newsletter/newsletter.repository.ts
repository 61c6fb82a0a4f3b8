import { eq } from "drizzle-orm";
import type { SiteKey } from "@shared/site";
import type { Db } from "../../db/client";
import { newsletterSubscribers } from "../../db/schema";

/** Adds the address for the site; an address already there is left as it is. Answers the new row's id. */
export async function insertSubscriberIfNew(db: Db, email: string, siteKey: SiteKey): Promise<number | null> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, siteKey })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return row?.id ?? null;
}

export async function findSubscriber(db: Db, id: number) {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  return row;
}

export async function deleteSubscriber(db: Db, id: number): Promise<void> {
  await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
}
