import { and, eq, gte, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties, users } from "../../db/schema";

export async function setConfirmedAt(db: Db, id: number, confirmedAt: Date): Promise<Date> {
  const [row] = await db
    .update(properties)
    .set({ confirmedAt })
    .where(eq(properties.id, id))
    .returning({ confirmedAt: properties.confirmedAt });
  return row.confirmedAt;
}

/**
 * Published real listings confirmed between `hiddenBefore` and `dueBefore` whose owner has not been
 * reminded since the last confirmation, oldest confirmation first.
 */
export function findListingsToRemind(db: Db, dueBefore: Date, hiddenBefore: Date, limit: number) {
  return db
    .select({
      id: properties.id,
      title: properties.title,
      titleAr: properties.titleAr,
      confirmedAt: properties.confirmedAt,
      email: users.email,
      username: users.username,
      locale: users.locale,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(
      and(
        eq(properties.status, "published"),
        eq(properties.isSample, false),
        lt(properties.confirmedAt, dueBefore),
        gte(properties.confirmedAt, hiddenBefore),
        or(
          isNull(properties.confirmReminderSentAt),
          lt(properties.confirmReminderSentAt, properties.confirmedAt),
        ),
      ),
    )
    .orderBy(properties.confirmedAt)
    .limit(limit);
}

export async function markReminderSent(db: Db, id: number, sentAt: Date): Promise<void> {
  await db.update(properties).set({ confirmReminderSentAt: sentAt }).where(eq(properties.id, id));
}
