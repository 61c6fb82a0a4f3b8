import { eq, sql } from "drizzle-orm";
import type { Locale } from "@shared/locale";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Username or email, ignoring case (both are unique ignoring case). */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const needle = login.toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${needle} or lower(${users.email}) = ${needle}`)
    .limit(1);
  return row;
}

export async function findTakenFields(db: Db, username: string, email: string) {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      sql`lower(${users.username}) = ${username.toLowerCase()} or lower(${users.email}) = ${email.toLowerCase()}`,
    );
  return {
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
  };
}

export async function insertUser(
  db: Db,
  values: { username: string; email: string; passwordHash: string; locale?: Locale | null },
) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row as UserRow | undefined;
}

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

export async function updateUserLocale(db: Db, userId: number, locale: Locale): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ locale }).where(eq(users.id, userId)).returning();
  return row;
}
