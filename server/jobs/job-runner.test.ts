import { describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger";
import { startInstalling, type StartableQueue } from "./job-runner";

const logger = createLogger("silent");

/** As PostgreSQL reports a CREATE SCHEMA that lost to another session's. */
const duplicateSchema = Object.assign(
  new Error('duplicate key value violates unique constraint "pg_namespace_nspname_index"'),
  { code: "23505" },
);

/** Fake pg-boss instances: the nth started fails with `failures[n]`, if any. */
function fakeQueues(failures: Array<Error | undefined>) {
  const made: Array<StartableQueue & { stopped: boolean }> = [];
  const create = () => {
    const failure = failures[made.length];
    const queue = {
      stopped: false,
      start: async () => {
        if (failure) throw failure;
      },
      stop: async () => {
        queue.stopped = true;
      },
    };
    made.push(queue);
    return queue;
  };
  return { made, create };
}

describe("starting the job queue when another instance installs it at the same moment", () => {
  it("starts a fresh queue after losing the install race, and stops the one that failed", async () => {
    const { made, create } = fakeQueues([duplicateSchema]);
    const started = await startInstalling(create, logger);
    expect(made).toHaveLength(2);
    expect(started).toBe(made[1]);
    expect(made[0].stopped).toBe(true);
  });

  it("gives up after three lost races", async () => {
    const { made, create } = fakeQueues([duplicateSchema, duplicateSchema, duplicateSchema]);
    await expect(startInstalling(create, logger)).rejects.toBe(duplicateSchema);
    expect(made).toHaveLength(3);
  });

  it("does not retry other failures (a database that is down fails the start at once)", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const { made, create } = fakeQueues([refused]);
    await expect(startInstalling(create, logger)).rejects.toBe(refused);
    expect(made).toHaveLength(1);
  });
});
