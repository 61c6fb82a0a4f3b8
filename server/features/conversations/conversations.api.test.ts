import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { loadConfig } from "../../config";
import type { Database } from "../../db/client";
import { agents, emailOutbox, enquiries, enquiryMessages, properties, users } from "../../db/schema";
import { jobCatalogue } from "../../jobs/catalogue";
import { startJobRunner, type JobRunner } from "../../jobs/job-runner";
import { createLogger } from "../../lib/logger";
import { createSessionMiddleware, resolveSessionSecret } from "../auth/session";
import { createPhotoStorage } from "../uploads/photo-storage";
import { createListing, nextClientAddress, signUp } from "../../../tests/factories";
import { startSmtpSink, type SmtpSink } from "../../../tests/helpers/smtp-sink";
import { openTestDatabase } from "../../../tests/helpers/test-database";
import { getFirstReplyTime } from "./conversations.service";

/** Links in mail come from this configured address, never from the request's Host. */
const BASE_URL = "https://conversations.example.test";
let smtp: SmtpSink;
let runner: JobRunner;
let t: { app: ReturnType<typeof createApp>; database: Database; request: () => supertest.Agent };
let closeSessions: () => void;

// The app with a job runner, so mail goes from the outbox to the loopback SMTP sink as in production.
beforeAll(async () => {
  smtp = await startSmtpSink();
  const database = await openTestDatabase();
  const logger = createLogger("silent");
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SMTP_URL: smtp.url,
    SITE_BASE_URL_UAE: BASE_URL,
  });
  runner = await startJobRunner(
    database,
    (queue) => jobCatalogue(database, config, logger, queue, createPhotoStorage(config.media.storage)),
    { logger, schedule: false, pollingIntervalSeconds: 0.5 },
  );
  const sessions = createSessionMiddleware(database, await resolveSessionSecret(database.db, undefined));
  closeSessions = () => sessions.close();
  const app = createApp({ config, database, sessions, logger, jobs: runner });
  t = { app, database, request: () => supertest.agent(app) };
});
afterAll(async () => {
  await runner.stop(2000);
  closeSessions();
  await t.database.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

const enquiryBody = {
  name: "Layla Haddad",
  phone: "+971 50 123 4567",
  message: "Hello, is the apartment still available for a viewing this weekend?",
};

/** An owner with a listing, a signed-in visitor and the enquiry the visitor sent about it. */
async function thread(options: { visitorLocale?: "ar" } = {}) {
  const owner = t.request();
  const ownerUser = await signUp(owner, "owner");
  const listing = await createListing(owner);
  const visitor = t.request();
  const visitorUser = await signUp(visitor, "visitor");
  if (options.visitorLocale)
    await t.database.db
      .update(users)
      .set({ locale: options.visitorLocale })
      .where(eq(users.id, visitorUser.id));
  const sent = await visitor
    .post(`/api/properties/${listing.id}/enquiries`)
    .set("X-Forwarded-For", nextClientAddress())
    .send({ ...enquiryBody, email: visitorUser.email })
    .expect(201);
  return { owner, ownerUser, listing, visitor, visitorUser, enquiryId: sent.body.id as number };
}

function reply(agent: supertest.Agent, id: number, body: string, key?: string) {
  const request = agent.post(`/api/my/conversations/${id}/messages`);
  if (key) request.set("Idempotency-Key", key);
  return request.send({ body });
}

describe("a conversation seen from both sides", () => {
  it("threads the owner's and the visitor's replies after the enquiry, for both parties", async () => {
    const { owner, visitor, enquiryId, listing } = await thread();
    const first = await reply(owner, enquiryId, "Yes, Saturday at 11 works for a viewing.").expect(201);
    expect(first.body).toMatchObject({
      side: "owner",
      mine: true,
      body: "Yes, Saturday at 11 works for a viewing.",
    });
    await reply(visitor, enquiryId, "Great, see you on Saturday.").expect(201);

    const ownerView = await owner.get(`/api/my/conversations/${enquiryId}`).expect(200);
    expect(ownerView.body).toMatchObject({ id: enquiryId, side: "owner", propertyId: listing.id });
    expect(
      ownerView.body.messages.map((m: { side: string; mine: boolean; body: string }) => [
        m.side,
        m.mine,
        m.body,
      ]),
    ).toEqual([
      ["visitor", false, enquiryBody.message],
      ["owner", true, "Yes, Saturday at 11 works for a viewing."],
      ["visitor", false, "Great, see you on Saturday."],
    ]);
    const visitorView = await visitor.get(`/api/my/conversations/${enquiryId}`).expect(200);
    expect(visitorView.body.side).toBe("visitor");
    expect(visitorView.body.messages.map((m: { mine: boolean }) => m.mine)).toEqual([true, false, true]);

    const sentList = await visitor.get("/api/my/sent-enquiries").expect(200);
    expect(sentList.headers["x-total-count"]).toBe("1");
    expect(sentList.body[0]).toMatchObject({
      id: enquiryId,
      propertyId: listing.id,
      lastMessage: "Great, see you on Saturday.",
      lastMessageSide: "visitor",
    });
    // The owner's inbox shows the thread, read: the visitor's latest message made it unread again.
    const inbox = await owner.get("/api/my/enquiries").expect(200);
    expect(inbox.body[0]).toMatchObject({ id: enquiryId, replied: true, read: false, unread: 1 });
  });

  it("lets the named agent's account answer for the listing, as its side", async () => {
    const { owner, listing, enquiryId, visitor } = await thread();
    const agentAgent = t.request();
    const agentUser = await signUp(agentAgent, "agent");
    const [agent] = await t.database.db
      .insert(agents)
      .values({ name: "Sara Agent", userId: agentUser.id } as typeof agents.$inferInsert)
      .returning();
    await t.database.db.update(properties).set({ agentId: agent.id }).where(eq(properties.id, listing.id));
    await reply(agentAgent, enquiryId, "I am the agent for this one: Saturday is fine.").expect(201);
    const view = await visitor.get(`/api/my/conversations/${enquiryId}`).expect(200);
    expect(view.body.messages.at(-1)).toMatchObject({ side: "owner", mine: false });
    const ownerView = await owner.get(`/api/my/conversations/${enquiryId}`).expect(200);
    expect(ownerView.body.messages.at(-1)).toMatchObject({ side: "owner", mine: true });
  });
});

describe("unread counts", () => {
  it("counts per side, moves with each message and drops when the thread is read", async () => {
    const { owner, visitor, enquiryId } = await thread();
    expect((await owner.get("/api/my/unread").expect(200)).body).toEqual({ received: 1, sent: 0, total: 1 });
    expect((await visitor.get("/api/my/unread").expect(200)).body).toEqual({
      received: 0,
      sent: 0,
      total: 0,
    });

    await reply(owner, enquiryId, "First answer from the owner.").expect(201);
    await reply(owner, enquiryId, "And a second one.").expect(201);
    // Replying reads the thread for the one who replies.
    expect((await owner.get("/api/my/unread").expect(200)).body.total).toBe(0);
    expect((await visitor.get("/api/my/unread").expect(200)).body).toEqual({
      received: 0,
      sent: 2,
      total: 2,
    });
    expect((await visitor.get("/api/my/sent-enquiries").expect(200)).body[0].unread).toBe(2);

    // Looking is not reading; PUT …/read is.
    await visitor.get(`/api/my/conversations/${enquiryId}`).expect(200);
    expect((await visitor.get("/api/my/unread").expect(200)).body.sent).toBe(2);
    const read = await visitor.put(`/api/my/conversations/${enquiryId}/read`).expect(200);
    expect(read.body.unread).toBe(0);
    expect((await visitor.get("/api/my/unread").expect(200)).body.total).toBe(0);

    await reply(visitor, enquiryId, "Thanks, one more question.").expect(201);
    expect((await owner.get("/api/my/unread").expect(200)).body.received).toBe(1);
    await owner.patch(`/api/my/enquiries/${enquiryId}`).send({ read: true }).expect(200);
    expect((await owner.get("/api/my/unread").expect(200)).body.received).toBe(0);
    await owner.patch(`/api/my/enquiries/${enquiryId}`).send({ read: false }).expect(200);
    expect((await owner.get("/api/my/unread").expect(200)).body.received).toBe(1);
  });

  it("answers 401 signed out", async () => {
    await t.request().get("/api/my/unread").expect(401);
    await t.request().get("/api/my/sent-enquiries").expect(401);
  });
});

describe("privacy of the visitor's contact details", () => {
  it("hides email and phone from the owner until the owner has replied in the site", async () => {
    const { owner, visitorUser, enquiryId } = await thread();
    const before = await owner.get("/api/my/enquiries").expect(200);
    expect(before.body[0]).toMatchObject({
      id: enquiryId,
      email: null,
      phone: null,
      replied: false,
      name: enquiryBody.name,
    });
    const threadBefore = await owner.get(`/api/my/conversations/${enquiryId}`).expect(200);
    expect(threadBefore.body).toMatchObject({ visitorEmail: null, visitorPhone: null });
    expect(JSON.stringify(threadBefore.body)).not.toContain(visitorUser.email);
    // Nor is it in the mail that told the owner of the enquiry.
    const [notice] = await smtp.waitFor((await ownerEmail(enquiryId)) ?? "");
    expect(notice.parsed.text).not.toContain(visitorUser.email);
    expect(notice.parsed.text).not.toContain("123 4567");
    expect(notice.parsed.text).toContain(`${BASE_URL}/dashboard?tab=enquiries&thread=${enquiryId}`);

    await reply(owner, enquiryId, "Happy to show it, when suits you?").expect(201);
    const after = await owner.get("/api/my/enquiries").expect(200);
    expect(after.body[0]).toMatchObject({
      email: visitorUser.email,
      phone: enquiryBody.phone,
      replied: true,
    });
    const threadAfter = await owner.get(`/api/my/conversations/${enquiryId}`).expect(200);
    expect(threadAfter.body).toMatchObject({
      visitorEmail: visitorUser.email,
      visitorPhone: enquiryBody.phone,
    });
  });

  it("never gives the visitor the owner's account details", async () => {
    const { owner, ownerUser, visitor, enquiryId } = await thread();
    await reply(owner, enquiryId, "Yes, it is available.").expect(201);
    const view = await visitor.get(`/api/my/conversations/${enquiryId}`).expect(200);
    const text = JSON.stringify(view.body);
    expect(text).not.toContain(ownerUser.email);
    expect(text).not.toContain(ownerUser.username);
    const [mail] = await smtp.waitFor((await visitorEmailOf(enquiryId))!);
    expect(mail.parsed.text).not.toContain(ownerUser.email);
  });
});

async function ownerEmail(enquiryId: number) {
  const [row] = await t.database.db
    .select({ email: users.email })
    .from(enquiries)
    .innerJoin(properties, eq(properties.id, enquiries.propertyId))
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(eq(enquiries.id, enquiryId));
  return row?.email;
}
async function visitorEmailOf(enquiryId: number) {
  const [row] = await t.database.db
    .select({ email: enquiries.email })
    .from(enquiries)
    .where(eq(enquiries.id, enquiryId));
  return row?.email;
}

describe("who may read and write a thread", () => {
  it("answers the parties, and 404 to another user and a moderator, 401 to an anonymous visitor", async () => {
    const { owner, visitor, enquiryId } = await thread();
    const other = t.request();
    await signUp(other, "other");
    const moderator = t.request();
    const moderatorUser = await signUp(moderator, "moderator");
    await t.database.db.update(users).set({ role: "moderator" }).where(eq(users.id, moderatorUser.id));
    const anonymous = t.request();
    const matrix: [string, supertest.Agent, { read: number; write: number; markRead: number }][] = [
      ["owner", owner, { read: 200, write: 201, markRead: 200 }],
      ["visitor", visitor, { read: 200, write: 201, markRead: 200 }],
      ["other user", other, { read: 404, write: 404, markRead: 404 }],
      ["moderator", moderator, { read: 404, write: 404, markRead: 404 }],
      ["anonymous", anonymous, { read: 401, write: 401, markRead: 401 }],
    ];
    for (const [who, agent, expected] of matrix) {
      const read = await agent.get(`/api/my/conversations/${enquiryId}`);
      const write = await reply(agent, enquiryId, `A message from the ${who}.`);
      const markRead = await agent.put(`/api/my/conversations/${enquiryId}/read`);
      expect({ who, read: read.status, write: write.status, markRead: markRead.status }).toEqual({
        who,
        ...expected,
      });
    }
    const stored = await t.database.db
      .select()
      .from(enquiryMessages)
      .where(eq(enquiryMessages.enquiryId, enquiryId));
    expect(stored.map((m) => m.body).sort()).toEqual([
      "A message from the owner.",
      "A message from the visitor.",
    ]);
  });

  it("answers 404 for a thread that does not exist and 400 for a malformed id", async () => {
    const { owner } = await thread();
    await owner.get("/api/my/conversations/999999").expect(404);
    const bad = await owner.get("/api/my/conversations/abc").expect(400);
    expect(bad.body.fieldErrors).toHaveProperty("id");
  });

  it("keeps a signed-out enquiry out of an account registered later with its email", async () => {
    const owner = t.request();
    await signUp(owner, "owner");
    const listing = await createListing(owner);
    const visitor = t.request();
    const email = `later-${Date.now()}@example.com`;
    const sent = await visitor
      .post(`/api/properties/${listing.id}/enquiries`)
      .set("X-Forwarded-For", nextClientAddress())
      .send({ ...enquiryBody, email })
      .expect(201);
    await signUp(visitor, "later", { email });
    await visitor.get(`/api/my/conversations/${sent.body.id}`).expect(404);
    expect((await visitor.get("/api/my/sent-enquiries").expect(200)).body).toEqual([]);
  });
});

describe("POST /api/my/conversations/:id/messages", () => {
  it("answers 400 naming body for an empty, a missing or a too long message, and for unknown fields", async () => {
    const { owner, enquiryId } = await thread();
    for (const body of [{ body: "   " }, {}, { body: "x".repeat(4001) }, { body: 42 }]) {
      const res = await owner.post(`/api/my/conversations/${enquiryId}/messages`).send(body).expect(400);
      expect(Object.keys(res.body.fieldErrors)).toEqual(["body"]);
    }
    const extra = await owner
      .post(`/api/my/conversations/${enquiryId}/messages`)
      .send({ body: "Fine.", side: "visitor" })
      .expect(400);
    expect(extra.body.fieldErrors).toBeDefined();
    await reply(owner, enquiryId, "x".repeat(4000)).expect(201);
  });

  it("sends once for a double click with one Idempotency-Key", async () => {
    const { owner, visitorUser, enquiryId } = await thread();
    const key = `reply-${enquiryId}`;
    const [a, b] = await Promise.all([
      reply(owner, enquiryId, "Only once, please.", key),
      reply(owner, enquiryId, "Only once, please.", key),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    const stored = await t.database.db
      .select()
      .from(enquiryMessages)
      .where(eq(enquiryMessages.enquiryId, enquiryId));
    expect(stored).toHaveLength(1);
    await smtp.waitFor(visitorUser.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.to(visitorUser.email)).toHaveLength(1);
  });
});

describe("a thread whose lister deleted their account", () => {
  it("is closed: the visitor reads that the lister has left, and a reply is refused with 409 and stored nowhere", async () => {
    const { owner, ownerUser, visitor, enquiryId } = await thread();
    await reply(owner, enquiryId, "Yes, it is still available.").expect(201);
    await reply(visitor, enquiryId, "Could I see it on Saturday?").expect(201);
    const open = await visitor.get(`/api/my/conversations/${enquiryId}`).expect(200);
    expect(open.body.listerDeleted).toBe(false);

    await owner.post("/api/account/delete").send({ password: ownerUser.password }).expect(200);

    const closed = await visitor.get(`/api/my/conversations/${enquiryId}`).expect(200);
    expect(closed.body).toMatchObject({ listerDeleted: true, visitorDeleted: false });
    expect(closed.body.messages.map((m: { body: string }) => m.body)).toEqual([
      enquiryBody.message,
      "Yes, it is still available.",
      "Could I see it on Saturday?",
    ]);
    const stored = () =>
      t.database.db.select().from(enquiryMessages).where(eq(enquiryMessages.enquiryId, enquiryId));
    const before = await stored();
    const [threadBefore] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, enquiryId));

    const refused = await reply(visitor, enquiryId, "Hello? Is anyone there?").expect(409);
    expect(refused.body).toMatchObject({
      message: "This lister has left the site; the conversation is closed",
      code: "conflict",
    });
    const inArabic = await reply(visitor, enquiryId, "مرحبًا؟").set("Accept-Language", "ar").expect(409);
    expect(inArabic.body.message).toBe("غادر المعلن الموقع، وأُغلقت هذه المحادثة");

    expect(await stored()).toEqual(before);
    const [threadAfter] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, enquiryId));
    expect(threadAfter).toEqual(threadBefore);
    const outbox = await t.database.db.select().from(emailOutbox);
    expect(outbox.filter((mail) => mail.body.includes("Is anyone there"))).toEqual([]);
  });
});

describe("reply mails", () => {
  it("mails the owner's reply to the visitor in their language with a link from configuration, whatever the Host", async () => {
    const { owner, visitorUser, enquiryId } = await thread({ visitorLocale: "ar" });
    await owner
      .post(`/api/my/conversations/${enquiryId}/messages`)
      .set("Host", "evil.example.com")
      .set("X-Forwarded-Host", "evil.example.com")
      .send({ body: "نعم، العقار متاح للمعاينة يوم السبت." })
      .expect(201);
    const [mail] = await smtp.waitFor(visitorUser.email);
    expect(mail.parsed.subject).toContain("رد على استفسارك");
    expect(mail.parsed.text).toContain("نعم، العقار متاح للمعاينة يوم السبت.");
    expect(mail.parsed.text).toContain(`${BASE_URL}/ar/dashboard?tab=my-enquiries&thread=${enquiryId}`);
    expect(mail.raw).not.toContain("evil.example.com");
  });

  it("mails the visitor's reply to the owner with a link to the thread", async () => {
    const { owner, ownerUser, visitor, enquiryId } = await thread();
    await reply(owner, enquiryId, "Yes, it is free on Saturday.").expect(201);
    await reply(visitor, enquiryId, "Then Saturday at 11, thank you.").expect(201);
    // The first mail to the owner told them of the enquiry; the second carries the visitor's reply.
    const mails = await smtp.waitFor(ownerUser.email, 2);
    const mail = mails.find((m) => m.parsed.subject?.startsWith("New message"))!;
    expect(mail.parsed.subject).toMatch(/^New message about "/);
    expect(mail.parsed.text).toContain("Then Saturday at 11, thank you.");
    expect(mail.parsed.text).toContain(`${BASE_URL}/dashboard?tab=enquiries&thread=${enquiryId}`);
  });

  it("mails a visitor who wrote signed out in the page's language, pointing at the listing", async () => {
    const owner = t.request();
    await signUp(owner, "owner");
    const listing = await createListing(owner);
    const email = `signed-out-${Date.now()}@example.com`;
    const sent = await t
      .request()
      .post(`/api/properties/${listing.id}/enquiries`)
      .set("X-Forwarded-For", nextClientAddress())
      .set("Accept-Language", "ar")
      .send({ ...enquiryBody, email })
      .expect(201);
    await reply(owner, sent.body.id, "Available, yes.").expect(201);
    const [mail] = await smtp.waitFor(email);
    expect(mail.parsed.text).toContain(`${BASE_URL}/ar/property/${listing.id}`);
    expect(mail.parsed.text).not.toContain("thread=");
  });
});

describe("getFirstReplyTime", () => {
  it("is null until the listing's side replies, then the seconds to its first reply", async () => {
    const { owner, visitor, enquiryId } = await thread();
    expect((await getFirstReplyTime(t.database.db, enquiryId))?.seconds).toBeNull();
    await reply(visitor, enquiryId, "Anyone there? Still keen.").expect(201);
    expect((await getFirstReplyTime(t.database.db, enquiryId))?.firstReplyAt).toBeNull();
    await reply(owner, enquiryId, "Sorry for the wait.").expect(201);
    await reply(owner, enquiryId, "And another note.").expect(201);
    const time = await getFirstReplyTime(t.database.db, enquiryId);
    const [first] = await t.database.db
      .select()
      .from(enquiryMessages)
      .where(eq(enquiryMessages.side, "owner"))
      .orderBy(enquiryMessages.id)
      .limit(1);
    expect(time?.seconds).toBeGreaterThanOrEqual(0);
    expect(time?.firstReplyAt).toBeInstanceOf(Date);
    expect(first).toBeDefined();
    expect(await getFirstReplyTime(t.database.db, 999999)).toBeUndefined();
  });
});

// Last: its 30 replies queue 30 mails, which the delivery job works through after the other tests' mail.
describe("reply rate limit", () => {
  it("limits replies per account and answers 429 with Retry-After", async () => {
    const { owner, enquiryId } = await thread();
    for (let i = 0; i < 30; i++) await reply(owner, enquiryId, `Reply number ${i + 1}.`).expect(201);
    const limited = await reply(owner, enquiryId, "One too many.").expect(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});
