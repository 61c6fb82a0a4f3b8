import { sql } from "drizzle-orm";
import { TestClock } from "pg-boss";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "../../tests/helpers/test-database";
import type { Database } from "../db/client";
import { createLogger } from "../lib/logger";
import { JOBS_SCHEMA, startJobRunner, type JobDefinition, type JobRunner } from "./job-runner";
import { BACKGROUND_WAIT } from "../../tests/helpers/background-wait";

/*
 * Two runners on one database, as two instances of the app are (docs/decisions/0041-background-jobs.md).
 * pg-boss files each cron occurrence in a one-minute slot, so a real-time test of a schedule would take
 * minutes: these share pg-boss's TestClock, which moves time for pg-boss's timers and for its SQL (its
 * job_now()) together, and run minutes of cron passes, polls and expiries in moments.
 */

const logger = createLogger("silent");
const MINUTE_MS = 60_000;
/** As the catalogue's recurring queues (catalogue.ts): one run at a time. */
const ONE_AT_A_TIME = { policy: "singleton" } as const;
/** Half a minute past a whole minute: the test counts the occurrences after it. */
const START = Date.parse("2026-03-02T06:00:30Z");

let database: Database;
const runners: JobRunner[] = [];
/** Handlers held until the test ends, released so a stopping runner is not kept waiting. */
const releases: Array<() => void> = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  for (const release of releases.splice(0)) release();
  await Promise.all(runners.splice(0).map((runner) => runner.stop(2000)));
  await database.db.execute(sql`delete from ${sql.identifier(JOBS_SCHEMA)}.schedule`);
});
afterAll(async () => {
  await database.close();
});

interface Execution {
  runner: string;
  jobId: string;
}

async function startRunner(
  runner: string,
  clock: TestClock,
  definitions: JobDefinition[],
  options: { schedule: boolean },
) {
  const started = await startJobRunner(database, () => definitions, {
    logger,
    schedule: options.schedule,
    pollingIntervalSeconds: 1,
    clock,
  });
  runners.push(started);
  return started;
}

/** Moves the shared clock on in steps of a second, so every poll and pass in between fires on time. */
async function advance(clock: TestClock, ms: number) {
  for (let moved = 0; moved < ms; moved += 1000) await clock.tick(Math.min(1000, ms - moved));
}

/** Each job of a queue as pg-boss stored it, in the order they were created (times on the shared clock). */
async function storedJobs(queue: string) {
  const result = (await database.db.execute(sql`
    select id, state, retry_count as "retryCount", extract(epoch from created_on) * 1000 as "createdAt"
    from ${sql.identifier(JOBS_SCHEMA)}.job where name = ${queue} order by created_on`)) as unknown as {
    rows: Array<{ id: string; state: string; retryCount: number | string; createdAt: number | string }>;
  };
  return result.rows.map((row) => ({
    ...row,
    retryCount: Number(row.retryCount),
    createdAt: Number(row.createdAt),
  }));
}

describe("two instances on one database", () => {
  it("run each occurrence of an every-minute schedule once, whichever instance sends and takes it", async () => {
    const queue = "test.every-minute";
    const executions: Execution[] = [];
    // The shape of the catalogue's every-minute jobs (listings.expire-featured): singleton, no retries.
    const definitionsFor = (runner: string): JobDefinition[] => [
      {
        name: queue,
        cron: "* * * * *",
        queue: { ...ONE_AT_A_TIME, retryLimit: 0, expireInSeconds: 60 },
        async run(_data, job) {
          executions.push({ runner, jobId: job.id });
        },
      },
    ];
    const clock = new TestClock(START);
    await startRunner("first", clock, definitionsFor("first"), { schedule: true });
    await startRunner("second", clock, definitionsFor("second"), { schedule: true });

    // 06:00:30 → 06:05:50: the occurrences of 06:01 to 06:05, each within the due window of several
    // cron passes of both instances (each tries every 30 s).
    await advance(clock, 5 * MINUTE_MS + 20_000);
    const minutes = Array.from({ length: 5 }, (_, i) => Date.parse("2026-03-02T06:01:00Z") + i * MINUTE_MS);
    await vi.waitFor(async () => {
      const jobs = await storedJobs(queue);
      expect(jobs.map((job) => job.state)).toEqual(Array(5).fill("completed"));
    }, BACKGROUND_WAIT);

    const jobs = await storedJobs(queue);
    // One job per occurrence, created in the occurrence's own minute.
    expect(jobs.map((job) => Math.floor(job.createdAt / MINUTE_MS) * MINUTE_MS)).toEqual(minutes);
    // And each run once, by one of the two instances.
    expect(executions.map((execution) => execution.jobId).sort()).toEqual(jobs.map((job) => job.id).sort());
  }, 30_000);

  it("retry a job whose instance stopped answering once its expiry has passed, on the other instance", async () => {
    const queue = "test.held";
    const expireInSeconds = 30;
    const executions: Execution[] = [];
    const definitionsFor = (runner: string, hold: boolean): JobDefinition[] => [
      {
        name: queue,
        queue: { retryLimit: 1, retryDelay: 0, expireInSeconds },
        async run(_data, job) {
          executions.push({ runner, jobId: job.id });
          // The first instance never finishes: to the database, a process that hung or died mid-job.
          if (hold) await new Promise<void>((resolve) => releases.push(resolve));
        },
      },
    ];
    const clock = new TestClock(START);
    const first = await startRunner("first", clock, definitionsFor("first", true), { schedule: false });
    await first.send(queue, {});
    await advance(clock, 2000);
    await vi.waitFor(() => expect(executions).toHaveLength(1), BACKGROUND_WAIT);
    expect(executions[0].runner).toBe("first");
    const [taken] = await storedJobs(queue);
    expect(taken).toMatchObject({ id: executions[0].jobId, state: "active", retryCount: 0 });

    await startRunner("second", clock, definitionsFor("second", false), { schedule: false });
    // Before its expiry the job is still the first instance's: the second, polling every second, leaves it.
    await advance(clock, (expireInSeconds - 5) * 1000);
    expect(executions).toHaveLength(1);
    expect((await storedJobs(queue))[0]).toMatchObject({ state: "active", retryCount: 0 });

    // Past its expiry it is retried, and the second instance finishes it.
    await advance(clock, 15_000);
    await vi.waitFor(
      async () => expect((await storedJobs(queue))[0]).toMatchObject({ state: "completed", retryCount: 1 }),
      BACKGROUND_WAIT,
    );
    expect(executions).toEqual([
      { runner: "first", jobId: taken.id },
      { runner: "second", jobId: taken.id },
    ]);
  }, 30_000);
});
