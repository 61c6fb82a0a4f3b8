-- Issue 25, items 14 and 15. A Dubai permit's DLD validation address, from which the property page draws
-- the permit's QR code (docs/decisions/0056-permit-wording-and-qr.md); and each featured order's tax
-- invoice figures in fils (docs/decisions/0057-vat-and-tax-invoice.md). Orders placed before this charged
-- the plan's price and nothing more: that price is their VAT-inclusive total, split at the 5% rate.
ALTER TABLE "properties" ADD COLUMN "permit_validation_url" varchar(500);--> statement-breakpoint
ALTER TABLE "featured_orders" ADD COLUMN "net_fils" integer;--> statement-breakpoint
ALTER TABLE "featured_orders" ADD COLUMN "vat_fils" integer;--> statement-breakpoint
ALTER TABLE "featured_orders" ADD COLUMN "total_fils" integer;--> statement-breakpoint
ALTER TABLE "featured_orders" ADD COLUMN "vat_percent" smallint;--> statement-breakpoint
UPDATE "featured_orders" SET "total_fils" = "amount_aed" * 100, "vat_percent" = 5, "vat_fils" = round("amount_aed" * 100 * 5 / 105.0), "net_fils" = "amount_aed" * 100 - round("amount_aed" * 100 * 5 / 105.0);--> statement-breakpoint
ALTER TABLE "featured_orders" ALTER COLUMN "net_fils" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "featured_orders" ALTER COLUMN "vat_fils" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "featured_orders" ALTER COLUMN "total_fils" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "featured_orders" ALTER COLUMN "vat_percent" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "featured_orders" ADD CONSTRAINT "featured_orders_vat_sum_check" CHECK ("featured_orders"."net_fils" + "featured_orders"."vat_fils" = "featured_orders"."total_fils");
