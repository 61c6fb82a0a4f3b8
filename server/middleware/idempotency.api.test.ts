import { eq, sql } from "drizzle-orm";
import express, { type RequestHandler } from "express";
import supertest from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client";
import { idempotencyKeys, users } from "../db/schema";
import { openTestDatabase } from "../../tests/helpers/test-database";
import { errorHandler } from "./error-handler";
import {
  ABANDONED_AFTER_MS,
  deleteExpiredKeys,
  IDEMPOTENCY_KEY_TTL_MS,
  idempotent,
  parseIdempotencyKey,
} from "./idempotency";

/*
 * The middleware on a small app of its own (not under /api, so outside the OpenAPI contract): handlers
 * that count their runs, answer what the test says, or wait until the test lets them finish.
 */

let database: Database;
let userIds: number[];
beforeAll(async () => {
  database = await openTestDatabase();
  const rows = await database.db
    .insert(users)
    .values(
      ["ida", "max"].map((name) => ({ username: name, email: `${name}@example.com`, passwordHash: "x" })),
    )
    .returning({ id: users.id });
  userIds = rows.map((row) => row.id);
}, 120_000);
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(idempotencyKeys);
});

let clock = new Date("2026-03-01T08:00:00Z");
let runs = 0;
/** What the next run of /work answers: its status, or a promise to wait for first. */
let nextStatus = 201;
let gate: Promise<void> | undefined;

function testApp(options: { waitMs?: number } = {}) {
  const app = express();
  app.use(express.json());
  const signedIn: RequestHandler = (req, _res, next) => {
    const id = userIds[Number(req.get("x-user") ?? 0)];
    req.user = {
      id,
      username: `user${id}`,
      email: `user${id}@example.com`,
      createdAt: clock.toISOString(),
      locale: null,
      role: "user",
    };
    next();
  };
  const guard = idempotent(database.db, "POST /work", { now: () => clock, waitMs: options.waitMs });
  app.post("/work", signedIn, guard, async (req, res) => {
    runs += 1;
    const run = runs;
    if (gate) await gate;
    if (nextStatus >= 500) throw new Error("injected failure");
    res
      .status(nextStatus)
      .location(`/work/${run}`)
      .json({ run, echo: req.body as unknown });
  });
  app.post("/no-json", signedIn, guard, (_req, res) => {
    runs += 1;
    res.status(204).end();
  });
  app.use(errorHandler);
  return app;
}

beforeEach(() => {
  runs = 0;
  nextStatus = 201;
  gate = undefined;
  clock = new Date("2026-03-01T08:00:00Z");
});

const work = (app: express.Express, key: string | undefined, body: object = { a: 1 }, user = 0) => {
  const req = supertest(app).post("/work").set("x-user", String(user));
  if (key !== undefined) req.set("Idempotency-Key", key);
  return req.send(body);
};

describe("parseIdempotencyKey", () => {
  it("takes a bare key or the draft's quoted string, and refuses anything else with a 400", () => {
    expect(parseIdempotencyKey(undefined)).toBeUndefined();
    expect(parseIdempotencyKey("abc-123")).toBe("abc-123");
    expect(parseIdempotencyKey('"abc-123"')).toBe("abc-123");
    expect(parseIdempotencyKey("x".repeat(200))).toHaveLength(200);
    for (const bad of ["", '""', "x".repeat(201), "two words", "naïve", 'a"b', "tab\there"]) {
      expect(() => parseIdempotencyKey(bad), bad).toThrow(/Idempotency-Key/);
    }
  });
});

describe("idempotent()", () => {
  it("runs the handler once and repeats its status, headers and body", async () => {
    const app = testApp();
    const first = await work(app, "k1", { b: 2, a: 1 }).expect(201);
    // The same body with its keys in another order is the same request.
    const second = await work(app, "k1", { a: 1, b: 2 }).expect(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.location).toBe("/work/1");
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(runs).toBe(1);
  });

  it("runs as usual without a key", async () => {
    const app = testApp();
    await work(app, undefined).expect(201);
    await work(app, undefined).expect(201);
    expect(runs).toBe(2);
  });

  it("lets a request wait for the first one with its key and answers it the same", async () => {
    const app = testApp();
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const first = work(app, "k-wait").then((res) => res);
    await vi.waitFor(() => expect(runs).toBe(1));
    const second = work(app, "k-wait").then((res) => res);
    setTimeout(open, 200);
    const [a, b] = await Promise.all([first, second]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    expect(runs).toBe(1);
  });

  it("answers 409 with Retry-After when the first request is still running after the wait", async () => {
    const app = testApp({ waitMs: 100 });
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const first = work(app, "k-busy").then((res) => res);
    await vi.waitFor(() => expect(runs).toBe(1));
    const busy = await work(app, "k-busy").expect(409);
    expect(busy.body.code).toBe("idempotency_request_in_progress");
    expect(busy.headers["retry-after"]).toBe("1");
    open();
    expect((await first).status).toBe(201);
    await work(app, "k-busy").expect(201);
    expect(runs).toBe(1);
  });

  it("refuses the key with another body (422), another user's same key is their own", async () => {
    const app = testApp();
    await work(app, "k-body", { a: 1 }).expect(201);
    const refused = await work(app, "k-body", { a: 2 }).expect(422);
    expect(refused.body.code).toBe("idempotency_key_reused");
    await work(app, "k-body", { a: 2 }, 1).expect(201);
    expect(runs).toBe(2);
  });

  it("does not keep a 5xx: the retry runs again", async () => {
    const app = testApp();
    nextStatus = 500;
    await work(app, "k-5xx").expect(500);
    nextStatus = 201;
    await work(app, "k-5xx").expect(201);
    await work(app, "k-5xx").expect(201);
    expect(runs).toBe(2);
  });

  it("keeps a 4xx answer like any other", async () => {
    const app = testApp();
    nextStatus = 400;
    await work(app, "k-4xx").expect(400);
    nextStatus = 201;
    await work(app, "k-4xx").expect(400);
    expect(runs).toBe(1);
  });

  it("releases the key when the answer is not JSON", async () => {
    const app = testApp();
    await supertest(app).post("/no-json").set("Idempotency-Key", "k-204").send({}).expect(204);
    await supertest(app).post("/no-json").set("Idempotency-Key", "k-204").send({}).expect(204);
    expect(runs).toBe(2);
  });

  it("forgets a key after 24 hours, and takes over one whose request never finished", async () => {
    const app = testApp();
    await work(app, "k-old").expect(201);
    clock = new Date(clock.getTime() + IDEMPOTENCY_KEY_TTL_MS + 1000);
    const later = await work(app, "k-old", { other: true }).expect(201);
    expect(later.headers["idempotent-replayed"]).toBeUndefined();
    expect(runs).toBe(2);

    // A request that died mid-way (its process was killed) left its key in progress.
    await database.db
      .insert(idempotencyKeys)
      .values({ userId: userIds[0], scope: "POST /work", key: "k-dead", requestHash: "x", createdAt: clock });
    clock = new Date(clock.getTime() + ABANDONED_AFTER_MS + 1000);
    await work(app, "k-dead").expect(201);
    expect(runs).toBe(3);
  });

  it("still answers when the answer cannot be stored", async () => {
    const app = testApp();
    await database.db.execute(sql`
      create or replace function refuse_stored_answer() returns trigger language plpgsql as $$
      begin raise exception 'injected: the answer cannot be stored'; end $$`);
    await database.db.execute(sql`
      create trigger refuse_stored_answer before update on idempotency_keys
      for each row when (new.status_code is not null) execute function refuse_stored_answer()`);
    try {
      const res = await work(app, "k-store-fails").expect(201);
      expect(res.body.run).toBe(1);
    } finally {
      await database.db.execute(sql`drop trigger if exists refuse_stored_answer on idempotency_keys`);
    }
  });
});

describe("deleteExpiredKeys", () => {
  it("deletes keys older than 24 hours and keeps the rest", async () => {
    const now = new Date("2026-03-02T08:00:00Z");
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 60 * 60 * 1000);
    await database.db.insert(idempotencyKeys).values([
      { userId: userIds[0], scope: "s", key: "fresh", requestHash: "h", createdAt: at(23) },
      { userId: userIds[0], scope: "s", key: "stale", requestHash: "h", createdAt: at(25) },
    ]);
    await deleteExpiredKeys(database.db, now);
    const left = await database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.scope, "s"));
    expect(left.map((row) => row.key)).toEqual(["fresh"]);
  });
});
