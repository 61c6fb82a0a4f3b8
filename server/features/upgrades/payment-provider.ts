/**
 * How a featured upgrade gets paid. The built-in provider bills by invoice and activates the plan at once;
 * a card or wallet provider (Stripe, Checkout.com, Telr) implements the same interface, answering
 * "pending" until its webhook confirms the payment.
 */
export interface PaymentRequest {
  orderId: number;
  userId: number;
  propertyId: number;
  amountAed: number;
  description: string;
  createdAt: Date;
}

export interface PaymentResult {
  /** "active": the plan may start now; "pending": wait for the provider to confirm. */
  status: "active" | "pending";
  /** The provider's reference for the order: an invoice number, a payment intent id. */
  reference: string;
}

export interface PaymentProvider {
  /** Stored on the order ("invoice"). */
  readonly name: string;
  startPayment(request: PaymentRequest): Promise<PaymentResult>;
}

/** Invoice numbers: INV-{year}-{order id, six digits}, e.g. INV-2026-000123. */
export function invoiceReference(orderId: number, createdAt: Date): string {
  return `INV-${createdAt.getUTCFullYear()}-${String(orderId).padStart(6, "0")}`;
}

/** Payable by invoice: the order is active immediately and the invoice follows by email. */
export class InvoiceProvider implements PaymentProvider {
  readonly name = "invoice";

  async startPayment(request: PaymentRequest): Promise<PaymentResult> {
    return { status: "active", reference: invoiceReference(request.orderId, request.createdAt) };
  }
}
