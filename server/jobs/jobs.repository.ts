import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** One queue's jobs by state: waiting (created, due or not), running, waiting to retry, failed in 24 h. */
export interface QueueFigures {
  queue: string;
  queued: number;
  active: number;
  retrying: number;
  failedLastDay: number;
  /** Age in seconds of the oldest job that is due and still waiting; 0 when none is. */
  oldestWaitingSeconds: number;
}

interface QueueCountRow {
  name: string;
  queued: string | number;
  active: string | number;
  retrying: string | number;
  failed: string | number;
  oldest: string | number | null;
}

/**
 * Read straight from pg-boss's job table rather than its cached queue statistics, which refresh only
 * every minute: /readyz and /metrics should show a queue that is backing up now.
 */
export async function countJobsByState(db: Db, schema: string): Promise<QueueFigures[]> {
  const jobTable = sql.identifier(schema);
  const result = (await db.execute(sql`
    select q.name,
      count(j.id) filter (where j.state = 'created') as queued,
      count(j.id) filter (where j.state = 'active') as active,
      count(j.id) filter (where j.state = 'retry') as retrying,
      count(j.id) filter (where j.state = 'failed' and j.completed_on > now() - interval '1 day') as failed,
      extract(epoch from now() - min(j.start_after) filter (
        where j.state in ('created', 'retry') and j.start_after <= now()
      )) as oldest
    from ${jobTable}.queue q
    left join ${jobTable}.job j on j.name = q.name
    where q.name not like '\_\_pgboss%'
    group by q.name
    order by q.name`)) as unknown as { rows: QueueCountRow[] };
  return result.rows.map((row) => ({
    queue: row.name,
    queued: Number(row.queued),
    active: Number(row.active),
    retrying: Number(row.retrying),
    failedLastDay: Number(row.failed),
    oldestWaitingSeconds: row.oldest === null ? 0 : Math.max(0, Math.round(Number(row.oldest))),
  }));
}

/** One failed job, for `npm run jobs failures`. */
export interface FailedJob {
  queue: string;
  id: string;
  failedAt: Date;
  attempts: number;
  /** What the last attempt threw, as pg-boss stored it. */
  error: string;
}

interface FailedJobRow {
  name: string;
  id: string;
  completed_on: Date | string;
  retry_count: number | string;
  output: unknown;
}

/** The most recent failures, newest first, optionally of one queue. */
export async function findRecentFailures(
  db: Db,
  schema: string,
  queue: string | undefined,
  limit: number,
): Promise<FailedJob[]> {
  const jobTable = sql.identifier(schema);
  const result = (await db.execute(sql`
    select name, id, completed_on, retry_count, output
    from ${jobTable}.job
    where state = 'failed' ${queue ? sql`and name = ${queue}` : sql``}
    order by completed_on desc
    limit ${limit}`)) as unknown as { rows: FailedJobRow[] };
  return result.rows.map((row) => ({
    queue: row.name,
    id: row.id,
    failedAt: new Date(row.completed_on),
    attempts: Number(row.retry_count) + 1,
    error: errorTextOf(row.output),
  }));
}

/** pg-boss keeps a thrown error as `{ message, stack }` (or whatever the job returned). */
function errorTextOf(output: unknown): string {
  if (output && typeof output === "object" && "message" in output) return String(output.message);
  return output === null || output === undefined ? "" : JSON.stringify(output);
}
