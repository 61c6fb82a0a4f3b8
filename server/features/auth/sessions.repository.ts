import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions } from "../../db/schema";

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
