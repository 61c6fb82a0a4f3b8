ALTER TABLE "enquiries" ADD COLUMN "lister_deleted_at" timestamp with time zone;--> statement-breakpoint
-- Threads whose lister already deleted their account: a listing outside the sample data loses its owner
-- and agent only through account deletion (docs/decisions/0052).
UPDATE "enquiries" SET "lister_deleted_at" = now() WHERE "property_id" IN (SELECT "id" FROM "properties" WHERE "owner_id" IS NULL AND "agent_id" IS NULL AND NOT "is_sample");--> statement-breakpoint
-- A listing with several orders waiting for payment keeps its newest; the older ones were the duplicates.
UPDATE "featured_orders" SET "status" = 'cancelled' WHERE "status" = 'pending' AND "id" NOT IN (SELECT max("id") FROM "featured_orders" WHERE "status" = 'pending' GROUP BY "property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "featured_orders_one_pending_idx" ON "featured_orders" USING btree ("property_id") WHERE "featured_orders"."status" = 'pending';
