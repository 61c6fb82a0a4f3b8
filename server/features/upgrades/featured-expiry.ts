import type { Db } from "../../db/client";
import { expireFeatured } from "./upgrades.repository";

/**
 * Unfeatures every listing whose plan ended before `now`; returns how many. Run every minute by the
 * `listings.expire-featured` job (server/jobs/catalogue.ts), so a listing stays featured at most a minute
 * past its end; safe to run twice.
 */
export function expireFeaturedListings(db: Db, now: Date = new Date()): Promise<number> {
  return expireFeatured(db, now);
}
