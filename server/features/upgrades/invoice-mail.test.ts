import { describe, expect, it } from "vitest";
import { vatBreakdownOfInclusivePrice } from "@shared/featured-plans";
import { invoiceMail, type InvoiceMailData } from "./invoice-mail";

const order = (priceAed: number): InvoiceMailData["order"] => ({
  reference: "INV-2026-000042",
  plan: "30-days",
  days: 30,
  propertyId: 42,
  createdAt: "2026-11-15T08:00:00.000Z",
  startsAt: "2026-11-15T08:00:00.000Z",
  endsAt: "2026-12-15T08:00:00.000Z",
  ...vatBreakdownOfInclusivePrice(priceAed),
});
const data = (priceAed: number, supplier: InvoiceMailData["supplier"]): InvoiceMailData => ({
  site: { baseUrl: "https://uaepropertymarkets.test", siteName: "UAE Property Markets" },
  supplier,
  recipient: { username: "layla", title: "Two-bed in Dubai Marina with sea view" },
  order: order(priceAed),
});
const SUPPLIER = {
  name: "UAE Property Markets FZ-LLC",
  address: "Business Bay, Dubai",
  trn: "100234567800003",
};

describe("the invoice mail", () => {
  it("splits AED 299 (VAT included) into net AED 284.76 and VAT AED 14.24", () => {
    const { text } = invoiceMail("en", data(299, SUPPLIER));
    expect(text).toContain(
      "Net amount (excluding VAT): AED 284.76\nVAT 5%: AED 14.24\nTotal (including VAT): AED 299.00",
    );
    const { text: arabic } = invoiceMail("ar", data(299, SUPPLIER));
    expect(arabic).toContain("المبلغ دون ضريبة القيمة المضافة: 284.76 درهم");
    expect(arabic).toContain("ضريبة القيمة المضافة 5%: 14.24 درهم");
  });

  it("without the supplier's VAT details is an Invoice that says it is not a tax invoice", () => {
    const english = invoiceMail("en", data(449, undefined));
    expect(english.subject).toMatch(/^Invoice INV-2026-000042: /);
    expect(english.text).toContain(
      "This is not a tax invoice: the supplier's VAT registration (TRN) is not set up on this site yet.",
    );
    expect(english.text).not.toContain("Supplier TRN");
    const arabic = invoiceMail("ar", data(449, undefined));
    expect(arabic.subject).toMatch(/^فاتورة \u2066INV/);
    expect(arabic.text).toContain("هذه ليست فاتورة ضريبية");
  });
});
