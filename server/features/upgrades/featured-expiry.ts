import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { expireFeatured } from "./upgrades.repository";

/** How often ended plans are unfeatured: a listing stays featured at most this long past its end. */
export const FEATURED_EXPIRY_INTERVAL_MS = 60_000;

/** Unfeatures every listing whose plan ended before `now`; returns how many. Safe to run on every instance. */
export function expireFeaturedListings(db: Db, now: Date = new Date()): Promise<number> {
  return expireFeatured(db, now);
}

/** Runs the expiry now and then every minute; stop() clears the timer at shutdown. */
export function scheduleFeaturedExpiry(db: Db, logger: Logger): { stop(): void } {
  const run = () => {
    expireFeaturedListings(db).then(
      (count) => {
        if (count) logger.info({ count }, "featured plans ended: listings unfeatured");
      },
      (error: unknown) => logger.warn({ err: error }, "featured expiry failed; retrying next minute"),
    );
  };
  run();
  const timer = setInterval(run, FEATURED_EXPIRY_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
