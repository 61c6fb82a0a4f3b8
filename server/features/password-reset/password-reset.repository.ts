import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { passwordResetTokens } from "../../db/schema";

export async function insertResetToken(
  db: Db,
  token: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(token);
}

/** Marks the link used if it is unused and unexpired; returns its user, or undefined when it was not. */
export async function claimResetToken(db: Db, tokenHash: string): Promise<number | undefined> {
  const [claimed] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return claimed?.userId;
}

/** Marks every reset link of the user that is still outstanding as used. */
export async function revokeResetLinks(db: Db, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
