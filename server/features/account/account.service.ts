import type { ChangePasswordInput } from "@shared/account";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../auth/password";
import { endSessionsElsewhere, type EndStoredSessions } from "../auth/session";
import { deleteUserSessions } from "../auth/sessions.repository";
import { findPasswordHash, updatePasswordHash } from "../auth/users.repository";
import { revokeResetLinks } from "../password-reset/password-reset.repository";

/**
 * Changes the password after checking the current one, then ends every other session of the user and every
 * reset link still outstanding, all at once: a password change is what people do when they fear someone
 * else is signed in as them (or can read their mail).
 */
export async function changePassword(
  db: Db,
  userId: number,
  currentSid: string,
  input: ChangePasswordInput,
  /** Sessions kept outside the database (Redis): ended in the transaction, so a failure changes nothing. */
  endStoredSessions?: EndStoredSessions,
): Promise<{ otherSessionsEnded: number }> {
  const passwordHash = await findPasswordHash(db, userId);
  if (!passwordHash) throw AppError.unauthorized();
  if (!(await verifyPassword(passwordHash, input.currentPassword))) {
    throw AppError.badRequest("The current password is not correct", {
      currentPassword: ["The current password is not correct"],
    });
  }
  const newHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, newHash);
    await revokeResetLinks(tx, userId);
    const inDatabase = await deleteUserSessions(tx, userId, currentSid);
    return {
      otherSessionsEnded: inDatabase + (await endSessionsElsewhere(endStoredSessions, userId, currentSid)),
    };
  });
}

/** Ends every session of the user, on every device, this one included. */
export async function signOutEverywhere(
  db: Db,
  userId: number,
  endStoredSessions?: EndStoredSessions,
): Promise<number> {
  return (await deleteUserSessions(db, userId)) + (await endSessionsElsewhere(endStoredSessions, userId));
}
