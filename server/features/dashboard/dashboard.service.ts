import { formatDate } from "@shared/format/dates";
import {
  confirmWarningCutoff,
  freshnessCutoff,
  hiddenFrom,
  LISTING_HIDDEN_AFTER_DAYS,
} from "@shared/listing-freshness";
import type { ConfirmResult } from "@shared/my-listing";
import type { SiteConfig } from "@shared/site";
import type { Db } from "../../db/client";
import { assertOwnsListing } from "../listings/listings.service";
import type { Mailer } from "../mail/mailer";
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
 * once per confirmation, before the listing drops out of search. The link comes from the site's configured
 * base URL. Returns how many were sent. Run by the `listings.confirm-reminders` job, one run at a time.
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
    await mailer.send({
      to: listing.email,
      subject: `Is "${listing.title}" still available?`,
      text: confirmReminderText(listing, site),
    });
    await repository.markReminderSent(db, listing.id, now);
  }
  return due.length;
}

function confirmReminderText(
  listing: { title: string; username: string; confirmedAt: Date },
  site: SiteConfig,
): string {
  return [
    `Hello ${listing.username},`,
    "",
    `You last confirmed that "${listing.title}" is available on ${formatDate(listing.confirmedAt)}.`,
    `${site.siteName} shows only listings confirmed in the last ${LISTING_HIDDEN_AFTER_DAYS} days, so that people searching see homes that are really on the market.`,
    "",
    `Confirm it by ${formatDate(hiddenFrom(listing.confirmedAt))} to keep it in search results: ${site.baseUrl}/dashboard`,
    "",
    "If it has been sold or let, mark it so or unpublish it on the same page.",
    "",
  ].join("\n");
}
