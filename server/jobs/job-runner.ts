import { fromPglite, PgBoss, type Clock, type Db as IDatabase, type Job, type QueueOptions } from "pg-boss";
import type { Database } from "../db/client";
import type { Logger } from "../lib/logger";
import { countJobsByState, type QueueFigures } from "./jobs.repository";

/** The schema pg-boss keeps its tables in (created and migrated by pg-boss itself at start). */
export const JOBS_SCHEMA = "jobs";

/**
 * One kind of background work (docs/decisions/0041-background-jobs.md). A job with `cron` is scheduled
 * once per cluster, however many instances run; any job can also be sent on demand (`JobQueue.send`).
 * `run` throws to fail the attempt: pg-boss retries it as `queue` says, then marks it failed.
 */
export interface JobDefinition<Data extends object = object> {
  name: string;
  /** Retries, backoff and how long an attempt may run (pg-boss queue options). */
  queue: QueueOptions;
  /** Five-field cron in Asia/Dubai time, for recurring work. */
  cron?: string;
  run(data: Data, job: Job<Data>): Promise<void>;
}

/** What request handlers see: work is queued and the request goes on without waiting for it. */
export interface JobQueue {
  send(name: string, data: object, options?: { singletonKey?: string }): Promise<void>;
}

export interface JobRunner extends JobQueue {
  /** Queued, running, retrying and recently failed jobs per queue, for /readyz, /metrics and `npm run jobs`. */
  figures(): Promise<QueueFigures[]>;
  /** Stops taking jobs, waits for running ones (up to `timeoutMs`), then lets go of the database. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobRunnerOptions {
  logger: Logger;
  /** Put the cron schedules in place (off in tests that send jobs themselves). */
  schedule?: boolean;
  /** Take jobs on this instance (an operator can keep web-only instances). */
  work?: boolean;
  /** How often an idle worker looks for new jobs. */
  pollingIntervalSeconds?: number;
  /**
   * pg-boss's clock, for tests only: a `TestClock` from pg-boss moves time for pg-boss's timers and for
   * its SQL alike, so a test can run minutes of cron passes and expiries in moments.
   */
  clock?: Clock;
}

/** pg-boss on the app's own database: PGlite through pg-boss's adapter, PostgreSQL through the primary pool. */
function jobDatabase(database: Database): IDatabase {
  if (database.pglite) return fromPglite(database.pglite);
  const pool = database.pgPool;
  if (!pool) throw new Error("The job queue needs the primary PostgreSQL pool");
  // Statements pg-boss wants run on every session it uses. Only a TestClock asks for any (it opts the
  // session into its fake time); then each statement takes a client of its own to run them on first,
  // since the pool is shared with the app and its sessions cannot all be reached at once.
  let sessionStatements: string[] = [];
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (sessionStatements.length === 0) return pool.query(text, values);
      const client = await pool.connect();
      try {
        for (const statement of sessionStatements) await client.query(statement);
        const result = await client.query(text, values);
        client.release();
        return result;
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
    },
    async setSessionStatements(statements: string[]) {
      sessionStatements = statements;
    },
  };
}

/**
 * Starts pg-boss on the app's database. `defineJobs` receives the queue itself, so a job can queue more
 * work (a reminder job queues mail deliveries).
 */
export async function startJobRunner(
  database: Database,
  defineJobs: (queue: JobQueue) => JobDefinition[],
  { logger, schedule = true, work = true, pollingIntervalSeconds = 2, clock }: JobRunnerOptions,
): Promise<JobRunner> {
  const boss = await startInstalling(() => {
    const created = new PgBoss({
      db: jobDatabase(database),
      backend: database.kind === "pglite" ? "pglite" : "postgres",
      schema: JOBS_SCHEMA,
      schedule,
      // The cron pass runs on every instance, but pg-boss lets one of them send each occurrence.
      cronWorkerIntervalSeconds: 15,
      ...(clock ? { clock } : {}),
    });
    // A lost database makes pg-boss report errors while it retries: logged, never fatal.
    created.on("error", (error) => logger.warn({ err: error }, "job queue: database error; retrying"));
    return created;
  }, logger);

  const queue: JobQueue = {
    async send(name, data, options = {}) {
      await boss.send(name, data, options);
    },
  };
  for (const definition of defineJobs(queue)) {
    // createQueue leaves an existing queue as it is; updateQueue brings its retries up to date.
    await boss.createQueue(definition.name, definition.queue);
    const { policy: _fixedAtCreation, ...changeable } = definition.queue as QueueOptions & {
      policy?: string;
    };
    await boss.updateQueue(definition.name, changeable);
    if (work) {
      await boss.work(definition.name, { pollingIntervalSeconds }, (jobs) =>
        runBatch(definition, jobs as Job<object>[], logger),
      );
    }
    if (definition.cron) {
      await boss.schedule(definition.name, definition.cron, {}, { tz: "Asia/Dubai" });
    } else {
      await boss.unschedule(definition.name).catch(() => {});
    }
  }

  return {
    ...queue,
    figures: () => countJobsByState(database.db, JOBS_SCHEMA),
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, timeout: timeoutMs, close: false });
    },
  };
}

/** What `startInstalling` needs of pg-boss: starting, and stopping a start that failed. */
export interface StartableQueue {
  start(): Promise<unknown>;
  stop(options: { graceful: false; close: false }): Promise<void>;
}

const INSTALL_ATTEMPTS = 3;

/**
 * Starts pg-boss, once more if its install lost a race. Two instances starting together on an empty
 * PostgreSQL both install pg-boss's schema; pg-boss serialises that with a lock and takes "already exists"
 * from the loser, but once in CI the loser's CREATE SCHEMA failed on pg_namespace's unique index instead
 * (23505, which pg-boss does not expect) and that instance never started. By then the winner has installed
 * everything, so a fresh start finds the schema and goes on.
 */
export async function startInstalling<Queue extends StartableQueue>(
  create: () => Queue,
  logger: Logger,
): Promise<Queue> {
  for (let attempt = 1; ; attempt++) {
    const queue = create();
    try {
      await queue.start();
      return queue;
    } catch (error) {
      if (attempt >= INSTALL_ATTEMPTS || !lostInstallRace(error)) throw error;
      logger.info({ err: error, attempt }, "job queue: another instance was installing it; starting again");
      await queue.stop({ graceful: false, close: false }).catch(() => {});
    }
  }
}

/** A unique-index clash or "already exists" from creating pg-boss's objects: another instance made them. */
function lostInstallRace(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (
    code === "23505" ||
    code === "42P06" ||
    code === "42P07" ||
    code === "42710" ||
    /already exists/.test(message ?? "")
  );
}

async function runBatch(definition: JobDefinition, jobs: Job<object>[], logger: Logger) {
  for (const job of jobs) {
    try {
      await definition.run(job.data, job);
    } catch (error) {
      logger.warn(
        { err: error, job: definition.name, id: job.id, attempt: job.retryCount + 1 },
        "job failed; pg-boss retries it while its queue allows",
      );
      throw error;
    }
  }
}
