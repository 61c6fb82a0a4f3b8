import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type Database } from "../db/client";
import { openTestDatabase } from "../../tests/helpers/test-database";
import { databaseRateLimitStore, pruneRateLimitHits } from "./rate-limit";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("the database rate-limit store", () => {
  it("counts per key within a window and starts again after it", async () => {
    const store = databaseRateLimitStore(database.db);
    const first = await store.hit("t:a", 1);
    const second = await store.hit("t:a", 1);
    const other = await store.hit("t:b", 1);
    expect([first.count, second.count, other.count]).toEqual([1, 2, 1]);
    expect(second.resetAt.getTime()).toBe(first.resetAt.getTime());
    // The window ends (moved into the past rather than waited for).
    await database.db.execute(
      sql`update rate_limit_hits set reset_at = now() - interval '1 second' where key = 't:a'`,
    );
    const later = await store.hit("t:a", 1);
    expect(later.count).toBe(1);
    expect(later.resetAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("counts concurrent hits exactly (one atomic upsert each)", async () => {
    const store = databaseRateLimitStore(database.db);
    const results = await Promise.all(Array.from({ length: 20 }, () => store.hit("t:burst", 60)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it("prunes counters whose window ended over an hour ago, and keeps the rest", async () => {
    await database.db.execute(
      sql`insert into rate_limit_hits (key, count, reset_at) values ('t:old', 3, now() - interval '2 hours')`,
    );
    await databaseRateLimitStore(database.db).hit("t:fresh", 60);
    await pruneRateLimitHits(database.db);
    const keys = await queryRows<{ key: string }>(database.db, sql`select key from rate_limit_hits`);
    expect(keys.map((k) => k.key)).not.toContain("t:old");
    expect(keys.map((k) => k.key)).toContain("t:fresh");
  });
});
