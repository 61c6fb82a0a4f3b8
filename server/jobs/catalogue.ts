import type { Config } from "../config";
import type { Database } from "../db/client";
import { sendConfirmReminders } from "../features/dashboard/dashboard.service";
import {
  createMailer,
  createMailTransport,
  deliverOutboxMail,
  MAIL_DELIVERY_JOB,
  type MailDelivery,
  type MailQueue,
} from "../lib/mail/mailer";
import { runDueFeeds } from "../features/agencies/feed-import";
import { expireEditRequests } from "../features/moderation/moderation.service";
import { sendSavedSearchAlerts } from "../features/saved-searches/saved-searches.service";
import { regenerateSitemaps } from "../features/seo/seo.service";
import { expireFeaturedListings } from "../features/upgrades/featured-expiry";
import type { PhotoStorage } from "../features/uploads/photo-storage-contract";
import { cleanOrphanUploads } from "../features/uploads/uploads.service";
import { backfillPhotoHashes } from "../features/trust-signals/trust-signals.service";
import { flushSharedPageViews } from "../features/listings/listings.view-counter-redis";
import type { Logger } from "../lib/logger";
import type { SharedRedis } from "../lib/redis";
import { pruneRateLimitHits } from "../middleware/rate-limit";
import type { JobDefinition } from "./job-runner";

/** Recurring work runs one at a time: a slow run is never overtaken by the next occurrence. */
const ONE_AT_A_TIME = { policy: "singleton" } as const;

/**
 * Work that exists only with REDIS_URL (docs/decisions/0040-shared-state-in-redis.md): page views gather in
 * Redis across instances and are moved to `properties.views` once a minute, once per cluster.
 */
export function sharedStateJobs(
  database: Database,
  logger: Logger,
  redis: SharedRedis | undefined,
): JobDefinition[] {
  if (!redis) return [];
  return [
    {
      name: "listings.flush-views",
      cron: "* * * * *",
      // A failed run leaves its counts in Redis, and a later run writes them.
      queue: { ...ONE_AT_A_TIME, retryLimit: 0, expireInSeconds: 60 },
      async run() {
        const views = await flushSharedPageViews(database.db, redis);
        if (views) logger.debug({ views }, "page views saved");
      },
    },
  ];
}

/**
 * Every kind of background work, its retries and its schedule (docs/decisions/0041-background-jobs.md).
 * Cron times are Asia/Dubai. `queue` is what mail sending uses to queue deliveries from these jobs too.
 */
export function jobCatalogue(
  database: Database,
  config: Config,
  logger: Logger,
  queue: MailQueue,
  photoStorage: PhotoStorage,
): JobDefinition[] {
  const { db } = database;
  const transport = createMailTransport(config.mail);
  const mailer = createMailer(db, config.mail, logger, queue);
  return [
    {
      name: MAIL_DELIVERY_JOB,
      // 8 retries from 30 s doubling to at most an hour: a mail server away for half a day loses nothing.
      queue: { retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120 },
      async run(data) {
        const { outboxId, ...extras } = data as MailDelivery;
        if (!transport) {
          logger.warn({ outboxId }, "mail delivery job without SMTP_URL: the mail stays in the outbox");
          return;
        }
        const outcome = await deliverOutboxMail(db, transport, config.mail.from, outboxId, extras);
        logger.info({ outboxId, outcome }, "mail delivery");
      },
    },
    {
      name: "listings.expire-featured",
      cron: "* * * * *",
      // The next minute's run is the retry.
      queue: { ...ONE_AT_A_TIME, retryLimit: 0, expireInSeconds: 60 },
      async run() {
        const count = await expireFeaturedListings(db);
        if (count) logger.info({ count }, "featured plans ended: listings unfeatured");
      },
    },
    {
      name: "listings.confirm-reminders",
      cron: "5 * * * *",
      queue: { ...ONE_AT_A_TIME, retryLimit: 2, retryDelay: 300, expireInSeconds: 900 },
      async run() {
        const count = await sendConfirmReminders(db, mailer, config.sites.uae);
        if (count) logger.info({ count }, "owners reminded to confirm their listings");
      },
    },
    {
      name: "seo.sitemaps",
      cron: "*/30 * * * *",
      queue: { ...ONE_AT_A_TIME, retryLimit: 1, retryDelay: 120, expireInSeconds: 1800 },
      async run() {
        const files = await regenerateSitemaps(db, Object.values(config.sites));
        logger.info({ files }, "sitemaps regenerated");
      },
    },
    {
      // Photos uploaded over a day ago that no listing or saved draft uses: files first, then the row.
      name: "uploads.clean-orphans",
      cron: "41 * * * *",
      queue: { ...ONE_AT_A_TIME, retryLimit: 1, retryDelay: 300, expireInSeconds: 1800 },
      async run() {
        const count = await cleanOrphanUploads(db, photoStorage);
        if (count) logger.info({ count }, "unused uploaded photos removed");
      },
    },
    {
      // Uploads older than the perceptual hash get theirs from the stored photo (docs/decisions/0051); a
      // run with none left costs one query.
      name: "uploads.hash-photos",
      cron: "23 * * * *",
      queue: { ...ONE_AT_A_TIME, retryLimit: 1, retryDelay: 300, expireInSeconds: 1800 },
      async run() {
        const count = await backfillPhotoHashes(db, photoStorage);
        if (count) logger.info({ count }, "perceptual hashes computed for older photos");
      },
    },
    // Saved-search alerts (docs/decisions/0047-saved-searches-and-alerts.md): each new match mailed once.
    ...(
      [
        // Every minute: "instant" means within a minute or two of a listing going public.
        ["instant", "saved-searches.instant-alerts", "* * * * *"],
        // 08:00 in Dubai, before the working day; weekly on Saturday morning, the start of the weekend.
        ["daily", "saved-searches.daily-alerts", "0 8 * * *"],
        ["weekly", "saved-searches.weekly-alerts", "0 9 * * 6"],
      ] as const
    ).map(([frequency, name, cron]): JobDefinition => ({
      name,
      cron,
      // A failed run is retried once; a search already mailed is not mailed again (deliveries table).
      queue: { ...ONE_AT_A_TIME, retryLimit: 1, retryDelay: 60, expireInSeconds: 900 },
      async run() {
        const count = await sendSavedSearchAlerts({ db, config, queue, logger }, frequency);
        if (count) logger.info({ count, frequency }, "saved-search alerts queued");
      },
    })),
    {
      // Moderators' edit requests whose days ran out unanswered: the listing is unpublished (decision 0050).
      name: "moderation.expire-edit-requests",
      cron: "*/10 * * * *",
      queue: { ...ONE_AT_A_TIME, retryLimit: 1, retryDelay: 120, expireInSeconds: 600 },
      async run() {
        const count = await expireEditRequests(db);
        if (count) logger.info({ count }, "edit requests expired: listings unpublished");
      },
    },
    {
      // Agencies' listing feeds (docs/decisions/0053): each fetched when its interval (hourly by default)
      // has passed; one run at a time, so a slow feed delays the others rather than overlapping itself.
      name: "agencies.import-feeds",
      cron: "*/5 * * * *",
      queue: { ...ONE_AT_A_TIME, retryLimit: 0, expireInSeconds: 3600 },
      async run() {
        const count = await runDueFeeds(db, config.feeds, config.sites.uae, logger, photoStorage);
        if (count) logger.info({ count }, "agency feeds imported");
      },
    },
    {
      name: "rate-limits.prune",
      cron: "17 * * * *",
      queue: { ...ONE_AT_A_TIME, retryLimit: 0, expireInSeconds: 600 },
      async run() {
        await pruneRateLimitHits(db);
      },
    },
  ];
}
