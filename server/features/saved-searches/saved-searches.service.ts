import { and, gt, type SQL } from "drizzle-orm";
import { searchListingsQuerySchema } from "@shared/listing";
import {
  MAX_SAVED_SEARCHES,
  type AlertUnsubscribeState,
  type CreateSavedSearchInput,
  type SavedSearch,
  type SavedSearchFrequency,
  type UpdateSavedSearchInput,
} from "@shared/saved-search";
import type { SiteConfig } from "@shared/site";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { properties } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { listUnsubscribeHeaders, unsubscribeSecret } from "../../lib/unsubscribe-links";
import type { Logger } from "../../lib/logger";
import { searchConditionsFor } from "../listings/listings.service";
import { recipientLocale } from "../../lib/mail/mail-language";
import { queueOutboxDelivery, writeOutboxMail, type MailQueue } from "../../lib/mail/mailer";
import { alertMail, unsubscribeLink } from "./alert-mail";
import * as repository from "./saved-searches.repository";
import { checkUnsubscribeToken, createUnsubscribeToken } from "./unsubscribe-token";

/** New matches counted per search on the dashboard, at most (shown as "99+"). */
export const NEW_MATCHES_CAP = 100;

function toSavedSearch(row: repository.SavedSearchRow, newMatches: number): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    frequency: row.frequency,
    newMatches,
    seenAt: row.seenAt.toISOString(),
    lastAlertedAt: row.lastAlertedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The search's conditions, exactly those of /api/properties/search with its filters (the one
 * implementation, listings-search-conditions.repository.ts `searchConditions`). Undefined when the stored
 * filters no longer pass the search's checks (a filter the search has since dropped): such a search
 * matches nothing until its owner saves it again.
 */
function conditionsOf(filters: Record<string, string>): SQL[] | undefined {
  const query = searchListingsQuerySchema.safeParse(filters);
  return query.success ? searchConditionsFor(query.data) : undefined;
}

async function countNewMatches(db: Db, row: repository.SavedSearchRow): Promise<number> {
  const conditions = conditionsOf(row.filters);
  if (!conditions) return 0;
  return repository.countMatchesUpTo(
    db,
    and(...conditions, gt(properties.publishedAt, row.seenAt))!,
    NEW_MATCHES_CAP,
  );
}

export async function listSavedSearches(db: Db, userId: number): Promise<SavedSearch[]> {
  const rows = await repository.listSavedSearches(db, userId);
  return Promise.all(rows.map(async (row) => toSavedSearch(row, await countNewMatches(db, row))));
}

/**
 * On a site that shows one emirate (dubai…), a search there means that emirate: it is kept in the filters,
 * so the alert (which is matched across the UAE) finds what the page found.
 */
function filtersOnSite(filters: Record<string, string>, site: SiteConfig): Record<string, string> {
  if (site.scope === "Dubai" && !filters.emirate) return { ...filters, emirate: "Dubai" };
  return filters;
}

export async function createSavedSearch(
  db: Db,
  userId: number,
  input: CreateSavedSearchInput,
  site: SiteConfig,
): Promise<SavedSearch> {
  if ((await repository.countSavedSearches(db, userId)) >= MAX_SAVED_SEARCHES) {
    // 400, not 409: a 409 from this route means "the same Idempotency-Key is still running" (decision 0030).
    throw new AppError(
      400,
      `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
      "bad_request",
    );
  }
  const row = await repository.insertSavedSearch(db, {
    userId,
    name: input.name,
    filters: filtersOnSite(input.filters, site),
    frequency: input.frequency,
  });
  return toSavedSearch(row, 0);
}

/** 404 when there is no such search, 403 when it is someone else's. */
async function loadOwnSavedSearch(db: Db, id: number, userId: number): Promise<repository.SavedSearchRow> {
  const row = await repository.findSavedSearch(db, id);
  if (!row) throw AppError.notFound("Saved search not found");
  if (row.userId !== userId) throw AppError.forbidden("This saved search is not yours");
  return row;
}

export async function updateSavedSearch(
  db: Db,
  id: number,
  userId: number,
  input: UpdateSavedSearchInput,
  site: SiteConfig,
): Promise<SavedSearch> {
  const current = await loadOwnSavedSearch(db, id, userId);
  const values: Parameters<typeof repository.updateSavedSearch>[2] = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.filters !== undefined) values.filters = filtersOnSite(input.filters, site);
  if (input.frequency !== undefined) {
    values.frequency = input.frequency;
    // Alerts switched back on start from now, not from whenever they were last sent.
    if (current.frequency === "none" && input.frequency !== "none") values.lastAlertedAt = new Date();
  }
  const row = (await repository.updateSavedSearch(db, id, values)) ?? current;
  return toSavedSearch(row, await countNewMatches(db, row));
}

export async function deleteSavedSearch(db: Db, id: number, userId: number): Promise<void> {
  await loadOwnSavedSearch(db, id, userId);
  await repository.deleteSavedSearch(db, id);
}

/** The owner has looked at the matches: none is new any more. */
export async function markSavedSearchSeen(db: Db, id: number, userId: number): Promise<SavedSearch> {
  await loadOwnSavedSearch(db, id, userId);
  const row = await repository.updateSavedSearch(db, id, { seenAt: new Date() });
  return toSavedSearch(row!, 0);
}

/* ---------- Unsubscribe links ---------- */

/** The secret that signs unsubscribe links (lib/unsubscribe-links.ts, shared with the newsletter's). */
export function alertSecret(db: Db, config: Pick<Config, "alerts">): Promise<string> {
  return unsubscribeSecret(db, config);
}

export class InvalidUnsubscribeLinkError extends AppError {
  constructor() {
    super(
      400,
      "This unsubscribe link is not valid. Use the link from the latest alert email.",
      "bad_request",
    );
  }
}

async function savedSearchOfToken(db: Db, secret: string, token: string) {
  const checked = checkUnsubscribeToken(secret, token);
  if (!checked.ok) throw new InvalidUnsubscribeLinkError();
  return { id: checked.savedSearchId, row: await repository.findSavedSearch(db, checked.savedSearchId) };
}

/** What the unsubscribe page shows; a tampered or wrong-purpose link is a 400. */
export async function getUnsubscribeState(
  db: Db,
  secret: string,
  token: string,
): Promise<AlertUnsubscribeState> {
  const { row } = await savedSearchOfToken(db, secret, token);
  return { name: row?.name ?? null, frequency: row?.frequency ?? null };
}

/** Stops the search's alerts (the search itself is kept); a search deleted since is already silent. */
export async function unsubscribeByToken(
  db: Db,
  secret: string,
  token: string,
): Promise<AlertUnsubscribeState> {
  const { id, row } = await savedSearchOfToken(db, secret, token);
  if (!row) return { name: null, frequency: null };
  const updated = await repository.stopAlerts(db, id);
  return { name: updated?.name ?? row.name, frequency: "none" };
}

/* ---------- Alerts ---------- */

/**
 * When a search's alert is due (docs/decisions/0047): instant ones on every run (each run mails only what is
 * new since), daily and weekly ones when the last run for them is older than most of their period, so a
 * retried or repeated run of the schedule does not mail twice.
 */
const DUE_AFTER_MS: Record<Exclude<SavedSearchFrequency, "none">, number> = {
  instant: 0,
  daily: 12 * 60 * 60 * 1000,
  weekly: 3 * 24 * 60 * 60 * 1000,
};
/**
 * A listing published just before the last run, in a transaction that committed after that run read, is
 * still found: each run looks back this far past the last one (the deliveries table keeps it mailed once).
 */
const LOOK_BACK_MS = 60 * 60 * 1000;
/** Searches handled per run; the least recently alerted first, so a backlog rotates through all of them. */
const SEARCHES_PER_RUN = 1000;
/** Listings recorded per alert at most (the mail shows the newest ALERT_MAIL_MAX_LISTINGS). */
const MATCHES_PER_ALERT = 200;

export interface AlertDependencies {
  db: Db;
  config: Pick<Config, "mail" | "alerts" | "sites">;
  queue: MailQueue | undefined;
  logger: Logger;
}

/**
 * Mails each due search of this frequency its new matches: listings the search page would show
 * (searchConditions), first public after the search was made (and after the last run, less LOOK_BACK_MS),
 * never mailed for it before. Answers how many mails were queued.
 */
export async function sendSavedSearchAlerts(
  { db, config, queue, logger }: AlertDependencies,
  frequency: Exclude<SavedSearchFrequency, "none">,
  now: Date = new Date(),
): Promise<number> {
  const due = await repository.findDueSavedSearches(
    db,
    frequency,
    new Date(now.getTime() - DUE_AFTER_MS[frequency]),
    SEARCHES_PER_RUN,
  );
  if (!due.length) return 0;
  const secret = await alertSecret(db, config);
  const site = config.sites.uae;
  let mailed = 0;
  for (const { search, email, username, locale: saved } of due) {
    const conditions = conditionsOf(search.filters);
    if (!conditions) {
      logger.warn({ savedSearchId: search.id }, "saved search's filters no longer valid: no alert");
      await repository.recordAlert(db, search.id, null, now);
      continue;
    }
    const since = new Date(
      Math.max(search.createdAt.getTime(), (search.lastAlertedAt?.getTime() ?? 0) - LOOK_BACK_MS),
    );
    const matches = await repository.findNewMatches(db, search.id, conditions, since, MATCHES_PER_ALERT);
    if (!matches.length) {
      await repository.recordAlert(db, search.id, null, now);
      continue;
    }
    const locale = recipientLocale(saved);
    const token = createUnsubscribeToken(secret, search.id);
    const unsubscribeUrl = unsubscribeLink(site, token, locale);
    const mail = alertMail(locale, {
      site,
      username,
      search,
      listings: [...matches].reverse(),
      total: matches.length,
      unsubscribeUrl,
    });
    const outboxId = await repository.recordAlert(
      db,
      search.id,
      {
        writeMail: (tx) =>
          writeOutboxMail(tx, { to: email, subject: mail.subject.slice(0, 200), text: mail.text }),
        propertyIds: matches.map((listing) => listing.id),
      },
      now,
    );
    if (outboxId === null) continue;
    mailed += 1;
    await queueOutboxDelivery(config.mail, queue, {
      outboxId,
      html: mail.html,
      headers: alertHeaders(unsubscribeUrl, config.alerts.unsubscribeAddress, token),
    });
  }
  return mailed;
}

/** RFC 2369 and RFC 8058 headers of an alert (lib/unsubscribe-links.ts). */
export const alertHeaders = listUnsubscribeHeaders;
