import { eq, sql } from "drizzle-orm";
import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FEATURED_30_DAYS_PRICE_AED, FEATURED_7_DAYS_PRICE_AED } from "@shared/featured-plans";
import { featuredOrders } from "../../db/schema";
import { createListing, DUBAI_OFFICE } from "../../../tests/factories";
import { outboxTo } from "../../../tests/helpers/outbox";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";
import { BACKGROUND_WAIT } from "../../../tests/helpers/background-wait";

/** The configured base URL of the UAE-wide site: every link in the invoice must use it. */
const CONFIGURED_BASE_URL = "https://invoices.uaepropertymarkets.test";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(undefined, { SITE_BASE_URL_UAE: CONFIGURED_BASE_URL });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const createPublishedListing = (agent: supertest.Agent, title = DUBAI_OFFICE.title) =>
  createListing(agent, { ...DUBAI_OFFICE, title });

async function ordersOf(app: TestApp, propertyId: number) {
  return app.database.db.select().from(featuredOrders).where(eq(featuredOrders.propertyId, propertyId));
}

describe("the invoice of a featured upgrade", () => {
  it("is emailed to the account with the reference, plan, amount, listing, period and a link on the configured site", async () => {
    const owner = t.request();
    const user = await signUp(owner);
    const listing = await createPublishedListing(owner, "Quiet office floor invoice test in Business Bay");
    const res = await owner
      .post(`/api/properties/${listing.id}/upgrade`)
      .set("Host", "attacker.example")
      .send({ plan: "30-days" })
      .expect(201);
    const { reference, endsAt, startsAt } = res.body.order as {
      reference: string;
      endsAt: string;
      startsAt: string;
    };

    const mails = await vi.waitFor(async () => {
      const found = await outboxTo(t.database, user.email);
      expect(found).toHaveLength(1);
      return found;
    }, BACKGROUND_WAIT);
    const [mail] = mails;
    expect(mail.subject).toContain(reference);
    expect(mail.body).toContain(`Invoice number: ${reference}`);
    expect(mail.body).toContain("Plan: 30 days featured");
    expect(mail.body).toContain(`Amount due: AED ${FEATURED_30_DAYS_PRICE_AED}.00`);
    expect(mail.body).toContain(listing.title);
    const day = (iso: string) =>
      new Intl.DateTimeFormat("en-GB", {
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "Asia/Dubai",
      }).format(new Date(iso));
    expect(mail.body).toContain(`Featured: ${day(startsAt)} to ${day(endsAt)}`);
    expect(mail.body).toContain(`${CONFIGURED_BASE_URL}/upgrade/${listing.id}`);
    expect(mail.body).not.toContain("attacker.example");
    // Every link in the mail is on the configured host.
    for (const link of mail.body.match(/https?:\/\/[^\s]+/g) ?? []) {
      expect(new URL(link).origin).toBe(CONFIGURED_BASE_URL);
    }
  });

  it("is not sent twice when the order is repeated with the same Idempotency-Key", async () => {
    const owner = t.request();
    const user = await signUp(owner);
    const listing = await createPublishedListing(owner);
    const first = await owner
      .post(`/api/properties/${listing.id}/upgrade`)
      .set("Idempotency-Key", "order-once")
      .send({ plan: "7-days" })
      .expect(201);
    await vi.waitFor(
      async () => expect(await outboxTo(t.database, user.email)).toHaveLength(1),
      BACKGROUND_WAIT,
    );
    const second = await owner
      .post(`/api/properties/${listing.id}/upgrade`)
      .set("Idempotency-Key", "order-once")
      .send({ plan: "7-days" })
      .expect(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(await ordersOf(t, listing.id)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await outboxTo(t.database, user.email)).toHaveLength(1);
  });
});

describe("ordering with an Idempotency-Key", () => {
  it("creates one order for a double click (the same key at once)", async () => {
    const owner = t.request();
    await signUp(owner);
    const listing = await createPublishedListing(owner);
    const answers = await Promise.all(
      [1, 2].map(() =>
        owner
          .post(`/api/properties/${listing.id}/upgrade`)
          .set("Idempotency-Key", "double-click")
          .send({ plan: "7-days" }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual([201, 201]);
    expect(answers[1].body).toEqual(answers[0].body);
    const orders = await ordersOf(t, listing.id);
    expect(orders).toHaveLength(1);
    expect(orders[0].amountAed).toBe(FEATURED_7_DAYS_PRICE_AED);
  });

  it("refuses the same key for another plan or another listing (422)", async () => {
    const owner = t.request();
    await signUp(owner);
    const listing = await createPublishedListing(owner);
    const other = await createPublishedListing(owner);
    const upgrade = (id: number, plan: string) =>
      owner.post(`/api/properties/${id}/upgrade`).set("Idempotency-Key", "one-order").send({ plan });
    await upgrade(listing.id, "7-days").expect(201);
    expect((await upgrade(listing.id, "30-days").expect(422)).body.code).toBe("idempotency_key_reused");
    await upgrade(other.id, "7-days").expect(422);
    expect(await ordersOf(t, listing.id)).toHaveLength(1);
    expect(await ordersOf(t, other.id)).toHaveLength(0);
  });

  it("orders again for each request without a key, as before", async () => {
    const owner = t.request();
    await signUp(owner);
    const listing = await createPublishedListing(owner);
    await owner.post(`/api/properties/${listing.id}/upgrade`).send({ plan: "7-days" }).expect(201);
    await owner.post(`/api/properties/${listing.id}/upgrade`).send({ plan: "7-days" }).expect(201);
    expect(await ordersOf(t, listing.id)).toHaveLength(2);
  });
});

describe("an order that committed is answered 201", () => {
  it("even when its invoice email cannot be recorded", async () => {
    const owner = t.request();
    const user = await signUp(owner);
    const listing = await createPublishedListing(owner);
    await t.database.db.execute(sql`
      create or replace function refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'injected: the outbox is unavailable'; end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_mail before insert on email_outbox for each row execute function refuse_mail()`);
    try {
      const res = await owner
        .post(`/api/properties/${listing.id}/upgrade`)
        .set("Idempotency-Key", "mail-fails")
        .send({ plan: "7-days" })
        .expect(201);
      expect(res.body.order.status).toBe("active");
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await t.database.db.execute(sql`drop trigger if exists refuse_mail on email_outbox`);
    }
    expect(await ordersOf(t, listing.id)).toHaveLength(1);
    expect(await outboxTo(t.database, user.email)).toHaveLength(0);
    const detail = await owner.get(`/api/properties/${listing.id}`).expect(200);
    expect(detail.body.featured).toBe(1);
  });
});
