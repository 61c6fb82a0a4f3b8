import {
  findFeaturedPlan,
  type FeaturedOrder,
  type InvoiceSupplier,
  type UpgradeInput,
  type UpgradeResult,
  vatBreakdownOfInclusivePrice,
} from "@shared/featured-plans";
import type { Locale } from "@shared/locale";
import type { SiteConfig } from "@shared/site";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { recipientLocale } from "../../lib/mail/mail-language";
import type { Mailer } from "../../lib/mail/mailer";
import { invoiceMail } from "./invoice-mail";
import type { PaymentProvider } from "./payment-provider";
import { assertOwnListing } from "../listings/listing-ownership";
import * as repository from "./upgrades.repository";

function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function toFeaturedOrder(row: repository.FeaturedOrderRow): FeaturedOrder {
  return {
    id: row.id,
    propertyId: row.propertyId,
    plan: row.plan,
    days: row.days,
    amountAed: row.amountAed,
    netFils: row.netFils,
    vatFils: row.vatFils,
    totalFils: row.totalFils,
    vatPercent: row.vatPercent,
    provider: row.provider,
    status: row.status,
    reference: row.reference,
    startsAt: row.startsAt ? toIso(row.startsAt) : null,
    endsAt: row.endsAt ? toIso(row.endsAt) : null,
    createdAt: toIso(row.createdAt),
  };
}

/** The newest featured order of each of the listings that has one, by listing id. */
export async function findLatestOrdersOfListings(
  db: Db,
  listingIds: number[],
): Promise<Map<number, FeaturedOrder>> {
  const orders = await repository.findLatestFeaturedOrders(db, listingIds);
  return new Map(orders.map((order) => [order.propertyId, toFeaturedOrder(order)]));
}

async function loadOwnListing(db: Db, id: number, userId: number) {
  const listing = await repository.findListingForUpgrade(db, id);
  assertOwnListing(listing, userId);
  return listing;
}

/**
 * How long an order may wait for its payment before a new order of the listing cancels it as abandoned:
 * a card provider's checkout session must expire sooner (Stripe Checkout's shortest expiry is 30 minutes),
 * and the built-in invoice waits only while the order is recorded, unless its process died there.
 */
export const ABANDONED_ORDER_MS = 30 * 60 * 1000;

/** A second order of a listing while one waits for payment (a retry without an Idempotency-Key, two at once). */
export class OrderPendingError extends AppError {
  constructor() {
    super(
      409,
      "This listing already has an order waiting for payment, so no second order was made. Check the listing's orders before ordering again.",
      "conflict",
    );
  }
}

/**
 * Records the order, asks the payment provider to take it, and features the listing once the provider
 * says the order is active. Only a published listing can be featured: a draft, or a property already
 * under offer, sold or rented, gains nothing from it. While one order of the listing waits for payment, a
 * second is refused (409): with the built-in invoice that is while the first is being recorded (two at
 * once), with a card provider until it is paid or cancelled (docs/decisions/0060).
 */
export async function upgradeListing(
  db: Db,
  provider: PaymentProvider,
  listingId: number,
  userId: number,
  input: UpgradeInput,
  now: Date = new Date(),
): Promise<UpgradeResult> {
  const listing = await loadOwnListing(db, listingId, userId);
  if (listing.status !== "published") {
    throw new AppError(400, "Only a published listing can be featured. Publish it first.", "not_published");
  }
  const plan = findFeaturedPlan(input.plan);
  if (!plan) throw AppError.badRequest("Some fields are not valid", { plan: ["Choose a plan"] });

  await repository.cancelAbandonedOrders(db, listingId, new Date(now.getTime() - ABANDONED_ORDER_MS));
  const order = await repository.insertPendingOrder(db, {
    propertyId: listingId,
    userId,
    plan: plan.id,
    days: plan.days,
    amountAed: plan.priceAed,
    // Plan prices include VAT (decision 0057): the invoice's net and VAT are fixed with the order.
    ...vatBreakdownOfInclusivePrice(plan.priceAed),
    provider: provider.name,
    reference: "pending",
    createdAt: now,
  });
  if (!order) throw new OrderPendingError();

  let payment;
  try {
    payment = await provider.startPayment({
      orderId: order.id,
      userId,
      propertyId: listingId,
      amountAed: plan.priceAed,
      description: `${plan.name}: listing ${listingId}`,
      createdAt: now,
    });
  } catch (error) {
    await repository.updateOrder(db, order.id, { status: "cancelled" });
    throw error;
  }

  if (payment.status === "active") {
    const activated = await repository.activateOrder(db, order, payment.reference, now);
    return {
      order: toFeaturedOrder(activated.order),
      featured: 1,
      featuredUntil: toIso(activated.featuredUntil),
    };
  }
  const pending = await repository.updateOrder(db, order.id, { reference: payment.reference });
  return {
    order: toFeaturedOrder(pending),
    featured: listing.featured === 1 ? 1 : 0,
    featuredUntil: listing.featuredUntil ? toIso(listing.featuredUntil) : null,
  };
}

/**
 * Emails the invoice of an active order to the account's address, as the upgrade page promises, in the
 * account's saved language, else the language of the order's request (`requestLanguage`), else English
 * (server/features/upgrades/invoice-mail.ts), as a tax invoice from `supplier` (SUPPLIER_* settings;
 * docs/decisions/0057-vat-and-tax-invoice.md). The link uses the site's configured base URL, never the
 * request's Host header (a forged host would otherwise be mailed to the victim).
 */
export async function sendInvoiceEmail(
  db: Db,
  mailer: Mailer,
  userId: number,
  { order }: UpgradeResult,
  site: SiteConfig,
  supplier: InvoiceSupplier | undefined,
  requestLanguage?: Locale,
): Promise<void> {
  // A provider that answers "pending" confirms later; its invoice or receipt follows that confirmation.
  if (order.status !== "active" || !order.startsAt || !order.endsAt) return;
  const recipient = await repository.findInvoiceRecipient(db, userId, order.propertyId);
  if (!recipient) return;
  const mail = invoiceMail(recipientLocale(recipient.locale, requestLanguage), {
    site,
    supplier,
    recipient,
    order: { ...order, startsAt: order.startsAt, endsAt: order.endsAt },
  });
  await mailer.send({ to: recipient.email, ...mail });
}

export async function listOrders(db: Db, listingId: number, userId: number): Promise<FeaturedOrder[]> {
  await loadOwnListing(db, listingId, userId);
  return (await repository.findOrdersOfListing(db, listingId)).map(toFeaturedOrder);
}
