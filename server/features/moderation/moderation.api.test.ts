import { and, eq, sql } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDIT_REQUEST_DAYS, REPORTS_TO_HIDE, type UserRole } from "@shared/moderation";
import { createListing, insertUser, nextClientAddress, signIn } from "../../../tests/factories";
import { outboxTo, waitForMailTo } from "../../../tests/helpers/outbox";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";
import {
  auditLog,
  listingFlags,
  listingReports,
  moderationNotices,
  properties,
  users,
} from "../../db/schema";
import { expireEditRequests, setRoleFromCommandLine } from "./moderation.service";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A signed-in agent for a new account, made staff the way operators do it (the CLI's service). */
async function member(role: UserRole, prefix: string = role) {
  const agent = t.request();
  const user = await signUp(agent, prefix);
  if (role !== "user") await setRoleFromCommandLine(t.database.db, user.username, role);
  return { agent, user };
}

async function ownerWithListing(overrides: Parameters<typeof createListing>[1] = {}) {
  const { agent, user } = await member("user", "owner");
  const listing = await createListing(agent, overrides);
  return { agent, user, listing };
}

/** A visitor of their own: a fresh cookie jar and, unless given, a fresh address. */
function visitor(address = nextClientAddress()) {
  const agent = t.request();
  return {
    agent,
    report: (id: number, body: object = { reason: "fake-photos" }) =>
      agent.post(`/api/properties/${id}/reports`).set("X-Forwarded-For", address).send(body),
  };
}

/** A signed-in account reporting from an address of its own (or the one given): what can hide a listing. */
async function signedInReporter(address = nextClientAddress()) {
  const { agent, user } = await member("user", "reporter");
  return {
    user,
    address,
    report: (id: number, body: object = { reason: "fake-photos" }) =>
      agent.post(`/api/properties/${id}/reports`).set("X-Forwarded-For", address).send(body),
  };
}

async function listingRow(id: number) {
  const [row] = await t.database.db.select().from(properties).where(eq(properties.id, id));
  return row;
}

async function auditRows(targetType: "listing" | "user", targetId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(auditLog.id);
}

/** Hides a listing the one way reports can: signed-in people at distinct addresses. Returns them. */
async function hideByReports(id: number) {
  const reporters = [];
  for (let i = 0; i < REPORTS_TO_HIDE; i++) reporters.push(await signedInReporter());
  for (const reporter of reporters) await reporter.report(id).expect(201);
  expect((await listingRow(id)).status).toBe("hidden");
  return reporters;
}

describe("roles", () => {
  it("are never set by sign-up or by an account update", async () => {
    const agent = t.request();
    const res = await agent.post("/api/register").send({
      username: "signupclimber",
      email: "signupclimber@example.com",
      password: "correct horse battery",
      role: "admin",
    });
    // The field is not part of sign-up: dropped, and the account is a user.
    expect(res.status).toBe(201);
    expect(res.body.role).toBe("user");
    const [row] = await t.database.db.select().from(users).where(eq(users.username, "signupclimber"));
    expect(row.role).toBe("user");
    const { agent: signedIn, user } = await member("user", "climber");
    await signedIn.patch("/api/user/locale").send({ locale: "ar", role: "admin" });
    await signedIn.post("/api/account/password").send({
      currentPassword: user.password,
      newPassword: "another horse battery",
      role: "admin",
    });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after.role).toBe("user");
    expect((await signedIn.get("/api/user").expect(200)).body.role).toBe("user");
  });

  it("are answered with the user, so the pages know staff", async () => {
    const { agent } = await member("moderator");
    expect((await agent.get("/api/user").expect(200)).body.role).toBe("moderator");
  });
});

/*
 * The role matrix: each console action × each role → the status. A new action or role is one line.
 * "owner" owns the listing the action is about; every action gets a listing of its own.
 */
type Role = "anonymous" | "user" | "owner" | "moderator" | "admin";
const ROLES: Role[] = ["anonymous", "user", "owner", "moderator", "admin"];
interface Case {
  agent: supertest.Agent;
  listingId: number;
  targetUserId: number;
  /** An open review flag on another listing of the owner's (so `listingId` stays verifiable). */
  flagId: number;
}
const STAFF = { anonymous: 401, user: 403, owner: 403, moderator: 200, admin: 200 } as const;
const STAFF_NO_CONTENT = { anonymous: 401, user: 403, owner: 403, moderator: 204, admin: 204 } as const;
const ADMIN = { anonymous: 401, user: 403, owner: 403, moderator: 403, admin: 200 } as const;
const ANYONE = { anonymous: 201, user: 201, owner: 201, moderator: 201, admin: 201 } as const;
const ACTIONS: [string, (c: Case) => supertest.Test, Record<Role, number>][] = [
  ["read the queue", (c) => c.agent.get("/api/admin/queue"), STAFF],
  ["search listings", (c) => c.agent.get("/api/admin/listings?q=apartment"), STAFF],
  ["read a listing's reports", (c) => c.agent.get(`/api/admin/listings/${c.listingId}`), STAFF],
  ["search users", (c) => c.agent.get("/api/admin/users?q=owner"), STAFF],
  ["approve", (c) => c.agent.post(`/api/admin/listings/${c.listingId}/approve`).send({}), STAFF],
  [
    "request changes",
    (c) =>
      c.agent.post(`/api/admin/listings/${c.listingId}/request-changes`).send({ message: "Fix the photos" }),
    STAFF,
  ],
  [
    "remove",
    (c) => c.agent.post(`/api/admin/listings/${c.listingId}/remove`).send({ reason: "Scam" }),
    STAFF,
  ],
  [
    "resolve a review flag",
    (c) => c.agent.post(`/api/admin/flags/${c.flagId}/resolve`).send({ note: "Checked in Trakheesi" }),
    STAFF_NO_CONTENT,
  ],
  [
    "verify a listing",
    (c) => c.agent.post(`/api/admin/listings/${c.listingId}/verify`).send({ note: "Permit looked up" }),
    STAFF_NO_CONTENT,
  ],
  [
    "change a role",
    (c) =>
      c.agent.patch(`/api/admin/users/${c.targetUserId}/role`).send({ role: "moderator", reason: "Joins" }),
    ADMIN,
  ],
  ["read the audit log", (c) => c.agent.get("/api/admin/audit"), ADMIN],
  [
    "report a listing",
    (c) =>
      c.agent
        .post(`/api/properties/${c.listingId}/reports`)
        .set("X-Forwarded-For", nextClientAddress())
        .send({ reason: "duplicate" }),
    ANYONE,
  ],
];

describe("the role matrix", () => {
  const agents = {} as Record<Role, supertest.Agent>;
  let ownerAgent: supertest.Agent;
  beforeAll(async () => {
    agents.anonymous = t.request();
    agents.user = (await member("user")).agent;
    agents.moderator = (await member("moderator")).agent;
    agents.admin = (await member("admin")).agent;
    ownerAgent = (await member("user", "owner")).agent;
    agents.owner = ownerAgent;
  });

  for (const [action, send, expected] of ACTIONS) {
    for (const role of ROLES) {
      it(`${role}: ${action} → ${expected[role]}`, async () => {
        const listing = await createListing(ownerAgent);
        const flagged = await createListing(ownerAgent);
        const [flag] = await t.database.db
          .insert(listingFlags)
          .values({ propertyId: flagged.id, kind: "permit-unchecked", details: { key: "matrix" } })
          .returning();
        const target = await insertUser(t.database, "target");
        const before = await listingRow(listing.id);
        const flaggedBefore = await listingRow(flagged.id);
        const auditBefore = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]
          .n;
        const res = await send({
          agent: agents[role],
          listingId: listing.id,
          targetUserId: target.id,
          flagId: flag!.id,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(expected[role]);
        if (expected[role] >= 400) {
          // Refused: nothing changed and nothing was recorded.
          expect(await listingRow(listing.id)).toEqual(before);
          expect(await listingRow(flagged.id)).toEqual(flaggedBefore);
          const [flagAfter] = await t.database.db
            .select()
            .from(listingFlags)
            .where(eq(listingFlags.id, flag!.id));
          expect(flagAfter).toEqual(flag);
          const [row] = await t.database.db.select().from(users).where(eq(users.id, target.id));
          expect(row.role).toBe("user");
          const auditAfter = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]
            .n;
          expect(auditAfter).toBe(auditBefore);
          expect(res.body.code).toBe(expected[role] === 401 ? "unauthorized" : "forbidden");
        }
      });
    }
  }
});

describe("POST /api/properties/:id/reports", () => {
  it("refuses a bad reason, 'other' without a note and a note over 1,000 characters, naming the field", async () => {
    const { listing } = await ownerWithListing();
    const v = visitor();
    expect((await v.report(listing.id, { reason: "ugly" }).expect(400)).body.fieldErrors.reason).toEqual([
      "Choose what is wrong with the listing",
    ]);
    expect((await v.report(listing.id, { reason: "other" }).expect(400)).body.fieldErrors.note).toEqual([
      "Tell us what is wrong with the listing",
    ]);
    expect(
      (await v.report(listing.id, { reason: "other", note: "   " }).expect(400)).body.fieldErrors.note,
    ).toEqual(["Tell us what is wrong with the listing"]);
    expect(
      (await v.report(listing.id, { reason: "scam", note: "x".repeat(1001) }).expect(400)).body.fieldErrors
        .note,
    ).toEqual(["The note must be at most 1,000 characters"]);
    expect(
      (await v.report(listing.id, { reason: "scam", extra: 1 }).expect(400)).body.fieldErrors,
    ).toBeDefined();
    const rows = await t.database.db
      .select()
      .from(listingReports)
      .where(eq(listingReports.propertyId, listing.id));
    expect(rows).toEqual([]);
    await v
      .report(listing.id, { reason: "other", note: "The agent asked for a deposit by wire" })
      .expect(201);
  });

  it("takes one open report per visitor: the same browser or account again is a 409 that says so, not a row", async () => {
    const { listing } = await ownerWithListing();
    const anonymous = visitor();
    const first = await anonymous.report(listing.id).expect(201);
    expect(first.body).toMatchObject({ propertyId: listing.id, reason: "fake-photos" });
    const again = await anonymous.report(listing.id, { reason: "scam" }).expect(409);
    expect(again.body.message).toMatch(/already reported this listing/);
    const { agent } = await member("user", "reporter");
    await agent.post(`/api/properties/${listing.id}/reports`).send({ reason: "duplicate" }).expect(201);
    await agent.post(`/api/properties/${listing.id}/reports`).send({ reason: "duplicate" }).expect(409);
    const rows = await t.database.db
      .select()
      .from(listingReports)
      .where(eq(listingReports.propertyId, listing.id));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.reporterKey.split(":")[0]).sort()).toEqual(["user", "visitor"]);
  });

  it("does not trust a forged visitor cookie: a bad signature gets a new key", async () => {
    const { listing } = await ownerWithListing();
    const forged = `upm.visitor=${"A".repeat(22)}.${"B".repeat(43)}`;
    const send = () =>
      supertest(t.app)
        .post(`/api/properties/${listing.id}/reports`)
        .set("Cookie", forged)
        .set("X-Forwarded-For", nextClientAddress())
        .send({ reason: "scam" });
    const res = await send().expect(201);
    expect(String(res.headers["set-cookie"])).toMatch(/upm\.visitor=/);
    await send().expect(201);
  });

  it("is limited to 10 an hour from one address, and another address goes on", async () => {
    const address = nextClientAddress();
    const agent = t.request();
    const { agent: owner } = await member("user", "owner");
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) ids.push((await createListing(owner)).id);
    for (const id of ids.slice(0, 10)) {
      await agent
        .post(`/api/properties/${id}/reports`)
        .set("X-Forwarded-For", address)
        .send({ reason: "duplicate" })
        .expect(201);
    }
    const limited = await agent
      .post(`/api/properties/${ids[10]}/reports`)
      .set("X-Forwarded-For", address)
      .send({ reason: "duplicate" })
      .expect(429);
    expect(limited.body.code).toBe("rate_limited");
    await visitor().report(ids[10]).expect(201);
  });

  it("answers 404 for a draft and a missing listing", async () => {
    const { listing } = await ownerWithListing({ status: "draft" });
    await visitor().report(listing.id).expect(404);
    await visitor().report(2_000_000_000).expect(404);
  });
});

describe("hiding at the threshold", () => {
  it(`hides a listing once ${REPORTS_TO_HIDE} signed-in people have open reports, not before, and one account twice counts once`, async () => {
    const { agent: owner, listing } = await ownerWithListing({
      status: "published",
      title: "Harbour view loft to hide",
    });
    const same = await signedInReporter();
    await same.report(listing.id).expect(201);
    await same.report(listing.id).expect(409);
    for (let i = 1; i < REPORTS_TO_HIDE - 1; i++) {
      await (await signedInReporter()).report(listing.id).expect(201);
    }
    expect((await listingRow(listing.id)).status).toBe("published");
    await supertest(t.app).get(`/api/properties/${listing.id}`).expect(200);

    await (await signedInReporter()).report(listing.id).expect(201);
    expect((await listingRow(listing.id)).status).toBe("hidden");
    const [hide] = await auditRows("listing", listing.id);
    expect(hide).toMatchObject({
      action: "listing.hide",
      actorId: null,
      reason: `Reports from ${REPORTS_TO_HIDE} signed-in people at ${REPORTS_TO_HIDE} addresses`,
      details: { reporters: REPORTS_TO_HIDE, threshold: REPORTS_TO_HIDE, previousStatus: "published" },
    });

    // Gone for everyone else: detail, search, similar, sitemap; further reports read as not found.
    await supertest(t.app).get(`/api/properties/${listing.id}`).expect(404);
    const search = await supertest(t.app)
      .get("/api/properties/search?search=Harbour%20view%20loft%20to%20hide")
      .expect(200);
    expect(search.body.map((l: { id: number }) => l.id)).not.toContain(listing.id);
    const sibling = await createListing(owner, { status: "published" });
    const similar = await supertest(t.app).get(`/api/properties/${sibling.id}/similar`).expect(200);
    expect(similar.body.map((l: { id: number }) => l.id)).not.toContain(listing.id);
    const sitemap = await supertest(t.app)
      .get("/sitemap.xml")
      .set("Host", "uaepropertymarkets.com")
      .expect(200);
    expect(sitemap.text).not.toContain(`/property/${listing.id}<`);
    await visitor().report(listing.id).expect(404);

    // The owner still sees it, hidden, and cannot publish it past the moderators.
    expect((await owner.get(`/api/properties/${listing.id}`).expect(200)).body.status).toBe("hidden");
    const refused = await owner
      .patch(`/api/properties/${listing.id}`)
      .send({ status: "published" })
      .expect(409);
    expect(refused.body.fieldErrors.status).toEqual(["Moderators decide this listing's status"]);
    await owner.patch(`/api/properties/${listing.id}`).send({ status: "hidden" }).expect(400);
    const mine = await owner.get("/api/my/properties").expect(200);
    expect(mine.body.find((l: { id: number }) => l.id === listing.id)?.status).toBe("hidden");
  });
});

describe("reports at the same time", () => {
  it("count each visitor once and hide the listing once", async () => {
    const { listing } = await ownerWithListing({ status: "published" });
    const { agent } = await member("user", "racer");
    const twice = await Promise.all(
      [0, 1].map(() => agent.post(`/api/properties/${listing.id}/reports`).send({ reason: "scam" })),
    );
    expect(twice.map((res) => res.status).sort()).toEqual([201, 409]);
    const others = await Promise.all(Array.from({ length: REPORTS_TO_HIDE }, () => signedInReporter()));
    const answers = await Promise.all(others.map((v) => v.report(listing.id)));
    // The reports that arrive after the hide find the listing gone; at least the threshold's worth got in.
    expect(answers.filter((res) => res.status === 201).length).toBeGreaterThanOrEqual(REPORTS_TO_HIDE - 1);
    expect(answers.every((res) => res.status === 201 || res.status === 404)).toBe(true);
    expect((await listingRow(listing.id)).status).toBe("hidden");
    const hides = (await auditRows("listing", listing.id)).filter((row) => row.action === "listing.hide");
    expect(hides).toHaveLength(1);
  });
});

/*
 * Issue 25, item 1: one person with an empty cookie jar for each POST hid any listing, and hid it again
 * right after a moderator approved it. Reports count people (docs/decisions/0058).
 */
describe("reports count people, not cookies", () => {
  async function queueItem(id: number) {
    const { agent } = await member("moderator");
    const queue = await agent.get("/api/admin/queue").expect(200);
    const detail = await agent.get(`/api/admin/listings/${id}`).expect(200);
    return { queued: queue.body.find((l: { id: number }) => l.id === id), detail: detail.body };
  }

  it("three reports from one address, each with an empty cookie jar, do not hide the listing; the console says they came from one address in a burst", async () => {
    const { listing } = await ownerWithListing({ status: "published" });
    const address = nextClientAddress();
    for (let i = 0; i < REPORTS_TO_HIDE; i++) {
      const res = await supertest(t.app)
        .post(`/api/properties/${listing.id}/reports`)
        .set("X-Forwarded-For", address)
        .send({ reason: "scam" })
        .expect(201);
      // Each answer sets a new visitor cookie: the cookie is not what counts.
      expect(String(res.headers["set-cookie"])).toMatch(/upm\.visitor=/);
    }
    expect((await listingRow(listing.id)).status).toBe("published");
    await supertest(t.app).get(`/api/properties/${listing.id}`).expect(200);
    expect((await auditRows("listing", listing.id)).map((row) => row.action)).toEqual([]);

    const { queued, detail } = await queueItem(listing.id);
    const signals = { people: 1, fromOneAddress: REPORTS_TO_HIDE, inBurst: REPORTS_TO_HIDE };
    expect(queued).toMatchObject({
      status: "published",
      openReports: REPORTS_TO_HIDE,
      reportSignals: signals,
    });
    expect(detail).toMatchObject({ openReports: REPORTS_TO_HIDE, reportSignals: signals });

    // The address is kept only as a keyed hash, the same for the three.
    const rows = await t.database.db
      .select()
      .from(listingReports)
      .where(eq(listingReports.propertyId, listing.id));
    expect(new Set(rows.map((row) => row.addressKey)).size).toBe(1);
    expect(rows[0].addressKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(rows)).not.toContain(address);
  });

  it("anonymous reports from many addresses put the listing in the queue but never hide it", async () => {
    const { listing } = await ownerWithListing({ status: "published" });
    for (let i = 0; i < REPORTS_TO_HIDE + 2; i++) await visitor().report(listing.id).expect(201);
    expect((await listingRow(listing.id)).status).toBe("published");
    await supertest(t.app).get(`/api/properties/${listing.id}`).expect(200);
    const { queued } = await queueItem(listing.id);
    expect(queued).toMatchObject({
      status: "published",
      openReports: REPORTS_TO_HIDE + 2,
      reportSignals: { people: REPORTS_TO_HIDE + 2, fromOneAddress: 1, inBurst: REPORTS_TO_HIDE + 2 },
    });
  });

  it("signed-in accounts hide at the threshold, counted once per address (an IPv6 address by its /64)", async () => {
    const { listing } = await ownerWithListing({ status: "published" });
    // Three accounts on one IPv4 address, and two on one IPv6 /64: two people so far.
    const shared = nextClientAddress();
    for (let i = 0; i < REPORTS_TO_HIDE; i++) {
      await (await signedInReporter(shared)).report(listing.id).expect(201);
    }
    await (await signedInReporter("2001:db8:25:1::10")).report(listing.id).expect(201);
    await (await signedInReporter("2001:db8:25:1:ffff::9")).report(listing.id).expect(201);
    expect((await listingRow(listing.id)).status).toBe("published");
    const { queued } = await queueItem(listing.id);
    expect(queued.reportSignals).toEqual({ people: 5, fromOneAddress: REPORTS_TO_HIDE, inBurst: 5 });

    // A third address: three people.
    await (await signedInReporter("2001:db8:25:2::10")).report(listing.id).expect(201);
    expect((await listingRow(listing.id)).status).toBe("hidden");
    const [hide] = await auditRows("listing", listing.id);
    expect(hide).toMatchObject({
      action: "listing.hide",
      details: { reporters: REPORTS_TO_HIDE, threshold: REPORTS_TO_HIDE, previousStatus: "published" },
    });
  });

  it("after approval, the same reporters and no more new people than were judged do not hide it again; more new people do", async () => {
    const { listing } = await ownerWithListing({ status: "published" });
    const judged = await hideByReports(listing.id);
    const { agent: moderator } = await member("moderator");
    await moderator.post(`/api/admin/listings/${listing.id}/approve`).send({}).expect(200);
    expect((await listingRow(listing.id)).status).toBe("published");
    const approval = (await auditRows("listing", listing.id)).at(-1);

    // The same people report again at once, from the same addresses, and from new accounts on those
    // addresses, and with an anonymous burst on top: all queued, none hides it.
    for (const reporter of judged) await reporter.report(listing.id).expect(201);
    for (const reporter of judged) {
      await (await signedInReporter(reporter.address)).report(listing.id).expect(201);
    }
    for (let i = 0; i < REPORTS_TO_HIDE; i++) await visitor().report(listing.id).expect(201);
    expect((await listingRow(listing.id)).status).toBe("published");
    expect(approval).toMatchObject({
      action: "listing.approve",
      details: { resolvedReports: REPORTS_TO_HIDE, judgedReporters: REPORTS_TO_HIDE },
    });

    // As many new people as were judged: no stronger, still published.
    for (let i = 0; i < REPORTS_TO_HIDE; i++) {
      await (await signedInReporter()).report(listing.id).expect(201);
    }
    expect((await listingRow(listing.id)).status).toBe("published");
    await supertest(t.app).get(`/api/properties/${listing.id}`).expect(200);

    // One more new person: stronger than what was judged, hidden again.
    await (await signedInReporter()).report(listing.id).expect(201);
    expect((await listingRow(listing.id)).status).toBe("hidden");
    const hides = (await auditRows("listing", listing.id)).filter((row) => row.action === "listing.hide");
    expect(hides.at(-1)).toMatchObject({
      details: { reporters: REPORTS_TO_HIDE + 1, threshold: REPORTS_TO_HIDE + 1 },
    });
  });

  it("counts a burst only within 2 minutes: reports spread out are not flagged", async () => {
    const { listing } = await ownerWithListing({ status: "published" });
    for (let i = 0; i < REPORTS_TO_HIDE; i++) await visitor().report(listing.id).expect(201);
    expect((await queueItem(listing.id)).queued.reportSignals.inBurst).toBe(REPORTS_TO_HIDE);
    // The same reports, made 10 and 5 minutes apart.
    const rows = await t.database.db
      .select({ id: listingReports.id })
      .from(listingReports)
      .where(eq(listingReports.propertyId, listing.id))
      .orderBy(listingReports.id);
    for (const [i, row] of rows.entries()) {
      await t.database.db
        .update(listingReports)
        .set({ createdAt: sql`now() - ${(rows.length - 1 - i) * 5} * interval '1 minute'` })
        .where(eq(listingReports.id, row.id));
    }
    expect((await queueItem(listing.id)).queued.reportSignals).toEqual({
      people: REPORTS_TO_HIDE,
      fromOneAddress: 1,
      inBurst: 1,
    });
  });
});

describe("moderation flows", () => {
  it("approve: reports resolved, the listing back in the status it had, only the status changed, audited", async () => {
    const { agent: owner, listing } = await ownerWithListing({ status: "published" });
    await owner.patch(`/api/properties/${listing.id}`).send({ status: "under-offer" }).expect(200);
    await hideByReports(listing.id);
    const before = await listingRow(listing.id);
    const { agent: moderator, user: mod } = await member("moderator");
    const queue = await moderator.get("/api/admin/queue").expect(200);
    const queued = queue.body.find((l: { id: number }) => l.id === listing.id);
    expect(queued).toMatchObject({ status: "hidden", openReports: REPORTS_TO_HIDE });
    expect(queued.reasons).toEqual([{ reason: "fake-photos", count: REPORTS_TO_HIDE }]);
    expect(queue.body[0].status).toBe("hidden");

    const res = await moderator
      .post(`/api/admin/listings/${listing.id}/approve`)
      .send({ note: "Photos match" })
      .expect(200);
    expect(res.body).toMatchObject({ status: "under-offer", openReports: 0 });
    const after = await listingRow(listing.id);
    const { status: _s, updatedAt: _u, ...restBefore } = before;
    const { status, updatedAt: _u2, ...restAfter } = after;
    expect(status).toBe("under-offer");
    expect(restAfter).toEqual(restBefore);
    const open = await t.database.db
      .select()
      .from(listingReports)
      .where(and(eq(listingReports.propertyId, listing.id), eq(listingReports.status, "open")));
    expect(open).toEqual([]);
    const audit = await auditRows("listing", listing.id);
    expect(audit.at(-1)).toMatchObject({
      action: "listing.approve",
      actorId: mod.id,
      actorUsername: mod.username,
      reason: "Photos match",
      details: { resolvedReports: REPORTS_TO_HIDE, from: "hidden", to: "under-offer" },
    });
    expect(
      (await moderator.get("/api/admin/queue").expect(200)).body.map((l: { id: number }) => l.id),
    ).not.toContain(listing.id);
    // Resolved reports let the same visitors report again later.
    await supertest(t.app).get(`/api/properties/${listing.id}`).expect(200);
  });

  it("request changes: the owner gets the message in the dashboard and by mail in their language, answers, the clock stops", async () => {
    const { agent: owner, user, listing } = await ownerWithListing({ status: "published" });
    await owner.patch("/api/user/locale").send({ locale: "ar" }).expect(200);
    const { agent: moderator, user: mod } = await member("moderator");
    const before = await listingRow(listing.id);
    await moderator
      .post(`/api/admin/listings/${listing.id}/request-changes`)
      .send({ message: "" })
      .expect(400);
    await moderator
      .post(`/api/admin/listings/${listing.id}/request-changes`)
      .send({ message: "x", days: 0 })
      .expect(400);
    const res = await moderator
      .post(`/api/admin/listings/${listing.id}/request-changes`)
      .set("Host", "attacker.example")
      .send({ message: "Upload photos of this apartment, not the lobby." })
      .expect(200);
    expect(res.body.notice).toMatchObject({ kind: "edit-request", status: "open" });
    const due = new Date(res.body.notice.dueAt).getTime();
    expect(Math.round((due - Date.now()) / 86_400_000)).toBe(EDIT_REQUEST_DAYS);
    expect(await listingRow(listing.id)).toEqual(before);

    const mail = await waitForMailTo(t.database, user.email);
    expect(mail.subject).toMatch(/^مطلوب تعديل إعلانك/);
    expect(mail.body).toContain("Upload photos of this apartment, not the lobby.");
    expect(mail.body).toContain("https://uaepropertymarkets.com/ar/dashboard");
    expect(mail.body).not.toContain("attacker.example");

    const notices = await owner.get("/api/my/moderation-notices").expect(200);
    expect(notices.body).toHaveLength(1);
    expect(notices.body[0]).toMatchObject({ propertyId: listing.id, kind: "edit-request", status: "open" });
    const stranger = (await member("user", "stranger")).agent;
    await stranger
      .post(`/api/my/moderation-notices/${notices.body[0].id}/reply`)
      .send({ message: "Mine" })
      .expect(403);
    await owner
      .post(`/api/my/moderation-notices/${notices.body[0].id}/reply`)
      .send({ message: "" })
      .expect(400);
    await owner
      .patch(`/api/properties/${listing.id}`)
      .send({ title: "Apartment with real photos" })
      .expect(200);
    const answered = await owner
      .post(`/api/my/moderation-notices/${notices.body[0].id}/reply`)
      .send({ message: "Fixed: new photos uploaded." })
      .expect(200);
    expect(answered.body).toMatchObject({ status: "answered", ownerReply: "Fixed: new photos uploaded." });
    // Waiting for a moderator: in the queue, and the job leaves it alone even past its day.
    const queue = await moderator.get("/api/admin/queue").expect(200);
    expect(queue.body.map((l: { id: number }) => l.id)).toContain(listing.id);
    await t.database.db.execute(
      sql`update moderation_notices set due_at = now() - interval '1 day' where property_id = ${listing.id}`,
    );
    await expireEditRequests(t.database.db);
    expect((await listingRow(listing.id)).status).toBe("published");
    const audit = await auditRows("listing", listing.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "listing.request-changes",
      actorId: mod.id,
      reason: "Upload photos of this apartment, not the lobby.",
      details: { days: EDIT_REQUEST_DAYS },
    });
  });

  it("an edit request left unanswered past its days unpublishes the listing (the job), audited as the site's", async () => {
    const { listing } = await ownerWithListing({ status: "published" });
    const { agent: moderator } = await member("moderator");
    await moderator
      .post(`/api/admin/listings/${listing.id}/request-changes`)
      .send({ message: "Wrong price", days: 2 })
      .expect(200);
    expect(await expireEditRequests(t.database.db)).toBe(0);
    await t.database.db
      .update(moderationNotices)
      .set({ dueAt: sql`now() - interval '1 minute'` })
      .where(eq(moderationNotices.propertyId, listing.id));
    expect(await expireEditRequests(t.database.db)).toBe(1);
    expect((await listingRow(listing.id)).status).toBe("draft");
    const [notice] = await t.database.db
      .select()
      .from(moderationNotices)
      .where(eq(moderationNotices.propertyId, listing.id));
    expect(notice.status).toBe("expired");
    expect((await auditRows("listing", listing.id)).at(-1)).toMatchObject({
      action: "listing.unpublish-expired",
      actorId: null,
    });
    expect(await expireEditRequests(t.database.db)).toBe(0);
  });

  it("remove: a reason is required; the owner is told in the dashboard and by mail; approve brings it back", async () => {
    const { agent: owner, user, listing } = await ownerWithListing({ status: "published" });
    await hideByReports(listing.id);
    const { agent: moderator, user: mod } = await member("moderator");
    const before = await listingRow(listing.id);
    const missing = await moderator.post(`/api/admin/listings/${listing.id}/remove`).send({}).expect(400);
    expect(await listingRow(listing.id)).toEqual(before);
    expect(missing.body.fieldErrors.reason).toEqual(["Give the reason for removing it"]);
    const res = await moderator
      .post(`/api/admin/listings/${listing.id}/remove`)
      .send({ reason: "Photos copied from another agency" })
      .expect(200);
    expect(res.body).toMatchObject({ status: "removed", openReports: 0 });
    // Only the status moved.
    const { status: _b, updatedAt: _ub, ...unchangedBefore } = before;
    const { status: removed, updatedAt: _ua, ...unchangedAfter } = await listingRow(listing.id);
    expect(removed).toBe("removed");
    expect(unchangedAfter).toEqual(unchangedBefore);
    await moderator.post(`/api/admin/listings/${listing.id}/remove`).send({ reason: "Again" }).expect(409);
    await supertest(t.app).get(`/api/properties/${listing.id}`).expect(404);
    await owner.patch(`/api/properties/${listing.id}`).send({ status: "published" }).expect(409);

    const mail = await waitForMailTo(t.database, user.email, (m) => /was removed/.test(m.subject));
    expect(mail.body).toContain("Photos copied from another agency");
    const [notice] = (await owner.get("/api/my/moderation-notices").expect(200)).body;
    expect(notice).toMatchObject({
      kind: "removal",
      message: "Photos copied from another agency",
      status: "open",
    });
    await owner
      .post(`/api/my/moderation-notices/${notice.id}/reply`)
      .send({ message: "These are my photos" })
      .expect(200);
    expect((await auditRows("listing", listing.id)).map((r) => [r.action, r.actorId])).toEqual([
      ["listing.hide", null],
      ["listing.remove", mod.id],
    ]);

    await moderator.post(`/api/admin/listings/${listing.id}/approve`).send({}).expect(200);
    expect((await listingRow(listing.id)).status).toBe("published");
    const [closed] = (await owner.get("/api/my/moderation-notices").expect(200)).body;
    expect(closed.status).toBe("closed");
    await owner.post(`/api/my/moderation-notices/${notice.id}/reply`).send({ message: "Thanks" }).expect(409);
    expect((await outboxTo(t.database, user.email)).length).toBe(1);
  });

  it("a listing's reports, open first, with notes, for moderators", async () => {
    const { listing } = await ownerWithListing();
    await visitor()
      .report(listing.id, { reason: "other", note: "Agent asked for cash up front" })
      .expect(201);
    const { agent: moderator } = await member("moderator");
    const res = await moderator.get(`/api/admin/listings/${listing.id}`).expect(200);
    expect(res.body.reports).toEqual([
      expect.objectContaining({
        reason: "other",
        note: "Agent asked for cash up front",
        status: "open",
        reporterUsername: null,
      }),
    ]);
    await moderator.get("/api/admin/listings/2000000000").expect(404);
    const found = await moderator.get(`/api/admin/listings?q=${listing.id}`).expect(200);
    expect(found.body.map((l: { id: number }) => l.id)).toEqual([listing.id]);
  });
});

describe("the duplicate and fraud signals' decisions", () => {
  it("resolving a flag and verifying a listing are audited: who, what, on which listing, when and why", async () => {
    const { agent: moderator, user: mod } = await member("moderator");
    const { agent: owner, listing } = await ownerWithListing();
    const [flag] = await t.database.db
      .insert(listingFlags)
      .values({ propertyId: listing.id, kind: "permit-unchecked", details: { key: "Dubai:7100000001" } })
      .returning();
    const start = Date.now();

    // Refused while the flag is open: no verification and no entry.
    await moderator.post(`/api/admin/listings/${listing.id}/verify`).send({}).expect(409);
    expect(await auditRows("listing", listing.id)).toEqual([]);

    await moderator
      .post(`/api/admin/flags/${flag!.id}/resolve`)
      .send({ note: "Permit found in Trakheesi for this unit" })
      .expect(204);
    // A second resolve of the closed flag decides nothing and records nothing.
    await moderator.post(`/api/admin/flags/${flag!.id}/resolve`).expect(204);
    await moderator.post(`/api/admin/listings/${listing.id}/verify`).send({}).expect(204);
    expect((await owner.get(`/api/properties/${listing.id}`).expect(200)).body.verification.method).toBe(
      "moderator",
    );

    const rows = await auditRows("listing", listing.id);
    expect(rows.map((row) => ({ ...row, id: undefined, createdAt: undefined }))).toEqual([
      {
        id: undefined,
        actorId: mod.id,
        actorUsername: mod.username,
        action: "listing.resolve-flag",
        targetType: "listing",
        targetId: listing.id,
        reason: "Permit found in Trakheesi for this unit",
        details: { flagId: flag!.id, kind: "permit-unchecked", finding: "Dubai:7100000001" },
        createdAt: undefined,
      },
      {
        id: undefined,
        actorId: mod.id,
        actorUsername: mod.username,
        action: "listing.verify",
        targetType: "listing",
        targetId: listing.id,
        reason: null,
        details: { from: null, to: "moderator" },
        createdAt: undefined,
      },
    ]);
    for (const row of rows) expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(start - 1000);

    // And admins read them in the console's log.
    const { agent: admin } = await member("admin");
    const log = await admin.get(`/api/admin/audit?targetType=listing&targetId=${listing.id}`).expect(200);
    expect(log.body.map((e: { action: string }) => e.action)).toEqual([
      "listing.verify",
      "listing.resolve-flag",
    ]);
  });

  it("refuses a note over 2,000 characters, naming the field, and writes nothing", async () => {
    const { agent: moderator } = await member("moderator");
    const { listing } = await ownerWithListing();
    const res = await moderator
      .post(`/api/admin/listings/${listing.id}/verify`)
      .send({ note: "x".repeat(2001) })
      .expect(400);
    expect(res.body.fieldErrors.note).toEqual(["At most 2,000 characters"]);
    expect((await listingRow(listing.id)).verification).toBeNull();
    expect(await auditRows("listing", listing.id)).toEqual([]);
  });
});

describe("roles in the console", () => {
  it("an admin changes a role with a reason, audited; users are found by id, username or email", async () => {
    const { agent: admin, user: adminUser } = await member("admin");
    const target = await insertUser(t.database, "promoted");
    const [targetBefore] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    const missing = await admin
      .patch(`/api/admin/users/${target.id}/role`)
      .send({ role: "moderator" })
      .expect(400);
    expect(missing.body.fieldErrors.reason).toEqual(["Give the reason for the change"]);
    await admin.patch(`/api/admin/users/${target.id}/role`).send({ role: "owner", reason: "x" }).expect(400);
    await admin
      .patch("/api/admin/users/2000000000/role")
      .send({ role: "moderator", reason: "x" })
      .expect(404);
    const res = await admin
      .patch(`/api/admin/users/${target.id}/role`)
      .send({ role: "moderator", reason: "Joins the review team" })
      .expect(200);
    expect(res.body).toMatchObject({ id: target.id, role: "moderator" });
    // Only the role moved.
    const { role: _before, ...restBefore } = targetBefore;
    const [after] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    const { role: _after, ...restAfter } = after;
    expect(restAfter).toEqual(restBefore);
    expect(await auditRows("user", target.id)).toEqual([
      expect.objectContaining({
        action: "user.role",
        actorId: adminUser.id,
        reason: "Joins the review team",
        details: { username: target.username, from: "user", to: "moderator" },
      }),
    ]);
    for (const q of [String(target.id), target.username.toUpperCase(), target.email]) {
      const found = await admin.get(`/api/admin/users?q=${encodeURIComponent(q)}`).expect(200);
      expect(
        found.body.map((u: { id: number }) => u.id),
        q,
      ).toContain(target.id);
    }
    // The new moderator's session sees the role at once.
    const agent = t.request();
    await signIn(agent, target);
    await agent.get("/api/admin/queue").expect(200);
  });

  it("the last admin cannot step down; with a second admin they can", async () => {
    const db = t.database.db;
    // Start from no admins in this database's other tests' way: demote every admin but one new one.
    await db.update(users).set({ role: "user" }).where(eq(users.role, "admin"));
    const { agent: admin, user } = await member("admin", "lastadmin");
    const refused = await admin
      .patch(`/api/admin/users/${user.id}/role`)
      .send({ role: "moderator", reason: "Stepping back" })
      .expect(409);
    expect(refused.body.message).toMatch(/last admin/);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row.role).toBe("admin");
    const second = await insertUser(t.database, "second");
    await admin
      .patch(`/api/admin/users/${second.id}/role`)
      .send({ role: "admin", reason: "Cover" })
      .expect(200);
    await admin
      .patch(`/api/admin/users/${user.id}/role`)
      .send({ role: "moderator", reason: "Stepping back" })
      .expect(200);
    await admin.get("/api/admin/audit").expect(403);
  });

  it("the audit log filters by actor and by target, newest first", async () => {
    const { agent: admin, user: adminUser } = await member("admin");
    const { agent: moderator, user: mod } = await member("moderator");
    const { listing } = await ownerWithListing();
    await moderator
      .post(`/api/admin/listings/${listing.id}/request-changes`)
      .send({ message: "Price" })
      .expect(200);
    await moderator.post(`/api/admin/listings/${listing.id}/remove`).send({ reason: "Scam" }).expect(200);
    const byActor = await admin.get(`/api/admin/audit?actorId=${mod.id}`).expect(200);
    expect(byActor.body.map((e: { action: string }) => e.action)).toEqual([
      "listing.remove",
      "listing.request-changes",
    ]);
    expect(byActor.headers["x-total-count"]).toBe("2");
    const byTarget = await admin
      .get(`/api/admin/audit?targetType=listing&targetId=${listing.id}`)
      .expect(200);
    expect(byTarget.body).toHaveLength(2);
    expect(byTarget.body.every((e: { targetId: number }) => e.targetId === listing.id)).toBe(true);
    const bad = await admin.get(`/api/admin/audit?targetId=${listing.id}`).expect(400);
    expect(bad.body.fieldErrors.targetType).toEqual(["Say whether targetId is a listing or a user"]);
    await admin.get("/api/admin/audit?actorId=abc").expect(400);
    const cli = await admin.get(`/api/admin/audit?targetType=user&targetId=${adminUser.id}`).expect(200);
    expect(cli.body[0]).toMatchObject({
      action: "user.role",
      actorId: null,
      details: { via: "command line", to: "admin" },
    });
  });
});
