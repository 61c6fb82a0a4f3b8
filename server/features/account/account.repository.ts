import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { passwordResetTokens, sessions, users } from "../../db/schema";

export async function findPasswordHash(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.passwordHash;
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** The session rows passport signed in as this user (express-session keeps `{ passport: { user: id } }`). */
const sessionOfUser = (userId: number) =>
  sql`(${sessions.sess}::jsonb -> 'passport' ->> 'user') = ${String(userId)}`;

/** Ends the user's sessions, except the one with `keepSid` when given; returns how many ended. */
export async function deleteUserSessions(db: Db, userId: number, keepSid?: string): Promise<number> {
  const where = keepSid
    ? sql`${sessionOfUser(userId)} and ${sessions.sid} <> ${keepSid}`
    : sessionOfUser(userId);
  const deleted = await db.delete(sessions).where(where).returning({ sid: sessions.sid });
  return deleted.length;
}

/** Marks every reset link of the user that is still outstanding as used: none outlives a password change. */
export async function revokePasswordResetLinks(db: Db, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
