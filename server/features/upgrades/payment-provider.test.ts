import { describe, expect, it } from "vitest";
import { InvoiceProvider, invoiceReference } from "./payment-provider";

describe("InvoiceProvider", () => {
  it("activates at once with an invoice number of the order's year and id", async () => {
    const result = await new InvoiceProvider().startPayment({
      orderId: 123,
      userId: 1,
      propertyId: 2,
      amountAed: 149,
      description: "7 days featured",
      createdAt: new Date("2026-11-22T10:00:00Z"),
    });
    expect(result).toEqual({ status: "active", reference: "INV-2026-000123" });
    expect(invoiceReference(1_234_567, new Date("2027-01-01T00:00:00Z"))).toBe("INV-2027-1234567");
  });
});
