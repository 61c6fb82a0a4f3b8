import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURED_7_DAYS_PRICE_AED } from "@shared/featured-plans";
import { formatDate } from "@shared/format";
import { featuredOrders, users } from "../../db/schema";
import { createListing, DUBAI_OFFICE } from "../../../tests/factories";
import { waitForMailTo } from "../../../tests/helpers/outbox";
import { createTestApp, signUp, type TestApp } from "../../../tests/helpers/test-app";

/** The operator as registered for VAT (SUPPLIER_* settings; docs/decisions/0057-vat-and-tax-invoice.md). */
const SUPPLIER = {
  SUPPLIER_NAME: "UAE Property Markets FZ-LLC",
  SUPPLIER_ADDRESS: "Office 1204, Bay Square 5, Business Bay, Dubai, United Arab Emirates",
  SUPPLIER_TRN: "100234567800003",
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(undefined, SUPPLIER);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** An owner who orders the 7-day plan (AED 149, VAT included) in the given language; the mail and order. */
async function orderSevenDays(locale: "en" | "ar") {
  const owner = t.request();
  const user = await signUp(owner);
  await t.database.db.update(users).set({ locale }).where(eq(users.id, user.id));
  const listing = await createListing(owner, { ...DUBAI_OFFICE, title: `${DUBAI_OFFICE.title} ${user.id}` });
  const res = await owner.post(`/api/properties/${listing.id}/upgrade`).send({ plan: "7-days" }).expect(201);
  const mail = await waitForMailTo(t.database, user.email);
  return {
    user,
    listing,
    order: res.body.order as { id: number; reference: string; createdAt: string },
    mail,
  };
}

/** The amount on a line of the mail ("VAT 5%: AED 7.10" → 710), in fils. */
function filsOnLine(body: string, label: string): number {
  const line = body.split("\n").find((l) => l.startsWith(label));
  expect(line, `a line starting "${label}"`).toBeDefined();
  const amount = /(\d[\d,]*\.\d{2})/.exec(line!.slice(label.length));
  expect(amount, line).not.toBeNull();
  return Math.round(Number(amount![1].replace(/,/g, "")) * 100);
}

describe("the featured-listing invoice is a UAE tax invoice", () => {
  it("stores the order's net, 5% VAT and VAT-inclusive total in fils, and answers them", async () => {
    const { order } = await orderSevenDays("en");
    // AED 149 includes VAT: VAT = 14,900 × 5/105 = 709.52 → 710 fils; net = 14,190 fils.
    expect(order).toMatchObject({
      amountAed: 149,
      netFils: 14_190,
      vatFils: 710,
      totalFils: 14_900,
      vatPercent: 5,
    });
    const [row] = await t.database.db.select().from(featuredOrders).where(eq(featuredOrders.id, order.id));
    expect(row).toMatchObject({ netFils: 14_190, vatFils: 710, totalFils: 14_900, vatPercent: 5 });
  });

  it("is titled Tax invoice and carries the number, date, supplier's name, address and TRN, customer, net, VAT and total that add up", async () => {
    const { user, listing, order, mail } = await orderSevenDays("en");
    expect(mail.subject).toBe(`Tax invoice ${order.reference}: 7 days featured for "${listing.title}"`);
    const lines = mail.body.split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "TAX INVOICE",
        `Invoice number: ${order.reference}`,
        `Invoice date: ${formatDate(order.createdAt, "short")}`,
        "Supplier: UAE Property Markets FZ-LLC",
        `Supplier address: ${SUPPLIER.SUPPLIER_ADDRESS}`,
        "Supplier TRN: 100234567800003",
        `Customer: ${user.username}`,
        `Description: featuring the listing "${listing.title}" (listing ${listing.id})`,
        "Net amount (excluding VAT): AED 141.90",
        "VAT 5%: AED 7.10",
        "Total (including VAT): AED 149.00",
      ]),
    );
    const net = filsOnLine(mail.body, "Net amount (excluding VAT):");
    const vat = filsOnLine(mail.body, "VAT 5%:");
    const total = filsOnLine(mail.body, "Total (including VAT):");
    expect(net + vat).toBe(total);
    expect(total).toBe(FEATURED_7_DAYS_PRICE_AED * 100);
    expect(mail.body).not.toContain("not a tax invoice");
  });

  it("is فاتورة ضريبية in Arabic, with the supplier's TRN and the same figures", async () => {
    const { user, order, mail } = await orderSevenDays("ar");
    expect(mail.subject).toMatch(new RegExp(`^فاتورة ضريبية \u2066${order.reference}\u2069: `));
    const lines = mail.body.split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "فاتورة ضريبية",
        `رقم الفاتورة: \u2066${order.reference}\u2069`,
        `المورد: \u2068${SUPPLIER.SUPPLIER_NAME}\u2069`,
        `عنوان المورد: \u2068${SUPPLIER.SUPPLIER_ADDRESS}\u2069`,
        "الرقم الضريبي للمورد: \u2066100234567800003\u2069",
        `العميل: \u2068${user.username}\u2069`,
        "المبلغ دون ضريبة القيمة المضافة: 141.90 درهم",
        "ضريبة القيمة المضافة 5%: 7.10 درهم",
        "الإجمالي شاملًا ضريبة القيمة المضافة: 149.00 درهم",
      ]),
    );
    expect(lines.some((line) => line.startsWith("تاريخ الفاتورة: "))).toBe(true);
  });
});
