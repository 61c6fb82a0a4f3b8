import crypto from "node:crypto";
import { SOURCE_LOCALE, type Locale } from "@shared/locale";
import { RESET_LINK_LIFETIME_MINUTES } from "@shared/password-reset";
import type { SiteConfig } from "@shared/site";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { hashPassword } from "../auth/password";
import { endSessionsElsewhere, type EndStoredSessions } from "../auth/session";
import { deleteUserSessions } from "../auth/sessions.repository";
import { findUserByLogin, updatePasswordHash } from "../auth/users.repository";
import type { Mailer } from "../../lib/mail/mailer";
import { passwordResetMail } from "./password-reset-mail";
import * as repository from "./password-reset.repository";

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

/**
 * Sends a one-time link when the email has an account; does nothing visible otherwise. The link goes to the
 * site's configured base URL (`site.baseUrl`, SITE_BASE_URL_*), never to a host the request named: a
 * `Host: attacker.example` request must not mail the victim a working token on the attacker's host.
 * The mail is in the language of the request that asked (`language`, server/lib/request-locale.ts), given
 * the account once it is found: the language switch's cookie, else the account's saved language, else the
 * browser's Accept-Language.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  email: string,
  site: SiteConfig,
  language: (accountLocale: Locale | null) => Locale = (saved) => saved ?? SOURCE_LOCALE,
) {
  const user = await findUserByLogin(db, email);
  if (!user || user.email.toLowerCase() !== email.toLowerCase()) return;
  const token = crypto.randomBytes(32).toString("base64url");
  await repository.insertResetToken(db, {
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MINUTES * 60_000),
  });
  const mail = passwordResetMail(language(user.locale), { site, username: user.username, token });
  await mailer.send({ to: user.email, ...mail, carriesSecret: true });
}

/**
 * Sets the new password once per link, within its lifetime, ends the user's other outstanding links and
 * signs the account out everywhere.
 */
export async function confirmPasswordReset(
  db: Db,
  token: string,
  password: string,
  /** Sessions kept outside the database (Redis): ended in the transaction, so a failure changes nothing. */
  endStoredSessions?: EndStoredSessions,
) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const userId = await repository.claimResetToken(tx, sha256(token));
    if (userId === undefined) {
      throw AppError.badRequest("This reset link has expired or was already used", {
        token: ["This reset link has expired or was already used. Ask for a new one."],
      });
    }
    await updatePasswordHash(tx, userId, passwordHash);
    await repository.revokeResetLinks(tx, userId);
    await deleteUserSessions(tx, userId);
    await endSessionsElsewhere(endStoredSessions, userId);
  });
}
