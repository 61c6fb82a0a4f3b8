import type { Request, RequestHandler } from "express";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { AppError } from "../lib/errors";

export interface RateLimitRule {
  /** Names the limit in keys and logs: "login", "enquiry". */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
  /** What is counted: by default the client address; return null to skip counting this request. */
  keyOf?: (req: Request) => string | null;
}

/**
 * Counts requests per key in fixed windows. Kept in the database, so every instance shares the counts;
 * an implementation backed by Redis can replace it behind the same interface.
 */
export interface RateLimitStore {
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetAt: Date }>;
}

export function databaseRateLimitStore(db: Db): RateLimitStore {
  return {
    async hit(key, windowSeconds) {
      const result = (await db.execute(sql`
        insert into rate_limit_hits (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.count + 1 end,
          reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at else rate_limit_hits.reset_at end
        returning count, reset_at`)) as unknown as { rows: { count: number; reset_at: Date | string }[] };
      const row = result.rows[0];
      return { count: Number(row.count), resetAt: new Date(row.reset_at) };
    },
  };
}

/** 429 with Retry-After once a key passes its limit within the window. */
export function rateLimit(store: RateLimitStore, rule: RateLimitRule): RequestHandler {
  return async (req, res, next) => {
    const subject = rule.keyOf ? rule.keyOf(req) : (req.ip ?? "unknown");
    if (subject === null) return next();
    const { count, resetAt } = await store.hit(`${rule.name}:${subject}`, rule.windowSeconds);
    res.setHeader("RateLimit-Limit", String(rule.limit));
    res.setHeader("RateLimit-Remaining", String(Math.max(0, rule.limit - count)));
    if (count <= rule.limit) return next();
    const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
    next(
      new AppError(429, "Too many requests. Please wait a moment and try again.", "rate_limited", undefined, {
        "Retry-After": String(retryAfter),
      }),
    );
  };
}
