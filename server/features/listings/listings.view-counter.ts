import crypto from "node:crypto";
import type { Request } from "express";
import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import * as repository from "./listings.repository";

/**
 * Counts listing page views without slowing the page: the request is answered at once, counts gather in
 * memory and reach `properties.views` in a few statements every few seconds (and on shutdown).
 *
 * Best effort by design: a crash loses at most one interval of counts, and each instance remembers its own
 * recent viewers, so behind a load balancer a repeat view may count once per instance. With REDIS_URL,
 * listings.view-counter-redis.ts counts in Redis instead, once across all instances.
 */
export interface PageViewCounter {
  /** Counts a view unless the same viewer saw the listing recently; true when it counted. Never rejects. */
  record(propertyId: number, viewerKey: string): boolean | Promise<boolean>;
  /** Writes the gathered counts now. */
  flush(): Promise<void>;
  /** Final flush; later views are ignored. */
  close(): Promise<void>;
}

export interface PageViewCounterOptions {
  flushIntervalMs?: number;
  /** A viewer's repeat views of one listing within this time count once. */
  repeatWindowMs?: number;
  /** Recent viewers remembered for the repeat window; the oldest are forgotten first. */
  maxRemembered?: number;
  /** Distinct listings waiting to be written before a flush is started early. */
  maxPending?: number;
}

/** Consecutive failed writes after which gathered counts are dropped. */
const MAX_WRITE_ATTEMPTS = 3;

/** A viewer's repeat views of one listing within this time count once (the route's description says so). */
export const REPEAT_VIEW_WINDOW_MS = 30 * 60 * 1000;

const DEFAULTS: Required<PageViewCounterOptions> = {
  flushIntervalMs: 5_000,
  repeatWindowMs: REPEAT_VIEW_WINDOW_MS,
  maxRemembered: 50_000,
  maxPending: 5_000,
};

/**
 * User agents of crawlers, link previewers, headless browsers and HTTP libraries: none of them is a person
 * looking at a listing.
 */
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|preview|headless|lighthouse|pagespeed|facebookexternalhit|embedly|whatsapp|telegram|skype|discord|curl|wget|python|go-http-client|java\/|okhttp|axios|node-fetch|undici|libwww|httpclient|scrapy|phantomjs|selenium|puppeteer|playwright|monitor|pingdom|uptime|validator|archiver/i;

/** True for a request that is not a person opening the page: a bot, a prefetch, or no user agent at all. */
export function isAutomatedView(userAgent: string | undefined, purpose?: string): boolean {
  if (purpose && /prefetch|prerender/i.test(purpose)) return true;
  if (!userAgent || userAgent.trim().length < 10) return true;
  return BOT_USER_AGENT.test(userAgent);
}

/** Who is viewing, for spotting repeats: the account when signed in, else address and browser (hashed). */
export function viewerKeyOf(req: Request): string {
  if (req.user) return `user:${req.user.id}`;
  return crypto
    .createHash("sha256")
    .update(`${req.ip ?? ""}|${req.headers["user-agent"] ?? ""}`)
    .digest("base64url")
    .slice(0, 22);
}

export function createPageViewCounter(
  db: Db,
  logger: Logger,
  options: PageViewCounterOptions = {},
): PageViewCounter & { record(propertyId: number, viewerKey: string): boolean } {
  const settings = { ...DEFAULTS, ...options };
  let pending = new Map<number, number>();
  /** `${viewer}:${listing}` → when it was last counted; insertion order doubles as age order. */
  const recent = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let closed = false;

  function isRepeat(key: string, now: number): boolean {
    const seenAt = recent.get(key);
    if (seenAt !== undefined && now - seenAt < settings.repeatWindowMs) return true;
    recent.delete(key);
    recent.set(key, now);
    while (recent.size > settings.maxRemembered) {
      recent.delete(recent.keys().next().value as string);
    }
    return false;
  }

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, settings.flushIntervalMs);
    // A pending flush never keeps the process (or a test run) alive; shutdown flushes explicitly.
    timer.unref();
  }

  let failures = 0;
  async function write(batch: Map<number, number>) {
    try {
      await repository.addListingViews(db, batch);
      failures = 0;
    } catch (error) {
      failures += 1;
      // Counts are worth a retry or two, not an ever-growing backlog while the database is away.
      if (closed || failures > MAX_WRITE_ATTEMPTS) {
        logger.error({ err: error, listings: batch.size }, "page views dropped: the database refused them");
        return;
      }
      logger.warn({ err: error, listings: batch.size }, "page views not saved; retrying with the next flush");
      for (const [id, count] of batch) pending.set(id, (pending.get(id) ?? 0) + count);
      schedule();
    }
  }

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (pending.size) {
      const batch = pending;
      pending = new Map();
      // One write at a time, in order, so a slow database never sees overlapping updates of one row.
      writing = writing.then(() => write(batch));
    }
    return writing;
  }

  return {
    record(propertyId, viewerKey) {
      if (closed) return false;
      if (isRepeat(`${viewerKey}:${propertyId}`, Date.now())) return false;
      pending.set(propertyId, (pending.get(propertyId) ?? 0) + 1);
      if (pending.size >= settings.maxPending) void flush();
      else schedule();
      return true;
    },
    flush,
    async close() {
      closed = true;
      await flush();
    },
  };
}

const countersByApp = new WeakMap<object, PageViewCounter>();

/** Lets the process that started the app reach its counter at shutdown (server/index.ts). */
export function attachPageViewCounter(app: object, counter: PageViewCounter) {
  countersByApp.set(app, counter);
}

export function pageViewCounterOf(app: object): PageViewCounter | undefined {
  return countersByApp.get(app);
}
