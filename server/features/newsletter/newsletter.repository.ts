import type { SiteKey } from "@shared/site";
import type { Db } from "../../db/client";
import { newsletterSubscribers } from "../../db/schema";

/** Adds the address for the site; an address already there is left as it is. */
export async function insertSubscriberIfNew(db: Db, email: string, siteKey: SiteKey): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email, siteKey }).onConflictDoNothing();
}
