import { z } from "zod";
import { timestampSchema } from "./timestamp";

/**
 * Featured listing plans and their prices in AED, as set by the product team for launch
 * (docs/product.md §Featured plans). Change them here; the server charges and the page shows these.
 */
export const FEATURED_7_DAYS_PRICE_AED = 149;
export const FEATURED_30_DAYS_PRICE_AED = 449;

/**
 * The UAE's standard VAT rate, in percent: Federal Decree-Law No. 8 of 2017 on Value Added Tax, Article 3
 * (tax on every taxable supply at the standard rate of 5%). Featuring a listing is a standard-rated supply
 * of a service in the UAE.
 */
export const UAE_VAT_PERCENT = 5;

/**
 * Plan prices are what the customer pays, VAT included (docs/decisions/0057-vat-and-tax-invoice.md): UAE
 * prices shown to consumers include VAT, and the page says so ("Prices include 5% VAT").
 */
export const PLAN_PRICES_INCLUDE_VAT = true;

/** A tax invoice's figures in fils (1/100 AED): net + vat = total, always. */
export interface VatBreakdown {
  netFils: number;
  vatFils: number;
  totalFils: number;
  vatPercent: number;
}

/**
 * Splits a VAT-inclusive price into net and VAT, in whole fils: VAT is total × rate / (100 + rate),
 * rounded to the nearest fils (the tax fraction of a VAT-inclusive price), and net is the rest, so the
 * three always add up. AED 299 → net 284.76, VAT 14.24.
 */
export function vatBreakdownOfInclusivePrice(totalAed: number, vatPercent = UAE_VAT_PERCENT): VatBreakdown {
  if (!Number.isInteger(totalAed) || totalAed < 0)
    throw new RangeError("A price is a whole number of dirhams");
  const totalFils = totalAed * 100;
  const vatFils = Math.round((totalFils * vatPercent) / (100 + vatPercent));
  return { netFils: totalFils - vatFils, vatFils, totalFils, vatPercent };
}

/**
 * A UAE Tax Registration Number: 15 digits (the Federal Tax Authority's TRN, as printed on tax
 * certificates and required on tax invoices by the VAT Executive Regulation, Cabinet Decision No. 52 of
 * 2017, Article 59).
 */
export const UAE_TRN_PATTERN = /^\d{15}$/;

/** Who issues the tax invoice: the site's operator, as registered for VAT. */
export interface InvoiceSupplier {
  name: string;
  address: string;
  trn: string;
}

export const FEATURED_PLAN_IDS = ["7-days", "30-days"] as const;
export type FeaturedPlanId = (typeof FEATURED_PLAN_IDS)[number];

export interface FeaturedPlan {
  id: FeaturedPlanId;
  name: string;
  days: number;
  priceAed: number;
}

export const FEATURED_PLANS: readonly FeaturedPlan[] = [
  { id: "7-days", name: "7 days featured", days: 7, priceAed: FEATURED_7_DAYS_PRICE_AED },
  { id: "30-days", name: "30 days featured", days: 30, priceAed: FEATURED_30_DAYS_PRICE_AED },
];

export function findFeaturedPlan(id: string): FeaturedPlan | undefined {
  return FEATURED_PLANS.find((plan) => plan.id === id);
}

/** POST /api/properties/:id/upgrade */
export const upgradeInputSchema = z
  .object({
    plan: z.enum(FEATURED_PLAN_IDS, { error: "Choose the 7-day or the 30-day plan" }),
  })
  .strict();
export type UpgradeInput = z.infer<typeof upgradeInputSchema>;

export const FEATURED_ORDER_STATUSES = ["pending", "active", "expired", "cancelled"] as const;
export type FeaturedOrderStatus = (typeof FEATURED_ORDER_STATUSES)[number];

/** One featured upgrade order of a listing. */
export const featuredOrderSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  plan: z.string(),
  days: z.number().int(),
  /** The price charged, VAT included; the invoice's figures follow in fils. */
  amountAed: z.number().int(),
  netFils: z.number().int(),
  vatFils: z.number().int(),
  totalFils: z.number().int(),
  /** The VAT rate applied, in percent (5). */
  vatPercent: z.number().int(),
  /** The payment provider that took the order ("invoice" for the built-in one). */
  provider: z.string(),
  status: z.enum(FEATURED_ORDER_STATUSES),
  /** The provider's reference, e.g. an invoice number "INV-2026-000123". */
  reference: z.string(),
  startsAt: timestampSchema.nullable(),
  endsAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type FeaturedOrder = z.infer<typeof featuredOrderSchema>;

/** POST /api/properties/:id/upgrade answers this (201). */
export const upgradeResultSchema = z.object({
  order: featuredOrderSchema,
  featured: z.union([z.literal(0), z.literal(1)]),
  featuredUntil: timestampSchema.nullable(),
});
export type UpgradeResult = z.infer<typeof upgradeResultSchema>;
