import { eq, sql } from "drizzle-orm";
import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeys, properties } from "../../db/schema";
import { uniqueListingInput } from "../../../tests/factories";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";

let t: TestApp;
/** A second app on its own database, for the tests that break a table or add a failing trigger. */
let faulty: TestApp;
// Two databases to migrate: more than the default hook time on a busy machine.
beforeAll(async () => {
  t = await createTestApp();
  faulty = await createTestApp();
}, 180_000);
afterAll(async () => {
  await Promise.all([t?.close(), faulty?.close()]);
});

/** A valid new listing whose title is unique, so its rows can be counted. */
const newListing = () =>
  uniqueListingInput({
    location: "Al Majaz",
    price: 1_350_000,
    propertyType: "Townhouse",
    beds: 3,
    baths: 3,
    sqft: 2100,
  });

async function rowsTitled(app: TestApp, title: string): Promise<number> {
  const rows = await app.database.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.title, title));
  return rows.length;
}

const post = (agent: supertest.Agent, body: object, key?: string) => {
  const req = agent.post("/api/properties");
  if (key !== undefined) req.set("Idempotency-Key", key);
  return req.send(body);
};

describe("POST /api/properties with an Idempotency-Key", () => {
  it("creates one listing for the same key sent twice, and answers the second with the first answer", async () => {
    const owner = t.request();
    await signUp(owner);
    const listing = newListing();
    const first = await post(owner, listing, "create-once-1").expect(201);
    const second = await post(owner, listing, "create-once-1").expect(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.location).toBe(first.headers.location);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(await rowsTitled(t, listing.title)).toBe(1);
  });

  it("accepts the draft's quoted form of the key as the same key", async () => {
    const owner = t.request();
    await signUp(owner);
    const listing = newListing();
    const first = await post(owner, listing, "f1b0c3e2-quoted").expect(201);
    const second = await post(owner, listing, '"f1b0c3e2-quoted"').expect(201);
    expect(second.body.id).toBe(first.body.id);
    expect(await rowsTitled(t, listing.title)).toBe(1);
  });

  it("creates one listing when the same key arrives several times at once", async () => {
    const owner = t.request();
    await signUp(owner);
    const listing = newListing();
    const answers = await Promise.all([1, 2, 3].map(() => post(owner, listing, "create-concurrent-1")));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((res) => res.body.id)).size).toBe(1);
    expect(await rowsTitled(t, listing.title)).toBe(1);
  });

  it("refuses the same key with a different body (422) and creates nothing", async () => {
    const owner = t.request();
    await signUp(owner);
    const listing = newListing();
    await post(owner, listing, "create-reused-1").expect(201);
    const other = { ...listing, price: 1_400_000 };
    const refused = await post(owner, other, "create-reused-1").expect(422);
    expect(refused.body).toMatchObject({ code: "idempotency_key_reused" });
    expect(refused.body.message).toMatch(/different request/);
    expect(await rowsTitled(t, listing.title)).toBe(1);
  });

  it("behaves as before without a key: each request creates a listing", async () => {
    const owner = t.request();
    await signUp(owner);
    const listing = newListing();
    const first = await post(owner, listing).expect(201);
    const second = await post(owner, listing).expect(201);
    expect(second.body.id).not.toBe(first.body.id);
    expect(await rowsTitled(t, listing.title)).toBe(2);
  });

  it("keeps each user's keys apart", async () => {
    const alice = t.request();
    const bob = t.request();
    await signUp(alice);
    await signUp(bob);
    const listing = newListing();
    const fromAlice = await post(alice, listing, "shared-key-1").expect(201);
    const fromBob = await post(bob, listing, "shared-key-1").expect(201);
    expect(fromBob.body.ownerId).not.toBe(fromAlice.body.ownerId);
    expect(await rowsTitled(t, listing.title)).toBe(2);
  });

  it("refuses a malformed key with a 400 naming the header", async () => {
    const owner = t.request();
    await signUp(owner);
    const listing = newListing();
    for (const key of ["", "x".repeat(201), "clé-unicode", "two words"]) {
      const res = await post(owner, listing, key);
      expect({ key, status: res.status }).toEqual({ key, status: 400 });
      expect(res.body.fieldErrors["Idempotency-Key"]).toEqual([
        "Must be 1–200 visible ASCII characters, e.g. a UUID",
      ]);
    }
    expect(await rowsTitled(t, listing.title)).toBe(0);
  });

  it("ignores a key older than 24 hours: the request runs again", async () => {
    const owner = t.request();
    const user = await signUp(owner);
    const listing = newListing();
    const first = await post(owner, listing, "create-old-1").expect(201);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(idempotencyKeys.userId, user.id));
    const again = await post(owner, { ...listing, price: 1_300_000 }, "create-old-1").expect(201);
    expect(again.body.id).not.toBe(first.body.id);
    expect(again.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("does not keep a 5xx: the retry with the same key runs again and creates the listing", async () => {
    try {
      const owner = faulty.request();
      await signUp(owner);
      const listing = newListing();
      // The photo table is away: the create's transaction fails and rolls back (a 500).
      await faulty.database.db.execute(sql`alter table property_images rename to property_images_away`);
      await post(owner, listing, "create-after-5xx").expect(500);
      await faulty.database.db.execute(sql`alter table property_images_away rename to property_images`);
      const retry = await post(owner, listing, "create-after-5xx").expect(201);
      expect(retry.headers["idempotent-replayed"]).toBeUndefined();
      expect(await rowsTitled(faulty, listing.title)).toBe(1);
    } finally {
      await faulty.database.db.execute(
        sql`alter table if exists property_images_away rename to property_images`,
      );
    }
  });
});

describe("a create that committed is answered 201", () => {
  it("even when reading the listing back with its joins would fail", async () => {
    try {
      const owner = faulty.request();
      const user = await signUp(owner);
      const listing = newListing();
      // The detail read joins agencies; the INSERT does not touch it. Before the fix, the create reloaded
      // the committed listing through that join and answered 500 for a listing that existed.
      await faulty.database.db.execute(sql`alter table agencies rename to agencies_away`);
      const res = await post(owner, listing).expect(201);
      expect(res.body).toMatchObject({
        title: listing.title,
        ownerId: user.id,
        status: "draft",
        agent: { name: user.username, email: null },
      });
      expect(res.headers.location).toBe(`/api/properties/${res.body.id}`);
      expect(await rowsTitled(faulty, listing.title)).toBe(1);
    } finally {
      await faulty.database.db.execute(sql`alter table if exists agencies_away rename to agencies`);
    }
  });

  it("even when storing the idempotent answer fails", async () => {
    try {
      const owner = faulty.request();
      await signUp(owner);
      const listing = newListing();
      await faulty.database.db.execute(sql`
        create function refuse_answer() returns trigger language plpgsql as $$
        begin raise exception 'injected: the answer cannot be stored'; end $$`);
      await faulty.database.db.execute(sql`
        create trigger refuse_answer before update on idempotency_keys
        for each row when (new.status_code is not null) execute function refuse_answer()`);
      const res = await post(owner, listing, "create-answer-not-stored").expect(201);
      expect(res.body.title).toBe(listing.title);
      expect(await rowsTitled(faulty, listing.title)).toBe(1);
    } finally {
      await faulty.database.db.execute(sql`drop trigger if exists refuse_answer on idempotency_keys`);
    }
  });

  it("answers the same body as a later read of the listing", async () => {
    const owner = t.request();
    await signUp(owner);
    const created = await post(owner, newListing()).expect(201);
    const read = await owner.get(`/api/properties/${created.body.id}`).expect(200);
    expect(created.body).toEqual(read.body);
  });
});
