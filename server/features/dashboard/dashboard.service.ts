import { confirmWarningCutoff, freshnessCutoff } from "@shared/listing-freshness";
import type { ConfirmResult } from "@shared/my-listing";
import type { SiteConfig } from "@shared/site";
import type { Db } from "../../db/client";
import { assertOwnsListing } from "../listings/listings.service";
import { recipientLocale } from "../../lib/mail/mail-language";
import type { Mailer } from "../../lib/mail/mailer";
import { confirmReminderMail } from "./confirm-reminder-mail";
import * as repository from "./dashboard.repository";

/**
 * The owner says the property is still available: the listing's freshness restarts, and a listing that
 * had dropped out of search for being unconfirmed (30 days) shows again.
 */
export async function confirmListing(
  db: Db,
  id: number,
  userId: number,
  now: Date = new Date(),
): Promise<ConfirmResult> {
  await assertOwnsListing(db, id, userId);
  const confirmedAt = await repository.setConfirmedAt(db, id, now);
  return { id, confirmedAt: confirmedAt.toISOString() };
}

/** Reminders sent in one run at most; the next run (an hour later) takes the rest. */
const REMINDERS_PER_RUN = 500;

/**
 * Mails each owner whose published listing has become due (docs/decisions/0004-listing-freshness.md):
 * once per confirmation, before the listing drops out of search, in the owner's saved language (English
 * when they have not chosen one). The link comes from the site's configured base URL. Returns how many
 * were sent. Run by the `listings.confirm-reminders` job, one run at a time.
 */
export async function sendConfirmReminders(
  db: Db,
  mailer: Mailer,
  site: SiteConfig,
  now: Date = new Date(),
): Promise<number> {
  const due = await repository.findListingsToRemind(
    db,
    confirmWarningCutoff(now),
    freshnessCutoff(now),
    REMINDERS_PER_RUN,
  );
  for (const listing of due) {
    const mail = confirmReminderMail(recipientLocale(listing.locale), { site, listing });
    await mailer.send({ to: listing.email, ...mail });
    await repository.markReminderSent(db, listing.id, now);
  }
  return due.length;
}
