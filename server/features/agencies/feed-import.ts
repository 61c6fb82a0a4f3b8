import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { agencyListingCreateSchema, type FeedRun } from "@shared/agency";
import { PUBLIC_STATUSES, type UpdateListingInput } from "@shared/listing";
import type { SiteConfig } from "@shared/site";
import type { Db } from "../../db/client";
import type { FeedListingError } from "../../db/schema";
import { AppError, fieldErrorsFrom } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { PhotoStorage } from "../uploads/photo-storage-contract";
import { uploadPhoto } from "../uploads/uploads.service";
import * as feeds from "./agency-feeds.repository";
import * as repository from "./agencies.repository";
import {
  agencyOwner,
  agentByBrn,
  assertAgentBrnFormat,
  createAgencyListing,
  updateAgencyListing,
} from "./agency-listings";
import { fetchFeed, fetchFeedPhoto, type FeedFetchSettings } from "./feed-fetch";
import { FeedError, isSitePhoto, parseFeed, type FeedEntry } from "./feed-parse";

/**
 * Importing an agency's feed (docs/decisions/0053): each entry is validated with the listing API's create
 * schema and written in its own transaction (a bad entry never undoes a good one); a feed that cannot be
 * read as a whole writes nothing; the agency's feed listings missing from the feed are taken off the
 * site, but only when enough of the feed's entries were imported (archiveSkippedReason): a feed that is
 * mostly junk is not a list of what the agency still sells. The run's report, with each entry's problems
 * by reference and field, is stored for the dashboard.
 * An entry unchanged since the last run (same digest, same status) is not written again, so a re-run of
 * the same feed changes nothing.
 */

/** Kept in a run's report at most; the counts stay exact. */
const MAX_REPORTED_ERRORS = 500;
/** A feed photo's largest size, and how many photos one run fetches at most (the rest wait for the next). */
export const FEED_PHOTO_MAX_BYTES = 15_000_000;
export const FEED_PHOTOS_PER_RUN = 300;
/** The listing's photo limit (shared/listing.ts). */
const MAX_PHOTOS = 30;

/**
 * Where feed photos from other hosts go: fetched through the feed's guard (feed-fetch.ts) and stored as
 * uploads of the agency's owner, exactly as a photo uploaded in the editor (re-encoded, hashed). Without
 * it, photos from other hosts are left out and noted.
 */
export interface FeedMedia {
  storage: PhotoStorage;
  fetch: FeedFetchSettings;
}

type Counts = Pick<FeedRun, "created" | "updated" | "unchanged" | "unpublished" | "failed">;

export interface ImportOutcome extends Counts {
  error: string | null;
  /** Why the feed's missing listings were kept on the site this time; null when they were archived. */
  archiveSkipped: string | null;
  errors: FeedListingError[];
}

/** A run's counts before anything is done. */
const EMPTY: Readonly<ImportOutcome> = {
  created: 0,
  updated: 0,
  unchanged: 0,
  unpublished: 0,
  failed: 0,
  error: null,
  archiveSkipped: null,
  errors: [],
};

/** The operator's feed settings: how to fetch, and the share of entries that must import to archive. */
export interface FeedSettings extends FeedFetchSettings {
  /** FEED_ARCHIVE_MIN_SUCCESS_SHARE, 0 to 1 (server/config.ts). */
  archiveMinSuccessShare: number;
}

/** What an import needs beyond the feed itself. */
export interface FeedImportOptions {
  site: SiteConfig;
  archiveMinSuccessShare: number;
  logger?: Logger;
  media?: FeedMedia;
  startedAt?: Date;
}

/**
 * Why the listings missing from a run's feed must stay on the site, or null when they may be archived: a
 * feed is taken as the agency's current list only when at least `minShare` of its entries were imported
 * (created, updated or unchanged). One broken export (every entry failing, or an empty list) must not take
 * every listing of the agency off the site.
 */
export function archiveSkippedReason(imported: number, entries: number, minShare: number): string | null {
  const share = entries ? imported / entries : 0;
  if (share >= minShare) return null;
  const kept = "Listings missing from the feed were kept on the site";
  if (!entries) return `${kept}: the feed lists no listings`;
  return `${kept}: ${imported} of ${entries} entries could be imported, fewer than the ${Math.round(minShare * 100)}% needed to take any off`;
}

function digestOf(value: unknown): string {
  return crypto.createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

/** The agency's agent an XML entry names: by BRN, then by email; null (and a note) when none matches. */
async function agentOfEntry(db: Db, agencyId: number, entry: FeedEntry): Promise<number | null> {
  const named = entry.agent;
  if (!named || (!named.brn && !named.email)) return null;
  const agentId = await repository.findAgentIdByBrnOrEmail(db, agencyId, named);
  if (agentId === undefined)
    entry.notes.push({
      field: "agent",
      message: "No agent of this agency matches the agent named: shown without an agent",
    });
  return agentId ?? null;
}

function problemsOf(error: unknown, entry: FeedEntry): FeedListingError[] {
  const base = { reference: entry.reference, position: entry.position };
  if (error instanceof AppError && error.fieldErrors && Object.keys(error.fieldErrors).length) {
    return Object.entries(error.fieldErrors).map(([field, messages]) => ({
      ...base,
      field,
      message: messages[0] ?? error.message,
    }));
  }
  if (error instanceof AppError) return [{ ...base, field: null, message: error.message }];
  return [
    {
      ...base,
      field: null,
      message: "The listing could not be saved; it will be tried again on the next run",
    },
  ];
}

/**
 * The entry's photos in its order: this site's addresses as they are, others fetched and stored as the
 * agency owner's uploads (an upload whose listing then fails to save is an orphan, removed by the daily
 * clean-up). A photo that cannot be fetched or is not an image is noted and left out.
 */
async function photosOfEntry(
  db: Db,
  agencyId: number,
  entry: FeedEntry,
  site: SiteConfig,
  media: FeedMedia | undefined,
  budget: { left: number },
  logger: Logger | undefined,
): Promise<string[]> {
  const images: string[] = [];
  let ownerId: number | undefined;
  for (const [index, url] of entry.photos.slice(0, MAX_PHOTOS).entries()) {
    if (isSitePhoto(url)) {
      images.push(url);
      continue;
    }
    const note = (message: string) => entry.notes.push({ field: `images.${index}`, message });
    if (!media) {
      note("Photos from other addresses are not fetched here: upload the photo and list its address");
      continue;
    }
    if (budget.left <= 0) {
      note("Too many new photos in this run: the photo will be fetched on a later run");
      continue;
    }
    budget.left--;
    const file = path.join(os.tmpdir(), `feed-photo-${crypto.randomUUID()}`);
    try {
      const bytes = await fetchFeedPhoto(url, { ...media.fetch, maxBytes: FEED_PHOTO_MAX_BYTES });
      await fs.writeFile(file, bytes);
      ownerId ??= (await agencyOwner(db, agencyId)).id;
      const uploaded = await uploadPhoto(
        db,
        { storage: media.storage, limit: { run: (task) => task() }, mediaBaseUrl: site.mediaBaseUrl },
        ownerId,
        { originalname: path.basename(new URL(url).pathname) || "photo", path: file },
      );
      images.push(uploaded.url);
    } catch (error) {
      if (error instanceof FeedError && error.cause)
        logger?.warn(
          { agencyId, host: hostOf(url), cause: causeOf(error) },
          "feed photo could not be fetched",
        );
      note(
        error instanceof FeedError || error instanceof AppError
          ? `Photo not used: ${error.message}`
          : "Photo not used: it could not be stored",
      );
    } finally {
      await fs.rm(file, { force: true });
    }
  }
  return images;
}

/** Imports entries already read from a feed; the caller has refused unreadable feeds. */
async function importEntries(
  db: Db,
  agencyId: number,
  entries: FeedEntry[],
  { site, logger, media, archiveMinSuccessShare }: FeedImportOptions,
): Promise<ImportOutcome> {
  const budget = { left: FEED_PHOTOS_PER_RUN };
  const outcome: ImportOutcome = { ...EMPTY, errors: [] };
  const seen = new Set<string>();
  const report = (items: FeedListingError[]) => outcome.errors.push(...items);
  for (const entry of entries) {
    if (!entry.reference) {
      outcome.failed++;
      report([
        {
          reference: null,
          position: entry.position,
          field: "reference",
          message: "Reference number is required",
        },
      ]);
      continue;
    }
    if (seen.has(entry.reference)) {
      outcome.failed++;
      report([
        {
          reference: entry.reference,
          position: entry.position,
          field: "reference",
          message: "This reference number appears earlier in the feed: each listing needs its own",
        },
      ]);
      continue;
    }
    seen.add(entry.reference);
    const parsed = agencyListingCreateSchema.safeParse(entry.body);
    if (!parsed.success) {
      outcome.failed++;
      report(
        problemsOf(AppError.badRequest("Some fields are not valid", fieldErrorsFrom(parsed.error)), entry),
      );
      continue;
    }
    const input = parsed.data;
    try {
      if (input.agentBrn) assertAgentBrnFormat(input.location, input.agentBrn);
      const agentId = input.agentBrn
        ? await agentByBrn(db, agencyId, input.agentBrn)
        : await agentOfEntry(db, agencyId, entry);
      const digest = digestOf({ input, agentId, photos: entry.photos });
      const existing = await feeds.findAgencyListingByReference(db, agencyId, input.reference);
      const unchanged =
        existing?.source === "feed" &&
        existing.feedDigest === digest &&
        (existing.status === input.status ||
          (input.status === "published" && (PUBLIC_STATUSES as readonly string[]).includes(existing.status)));
      if (!unchanged) input.images = await photosOfEntry(db, agencyId, entry, site, media, budget, logger);
      if (!existing) {
        await createAgencyListing(db, agencyId, input, site, "feed", digest, agentId);
        outcome.created++;
      } else if (unchanged) {
        outcome.unchanged++;
      } else {
        const { reference: _reference, agentBrn: _agentBrn, ...fields } = input;
        const update: UpdateListingInput = { ...fields };
        // A listing moderators hid or removed keeps their status; the rest of the entry still applies.
        if (existing.status === "hidden" || existing.status === "removed") delete update.status;
        await updateAgencyListing(db, agencyId, input.reference, update, site, {
          agentId,
          source: "feed",
          feedDigest: digest,
        });
        outcome.updated++;
      }
      entry.notes.forEach((note) =>
        report([{ reference: entry.reference, position: entry.position, ...note }]),
      );
    } catch (error) {
      if (!(error instanceof AppError))
        logger?.error({ err: error, agencyId, reference: input.reference }, "feed entry failed");
      outcome.failed++;
      report(problemsOf(error, entry));
    }
  }
  const imported = outcome.created + outcome.updated + outcome.unchanged;
  outcome.archiveSkipped = archiveSkippedReason(imported, entries.length, archiveMinSuccessShare);
  // The agency's feed listings missing from this feed are taken off the site; its API's are never touched.
  if (!outcome.archiveSkipped)
    outcome.unpublished = await feeds.archiveFeedListingsNotIn(db, agencyId, [...seen]);
  return outcome;
}

async function storeRun(
  db: Db,
  agencyId: number,
  source: "url" | "upload",
  startedAt: Date,
  outcome: ImportOutcome,
): Promise<FeedRun> {
  const errors = outcome.errors.slice(0, MAX_REPORTED_ERRORS);
  const row = await feeds.insertFeedRun(db, {
    agencyId,
    source,
    outcome: outcome.error ? "failed" : outcome.failed ? "partial" : "ok",
    created: outcome.created,
    updated: outcome.updated,
    unchanged: outcome.unchanged,
    unpublished: outcome.unpublished,
    failed: outcome.failed,
    error: outcome.error,
    archiveSkipped: outcome.archiveSkipped,
    errors,
    startedAt,
  });
  return toFeedRun(row);
}

export function toFeedRun(row: feeds.FeedRunRow): FeedRun {
  return {
    id: row.id,
    source: row.source,
    outcome: row.outcome,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    unpublished: row.unpublished,
    failed: row.failed,
    error: row.error,
    archiveSkipped: row.archiveSkipped,
    errors: row.errors,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
  };
}

/** Said when the parser fails in a way it does not explain (its own fault, logged): never a 500. */
const UNREADABLE_FEED = "The feed could not be read: check that it is the file your CRM exports";

/** The entries of a feed, or the reason the whole feed is refused. */
function readEntries(
  content: string,
  format: "xml" | "json",
  agencyId: number,
  logger: Logger | undefined,
): FeedEntry[] | { error: string } {
  try {
    return parseFeed(content, format);
  } catch (error) {
    if (error instanceof FeedError) return { error: error.message };
    logger?.error({ err: error, agencyId, format }, "feed could not be parsed");
    return { error: UNREADABLE_FEED };
  }
}

/** Imports a feed's content (an uploaded file, or what a fetch answered) and stores the run's report. */
export async function importFeedContent(
  db: Db,
  agencyId: number,
  content: string,
  format: "xml" | "json",
  source: "url" | "upload",
  options: FeedImportOptions,
): Promise<FeedRun> {
  const startedAt = options.startedAt ?? new Date();
  const entries = readEntries(content, format, agencyId, options.logger);
  if (!Array.isArray(entries)) return storeRun(db, agencyId, source, startedAt, { ...EMPTY, ...entries });
  return storeRun(db, agencyId, source, startedAt, await importEntries(db, agencyId, entries, options));
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}

/** The low-level reason a fetch failed, for the server log only (the agency is told plain words). */
function causeOf(error: FeedError): string {
  const cause = error.cause;
  if (!(cause instanceof Error)) return String(cause);
  const code = (cause as { code?: unknown }).code;
  return typeof code === "string" ? `${code}: ${cause.message}` : cause.message;
}

/** Fetches the agency's feed from its address and imports it; a fetch that fails is a failed run. */
export async function runAgencyFeed(
  db: Db,
  agencyId: number,
  settings: FeedSettings,
  site: SiteConfig,
  logger?: Logger,
  storage?: PhotoStorage,
): Promise<FeedRun> {
  const feed = await feeds.findFeed(db, agencyId);
  if (!feed) throw AppError.notFound("The agency has no feed address: set one first");
  const startedAt = new Date();
  await feeds.setFeedLastRunAt(db, feed.id, startedAt);
  let content: string;
  try {
    content = await fetchFeed(feed.url, settings);
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    // The host, not the address: a feed address often carries the CRM's token in its query.
    if (error.cause)
      logger?.warn(
        { agencyId, host: hostOf(feed.url), cause: causeOf(error) },
        "agency feed could not be fetched",
      );
    return storeRun(db, agencyId, "url", startedAt, { ...EMPTY, error: error.message });
  }
  return importFeedContent(db, agencyId, content, feed.format, "url", {
    site,
    logger,
    startedAt,
    archiveMinSuccessShare: settings.archiveMinSuccessShare,
    media: storage ? { storage, fetch: settings } : undefined,
  });
}

/** Every enabled feed whose interval has passed since its last run, one after another; the number run. */
export async function runDueFeeds(
  db: Db,
  settings: FeedSettings,
  site: SiteConfig,
  logger: Logger,
  storage?: PhotoStorage,
): Promise<number> {
  const due = await feeds.findDueFeedAgencyIds(db);
  for (const agencyId of due) {
    try {
      const run = await runAgencyFeed(db, agencyId, settings, site, logger, storage);
      logger.info(
        { agencyId, outcome: run.outcome, created: run.created, updated: run.updated, failed: run.failed },
        "agency feed imported",
      );
    } catch (error) {
      logger.error({ err: error, agencyId }, "agency feed import failed");
    }
  }
  return due.length;
}

/** The agency's latest runs, newest first. */
export async function latestRuns(db: Db, agencyId: number, limit = 10): Promise<FeedRun[]> {
  const rows = await feeds.findLatestFeedRuns(db, agencyId, limit);
  return rows.map(toFeedRun);
}
