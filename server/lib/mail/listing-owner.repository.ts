import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties, users } from "../../db/schema";

/**
 * Whom to mail about a listing, and in which language: the owner's account contact with the listing's
 * titles, or undefined for listings without an owner account (sample data). Enquiry notices and
 * moderators' mails both write to the owner, so they read the owner the same way.
 */
export async function findListingOwnerContact(db: Db, propertyId: number) {
  const [row] = await db
    .select({
      title: properties.title,
      titleAr: properties.titleAr,
      username: users.username,
      email: users.email,
      locale: users.locale,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, propertyId))
    .limit(1);
  return row;
}
