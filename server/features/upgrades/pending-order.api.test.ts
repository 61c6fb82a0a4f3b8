import { eq } from "drizzle-orm";
import type supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { featuredOrders } from "../../db/schema";
import { createListing, DUBAI_OFFICE } from "../../../tests/factories";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";
import { ABANDONED_ORDER_MS } from "./upgrades.service";
import { invoiceReference, type PaymentProvider, type PaymentResult } from "./payment-provider";

/*
 * Issue 25, item 11 (docs/decisions/0060): two upgrade POSTs without an Idempotency-Key, one after the other
 * or at once, make one order; the second answers 409. A card provider's order waits for its payment, so
 * the rule shows in sequence; the built-in invoice waits only while the order is recorded, so it shows for
 * two at once (a provider that holds its answer makes "at once" certain).
 */

const ORDER_PENDING =
  "This listing already has an order waiting for payment, so no second order was made. Check the listing's orders before ordering again.";

/** A card provider: the order waits for its webhook, which these tests play by writing the status. */
const cardProvider: PaymentProvider = {
  name: "card",
  startPayment: async ({ orderId }) => ({ status: "pending", reference: `pi_${orderId}` }),
};

/** The built-in invoice's answer, given only when the test releases it: the first order stays in flight. */
let releaseInvoice: (() => void) | undefined;
const heldInvoiceProvider: PaymentProvider = {
  name: "invoice",
  startPayment: (request) =>
    new Promise<PaymentResult>((resolve) => {
      releaseInvoice = () =>
        resolve({ status: "active", reference: invoiceReference(request.orderId, request.createdAt) });
    }),
};

let card: TestApp;
let invoice: TestApp;
beforeAll(async () => {
  card = await createTestApp(undefined, {}, { paymentProvider: cardProvider });
  invoice = await createTestApp(undefined, {}, { paymentProvider: heldInvoiceProvider });
}, 120_000);
afterAll(async () => {
  await card?.close();
  await invoice?.close();
});

async function ownerWithListing(app: TestApp) {
  const owner = app.request();
  await signUp(owner);
  const listing = await createListing(owner, { ...DUBAI_OFFICE, status: "published" });
  return { owner, listingId: listing.id };
}

const order = (owner: supertest.Agent, listingId: number, plan = "7-days") =>
  owner.post(`/api/properties/${listingId}/upgrade`).send({ plan });

const ordersOf = (app: TestApp, listingId: number) =>
  app.database.db
    .select()
    .from(featuredOrders)
    .where(eq(featuredOrders.propertyId, listingId))
    .orderBy(featuredOrders.id);

describe("a second featured order while one waits for payment", () => {
  it("is refused with 409 when sent after the first, without an Idempotency-Key", async () => {
    const { owner, listingId } = await ownerWithListing(card);
    const first = await order(owner, listingId).expect(201);
    expect(first.body.order).toMatchObject({ status: "pending", provider: "card" });

    const second = await order(owner, listingId, "30-days").expect(409);
    expect(second.body).toEqual({ message: ORDER_PENDING, code: "conflict" });
    const arabic = await order(owner, listingId).set("Accept-Language", "ar").expect(409);
    expect(arabic.body.message).toBe(
      "لهذا الإعلان طلب ترقية بانتظار الدفع، لذا لم يُنشأ طلب ثانٍ. راجع طلبات الإعلان قبل الطلب مرة أخرى.",
    );
    const orders = await ordersOf(card, listingId);
    expect(orders.map((row) => [row.id, row.status])).toEqual([[first.body.order.id, "pending"]]);
  });

  it("makes exactly one order when two are sent at once", async () => {
    const { owner, listingId } = await ownerWithListing(card);
    const answers = await Promise.all([order(owner, listingId), order(owner, listingId)]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.status === 409)!.body.message).toBe(ORDER_PENDING);
    expect(await ordersOf(card, listingId)).toHaveLength(1);
  });

  it("is allowed once the first is cancelled or paid", async () => {
    const { owner, listingId } = await ownerWithListing(card);
    const first = await order(owner, listingId).expect(201);
    await order(owner, listingId).expect(409);
    // The provider gives up on the first (its checkout expired): a new order may be made.
    await card.database.db
      .update(featuredOrders)
      .set({ status: "cancelled" })
      .where(eq(featuredOrders.id, first.body.order.id));
    const second = await order(owner, listingId).expect(201);
    await order(owner, listingId).expect(409);
    // The provider confirms the payment of the second: the next order extends the plan.
    await card.database.db
      .update(featuredOrders)
      .set({ status: "active" })
      .where(eq(featuredOrders.id, second.body.order.id));
    const third = await order(owner, listingId, "30-days").expect(201);
    const orders = await ordersOf(card, listingId);
    expect(orders.map((row) => [row.id, row.status])).toEqual([
      [first.body.order.id, "cancelled"],
      [second.body.order.id, "active"],
      [third.body.order.id, "pending"],
    ]);
  });

  it("cancels an order left waiting for longer than a checkout lives, and takes the new one", async () => {
    const { owner, listingId } = await ownerWithListing(card);
    const first = await order(owner, listingId).expect(201);
    await card.database.db
      .update(featuredOrders)
      .set({ createdAt: new Date(Date.now() - ABANDONED_ORDER_MS - 60_000) })
      .where(eq(featuredOrders.id, first.body.order.id));
    const second = await order(owner, listingId).expect(201);
    const orders = await ordersOf(card, listingId);
    expect(orders.map((row) => [row.id, row.status])).toEqual([
      [first.body.order.id, "cancelled"],
      [second.body.order.id, "pending"],
    ]);
  });

  it("with the built-in invoice: a second order while the first is being recorded is refused, one after it extends the plan", async () => {
    const { owner, listingId } = await ownerWithListing(invoice);
    const inFlight = order(owner, listingId).then((res) => res);
    // The first order is recorded and waits for the provider's answer.
    await expect.poll(async () => (await ordersOf(invoice, listingId)).length).toBe(1);
    const second = await order(owner, listingId).expect(409);
    expect(second.body.message).toBe(ORDER_PENDING);
    releaseInvoice!();
    const first = await inFlight;
    expect(first.status).toBe(201);
    expect(first.body.order).toMatchObject({ status: "active", provider: "invoice" });

    // Sent after the first was answered: a plan bought while one runs starts when it ends.
    const extension = order(owner, listingId, "30-days").then((res) => res);
    await expect.poll(async () => (await ordersOf(invoice, listingId)).length).toBe(2);
    releaseInvoice!();
    const later = await extension;
    expect(later.status).toBe(201);
    expect(later.body.order.startsAt).toBe(first.body.featuredUntil);
  });
});
