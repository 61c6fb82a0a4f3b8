import { and, eq, isNull, sql } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { CONTACT_SUBJECTS } from "@shared/contact";
import {
  agents,
  auditLog,
  emailOutbox,
  enquiries,
  enquiryMessages,
  featuredOrders,
  listingFlags,
  moderationNotices,
  properties,
  propertyImages,
  uploads,
} from "../../db/schema";
import {
  buildDraft,
  createListing,
  createListingWithPhotos,
  nextClientAddress,
  nextNumber,
  orderUpgrade,
  saveDraft,
  saveFavourite,
  sendEnquiry,
  signIn,
} from "../../../tests/factories";
import { outboxTo, waitForMailTo } from "../../../tests/helpers/outbox";
import { signUp } from "../../../tests/helpers/test-app";
import { useTestApp } from "../../../tests/helpers/use-test-app";
import type { Db } from "../../db/client";
import { setRoleFromCommandLine } from "../moderation/moderation.service";
import { deleteQueuedDeliveries } from "./account-data.repository";

const t = useTestApp();

/**
 * Every row of every table where a text, character, JSON or array column contains `needle` (case
 * ignored): the whole database, read from its own catalogue, so a table added later is searched too.
 */
async function occurrencesOf(db: Db, needle: string): Promise<string[]> {
  const columns = (await db.execute(sql`
    select c.table_schema, c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE'
      and c.table_schema not in ('pg_catalog', 'information_schema')
      and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb') or c.data_type = 'ARRAY')
      and c.is_generated = 'NEVER'`)) as unknown as {
    rows: { table_schema: string; table_name: string; column_name: string }[];
  };
  expect(columns.rows.length).toBeGreaterThan(40);
  const found: string[] = [];
  for (const { table_schema, table_name, column_name } of columns.rows) {
    const column = sql.identifier(column_name);
    const result = (await db.execute(sql`
      select count(*)::int as n from ${sql.identifier(table_schema)}.${sql.identifier(table_name)}
      where position(lower(${needle}) in lower(${column}::text)) > 0`)) as unknown as {
      rows: { n: number }[];
    };
    if (result.rows[0].n > 0)
      found.push(`${table_schema}.${table_name}.${column_name} (${result.rows[0].n})`);
  }
  return found;
}

describe("POST /api/account/delete", () => {
  it("leaves nothing of the person in any column of any table, and keeps what others need", async () => {
    const n = nextNumber();
    const name = `Zainab Quraishi${n}`;
    const phone = `+971 50 ${String(1_000_000 + n).slice(-7, -4)} ${String(1_000_000 + n).slice(-4)}`;
    const agent = t.request();
    const person = await signUp(agent, "pdpl");

    // Their listing, with photos, and their phone written into its description.
    const listing = await createListingWithPhotos(agent, 2, {
      description: `Bright two-bedroom apartment with a balcony and sea views. Call ${name} on ${phone} to view.`,
    });
    await saveDraft(agent, {
      values: { ...buildDraft().values, title: `Draft by ${name}`, description: `Call ${phone}` },
    });
    await orderUpgrade(agent, listing.id);

    // Someone else's listing: the person favourites it, sends an enquiry and reports it.
    const ownerAgent = t.request();
    await signUp(ownerAgent, "owner");
    const othersListing = await createListing(ownerAgent);
    await saveFavourite(agent, othersListing.id);
    await sendEnquiry(agent, othersListing.id, {
      name,
      email: person.email,
      phone,
      message: `Hello, this is ${name}. Is it still available? Call me on ${phone}.`,
    });
    await agent
      .post(`/api/properties/${othersListing.id}/reports`)
      .set("X-Forwarded-For", nextClientAddress())
      .send({ reason: "unavailable", note: `Rang twice from ${phone}, no answer` })
      .expect(201);

    // A visitor asks about the person's listing: the enquiry received.
    const visitorName = `Omar Visitor${n}`;
    await sendEnquiry(supertest.agent(t.app), listing.id, { name: visitorName });

    await agent
      .post("/api/saved-searches")
      .send({ name: `${person.username}'s flats`, filters: { priceType: "rent" }, frequency: "daily" })
      .expect(201);
    await agent
      .post("/api/newsletter")
      .set("X-Forwarded-For", nextClientAddress())
      .send({ email: person.email });
    await supertest(t.app)
      .post("/api/contact")
      .set("X-Forwarded-For", nextClientAddress())
      .send({
        name,
        email: person.email,
        phone,
        subject: CONTACT_SUBJECTS[0],
        message: "Please tell me how the featured plans work for my listing.",
      })
      .expect(201);
    await supertest(t.app)
      .post("/api/password-reset/request")
      .set("X-Forwarded-For", nextClientAddress())
      .send({ email: person.email })
      .expect(200);
    await agent
      .put(`/api/favourites/${listing.id}`)
      .set("Idempotency-Key", `fav-${n}`)
      .send({})
      .expect((res) => expect([204, 200]).toContain(res.status));
    // A failed sign-in counts against the account's name (rate_limit_hits).
    await supertest(t.app)
      .post("/api/login")
      .set("X-Forwarded-For", nextClientAddress())
      .send({ username: person.username, password: "not the password" })
      .expect(401);
    // Another device.
    const phoneCookie = await signIn(supertest.agent(t.app), person);
    const db = t.database.db;
    await db.insert(agents).values({ userId: person.id, name, phone, email: person.email });
    // A reply thread on the enquiry they sent: the owner's answer and theirs, signed with name and phone.
    const [thread] = await db.select().from(enquiries).where(eq(enquiries.propertyId, othersListing.id));
    await db.insert(enquiryMessages).values([
      { enquiryId: thread.id, side: "owner", body: "Yes, it is. When would you like to view it?" },
      {
        enquiryId: thread.id,
        side: "visitor",
        authorUserId: person.id,
        body: `Saturday at 11 works. ${name}, ${phone}`,
      },
    ]);
    await db.insert(moderationNotices).values({
      propertyId: listing.id,
      kind: "edit-request",
      message: "Add the permit number to the listing",
      ownerReply: `Added. ${name}, ${phone}`,
    });
    await db.insert(auditLog).values({
      action: "listing.request-changes",
      targetType: "listing",
      targetId: listing.id,
      reason: `Owner ${person.username} asked by phone`,
      details: { owner: person.username, email: person.email },
    });
    // A moderator resolves a review flag on their listing and verifies it, noting whom they spoke to.
    const moderatorAgent = t.request();
    const moderator = await signUp(moderatorAgent, "mod");
    await setRoleFromCommandLine(db, moderator.username, "moderator");
    const [flag] = await db
      .insert(listingFlags)
      .values({ propertyId: listing.id, kind: "permit-unchecked", details: { key: `flag-${n}` } })
      .returning({ id: listingFlags.id });
    await moderatorAgent
      .post(`/api/admin/flags/${flag!.id}/resolve`)
      .send({ note: `Spoke to ${name} on ${phone}: the permit is theirs` })
      .expect(204);
    await moderatorAgent
      .post(`/api/admin/listings/${listing.id}/verify`)
      .send({ note: `Permit confirmed with ${person.username} (${person.email})` })
      .expect(204);

    const needles = [person.username, person.email, phone, name];
    // Every needle is really there before: the search below can find them.
    for (const needle of needles) expect(await occurrencesOf(db, needle), needle).not.toEqual([]);
    needles.push(phone.replace(/\D/g, ""));
    const uploadsBefore = await db.select().from(uploads).where(eq(uploads.ownerId, person.id));
    expect(uploadsBefore.length).toBeGreaterThanOrEqual(2);

    const res = await agent.post("/api/account/delete").send({ password: person.password }).expect(200);
    expect(res.body).toMatchObject({ listingsArchived: 1 });
    expect(res.body.sessionsEnded).toBeGreaterThanOrEqual(2);

    for (const needle of needles) expect(await occurrencesOf(db, needle), needle).toEqual([]);

    // Signed out on both devices, and the account is gone.
    await agent.get("/api/user").expect(401);
    await supertest(t.app).get("/api/user").set("Cookie", phoneCookie).expect(401);
    await supertest(t.app)
      .post("/api/login")
      .set("X-Forwarded-For", nextClientAddress())
      .send({ username: person.username, password: person.password })
      .expect(401);

    // The listing: archived, detached, photos taken off (their uploads orphaned for the clean-up).
    const [archived] = await db.select().from(properties).where(eq(properties.id, listing.id));
    expect(archived).toMatchObject({ status: "archived", ownerId: null, agentId: null, featured: 0 });
    expect(archived.imageUrl).toMatch(/^\/media\/sample\//);
    expect(await db.select().from(propertyImages).where(eq(propertyImages.propertyId, listing.id))).toEqual(
      [],
    );
    const orphaned = await db
      .select()
      .from(uploads)
      .where(sql`${uploads.id} in ${uploadsBefore.map((u) => u.id)}`);
    expect(orphaned.map((u) => u.ownerId)).toEqual(uploadsBefore.map(() => null));
    await supertest(t.app).get(`/api/properties/${listing.id}`).expect(404);

    // The enquiry they sent is still the owner's, marked as from a deleted user.
    const inbox = await ownerAgent.get("/api/my/enquiries").expect(200);
    const kept = inbox.body as { name: string; senderDeleted: boolean; message: string }[];
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ name: "", senderDeleted: true });
    expect(kept[0].message).toContain("Is it still available?");
    const [sent] = await db.select().from(enquiries).where(eq(enquiries.propertyId, othersListing.id));
    expect(sent.senderDeletedAt).toBeInstanceOf(Date);
    // Its thread stays for the owner, without the person in it.
    const replies = await db.select().from(enquiryMessages).where(eq(enquiryMessages.enquiryId, sent.id));
    expect(replies.map((r) => [r.side, r.authorUserId, r.body]).sort()).toEqual([
      ["owner", null, "Yes, it is. When would you like to view it?"],
      ["visitor", null, "Saturday at 11 works. [removed], [removed]"],
    ]);
    // The enquiry they received stays, with its sender's details (the sender's own data).
    const [received] = await db.select().from(enquiries).where(eq(enquiries.propertyId, listing.id));
    expect(received.name).toBe(visitorName);
    // The featured order stays as a tax record, without the account.
    const orders = await db.select().from(featuredOrders).where(eq(featuredOrders.propertyId, listing.id));
    expect(orders.map((o) => o.userId)).toEqual([null]);
    // The audit entries stay, without the person in them.
    const entries = await db
      .select({ action: auditLog.action, actorId: auditLog.actorId, reason: auditLog.reason })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "listing"), eq(auditLog.targetId, listing.id)))
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      { action: "listing.request-changes", actorId: null, reason: "Owner [removed] asked by phone" },
      {
        action: "listing.resolve-flag",
        actorId: moderator.id,
        reason: "Spoke to [removed] on [removed]: the permit is theirs",
      },
      {
        action: "listing.verify",
        actorId: moderator.id,
        reason: "Permit confirmed with [removed] ([removed])",
      },
    ]);

    // The username and email are free again.
    await t
      .request()
      .post("/api/register")
      .send({ username: person.username, email: person.email, password: person.password })
      .expect(201);
  });

  it("keeps pending mail to others without the person's name, email or phone, and drops mail to them", async () => {
    const n = nextNumber();
    const name = `Noor Enquirer${n}`;
    const lister = t.request();
    const listerUser = await signUp(lister, "mailowner");
    const listing = await createListing(lister);
    const asker = t.request();
    const person = await signUp(asker, "mailasker");
    // No contact detail in the message itself: the owner's notice names the sender, nothing else.
    const enquiry = await sendEnquiry(asker, listing.id, {
      name,
      email: person.email,
      message: "Is covered parking included in the rent?",
    });
    const notice = await waitForMailTo(t.database, listerUser.email, (mail) => mail.body.includes(name));
    await lister
      .post(`/api/my/conversations/${enquiry.id}/messages`)
      .send({ body: "Yes, one covered space." })
      .expect(201);
    await waitForMailTo(t.database, person.email);
    await asker
      .post(`/api/my/conversations/${enquiry.id}/messages`)
      .send({ body: "Thank you, that settles it." })
      .expect(201);
    await waitForMailTo(t.database, listerUser.email, (mail) => mail.id !== notice.id);
    const db = t.database.db;
    const pendingBefore = await db.select().from(emailOutbox).where(isNull(emailOutbox.sentAt));
    expect(pendingBefore.filter((mail) => mail.body.includes(name)).length).toBeGreaterThanOrEqual(2);

    await asker.post("/api/account/delete").send({ password: person.password }).expect(200);

    const outbox = await db.select().from(emailOutbox);
    for (const needle of [name, person.username, person.email]) {
      const naming = outbox.filter((mail) =>
        `${mail.to} ${mail.subject} ${mail.body}`.toLowerCase().includes(needle.toLowerCase()),
      );
      expect(
        naming.map((mail) => mail.id),
        needle,
      ).toEqual([]);
    }
    // The owner keeps the news of the enquiry and of the reply, without the person in it.
    const toLister = await outboxTo(t.database, listerUser.email);
    expect(toLister).toHaveLength(2);
    expect(toLister[0].body).toContain("[removed] sent an enquiry about your listing");
    expect(toLister[0].body).toContain("Is covered parking included in the rent?");
    expect(toLister[1].body).toContain("Thank you, that settles it.");
    expect(await outboxTo(t.database, person.email)).toEqual([]);
  });

  it("revokes the API keys of an agency whose last admin leaves, and keeps them while another admin stays", async () => {
    const listingsWith = (key: string) =>
      supertest(t.app).get("/api/agency/listings").set("Authorization", `Bearer ${key}`);

    // One admin: their deletion leaves nobody to see or revoke the keys.
    const soleAdmin = t.request();
    const soleUser = await signUp(soleAdmin, "soleadmin");
    await soleAdmin.post("/api/agencies").send({ name: "Lone Palm Realty", emirate: "Dubai" }).expect(201);
    const soleKey = (await soleAdmin.post("/api/agency/keys").send({ name: "CRM" }).expect(201)).body
      .key as string;
    await listingsWith(soleKey).expect(200);

    // Two admins: one leaves, the other still manages the keys.
    const firstAdmin = t.request();
    const firstUser = await signUp(firstAdmin, "firstadmin");
    const secondAdmin = t.request();
    const secondUser = await signUp(secondAdmin, "secondadmin");
    await firstAdmin.post("/api/agencies").send({ name: "Twin Towers Homes", emirate: "Dubai" }).expect(201);
    await firstAdmin.post("/api/agency/members").send({ email: secondUser.email, role: "admin" }).expect(200);
    const sharedKey = (await firstAdmin.post("/api/agency/keys").send({ name: "Feed" }).expect(201)).body
      .key as string;
    await listingsWith(sharedKey).expect(200);

    const sole = await soleAdmin
      .post("/api/account/delete")
      .send({ password: soleUser.password })
      .expect(200);
    expect(sole.body).toMatchObject({ agencyKeysRevoked: 1 });
    const refused = await listingsWith(soleKey).expect(401);
    expect(refused.body.message).toBe("Send a valid API key: Authorization: Bearer <key>");

    const first = await firstAdmin
      .post("/api/account/delete")
      .send({ password: firstUser.password })
      .expect(200);
    expect(first.body).toMatchObject({ agencyKeysRevoked: 0 });
    await listingsWith(sharedKey).expect(200);
    const keys = await secondAdmin.get("/api/agency/keys").expect(200);
    expect(keys.body).toEqual([expect.objectContaining({ name: "Feed", revokedAt: null })]);
  });

  it("refuses a wrong password with a field error and changes nothing", async () => {
    const agent = t.request();
    const person = await signUp(agent, "keep");
    const res = await agent.post("/api/account/delete").send({ password: "not my password" }).expect(400);
    expect(res.body.fieldErrors.password).toEqual(["The password is not correct"]);
    await agent.get("/api/user").expect(200);
    const missing = await agent.post("/api/account/delete").send({}).expect(400);
    expect(missing.body.fieldErrors.password).toEqual(["Enter your password"]);
    expect(person.id).toBeGreaterThan(0);
  });

  it("drops the queued deliveries of deleted mail from the job queue's table", async () => {
    const db = t.database.db;
    // No job table (API tests start no job runner): nothing to do, no error.
    await deleteQueuedDeliveries(db, "jobs_absent", [1]);
    await db.execute(sql`create schema if not exists pd_jobs`);
    await db.execute(sql`create table pd_jobs.job (id serial primary key, data jsonb)`);
    await db.execute(sql`insert into pd_jobs.job (data) values
      ('{"outboxId": 7, "html": "<p>Hello</p>"}'), ('{"outboxId": 8}'), ('{"other": 7}')`);
    await deleteQueuedDeliveries(db, "pd_jobs", [7, 9]);
    const left = (await db.execute(sql`select data from pd_jobs.job order by id`)) as unknown as {
      rows: { data: Record<string, unknown> }[];
    };
    expect(left.rows.map((row) => row.data)).toEqual([{ outboxId: 8 }, { other: 7 }]);
    await db.execute(sql`drop schema pd_jobs cascade`);
  });

  it("needs a session", async () => {
    await supertest(t.app).post("/api/account/delete").send({ password: "whatever it is" }).expect(401);
  });

  it("refuses a moderator's own deletion: another admin takes the role away first", async () => {
    const agent = t.request();
    const person = await signUp(agent, "mod");
    await t.database.db.execute(sql`update users set role = 'moderator' where id = ${person.id}`);
    const res = await agent.post("/api/account/delete").send({ password: person.password }).expect(403);
    expect(res.body.message).toMatch(/another admin/);
    await agent.get("/api/user").expect(200);
  });
});
