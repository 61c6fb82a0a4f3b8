/**
 * A search's count on a read replica (issue 26, item 3): the planner's estimate (an EXPLAIN, a raw statement)
 * goes where the request's selects go, not to the primary. Needs PostgreSQL (TEST_DATABASE_URL): the test's
 * database stands in for its own replica, marked usable by hand; tests/resilience/replicas.ts runs a real
 * streaming replica.
 */
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseUrl } from "../../../tests/helpers/test-database";
import { readsOnReplicas, type Database, type Db } from "../../db/client";
import { ReplicaSet, withReplicaReads } from "../../db/replicas";
import * as schema from "../../db/schema";
import { countMatches } from "./listing-count";

describe.skipIf(!testDatabaseUrl())("search counts with a read replica", () => {
  let database: Database;
  let replicas: ReplicaSet;
  let db: Db;

  beforeAll(async () => {
    database = await openTestDatabase();
    const primaryPool = database.pgPool!;
    replicas = new ReplicaSet(primaryPool, [primaryPool.options.connectionString!], 2);
    // Not started: no check runs, so the replica stays usable as set here.
    replicas.replicas[0].status.usable = true;
    db = readsOnReplicas(drizzle({ client: primaryPool, schema }), replicas) as unknown as Db;
  });

  afterAll(async () => {
    await replicas?.close();
    await database?.close();
  });

  const replicaReads = () => replicas.statuses()[0].reads;
  const forSale = eq(schema.properties.priceType, "sale");

  it("estimates and counts on the replica when the request allows replica reads", async () => {
    const before = replicaReads();
    const count = await withReplicaReads(() => countMatches(db, forSale));
    expect(count).toEqual({ total: 0, estimated: false });
    // The planner's estimate, then the capped count (few expected matches): both on the replica.
    expect(replicaReads() - before).toBe(2);
  });

  it("keeps both on the primary when the request may not read from a replica (a recent writer, a job)", async () => {
    const before = replicaReads();
    await countMatches(db, forSale);
    expect(replicaReads() - before).toBe(0);
  });
});
