import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * Counts one request against `key` in its window, starting a new window when the last one has ended,
 * in one statement so concurrent requests (and instances) never lose a hit.
 */
export async function recordHit(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; resetAt: Date }> {
  const result = (await db.execute(sql`
    insert into rate_limit_hits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.count + 1 end,
      reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at else rate_limit_hits.reset_at end
    returning count, reset_at`)) as unknown as { rows: { count: number; reset_at: Date | string }[] };
  const row = result.rows[0];
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

/** Takes back one hit of the current window (a request that should not have counted). */
export async function removeHit(db: Db, key: string): Promise<void> {
  await db.execute(sql`
    update rate_limit_hits set count = greatest(count - 1, 0)
    where key = ${key} and reset_at > now()`);
}

export async function deleteHitsEndedOverAnHourAgo(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where reset_at < now() - interval '1 hour'`);
}
