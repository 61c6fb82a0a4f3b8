-- Duplicate and fraud signals (issue 16, item 3; docs/decisions/0051-duplicate-and-fraud-signals.md): review flags,
-- each listing's verification, each upload's perceptual hash, and one permit per advert.
CREATE TABLE "listing_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	CONSTRAINT "listing_flags_kind_check" CHECK ("listing_flags"."kind" in ('duplicate-photo', 'permit-format', 'permit-unchecked', 'brn-format', 'duplicate-permit'))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "verification" varchar(16);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "verified_by" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "photo_hash" bigint;--> statement-breakpoint
ALTER TABLE "listing_flags" ADD CONSTRAINT "listing_flags_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_flags" ADD CONSTRAINT "listing_flags_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_flags_open_key" ON "listing_flags" USING btree ("property_id","kind") WHERE "listing_flags"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "listing_flags_open_created_idx" ON "listing_flags" USING btree ("created_at") WHERE "listing_flags"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Listings that already share a permit in one emirate (public or hidden, not sample): the first one published keeps
-- it; each later one goes back to draft with a duplicate-permit flag naming the first, so the unique index below
-- can be built and the owner and the moderators see why.
WITH "ranked" AS (
	SELECT "id", "status",
		row_number() OVER "same_permit" AS "n",
		first_value("id") OVER "same_permit" AS "first_id"
	FROM "properties"
	WHERE "status" in ('published', 'under-offer', 'hidden') and not "is_sample" and "permit_number" is not null
	WINDOW "same_permit" AS (PARTITION BY "emirate", upper("permit_number") ORDER BY coalesce("published_at", "created_at"), "id")
), "flagged" AS (
	INSERT INTO "listing_flags" ("property_id", "kind", "details")
	SELECT "id", 'duplicate-permit', jsonb_build_object('otherListingId', "first_id", 'previousStatus', "status")
	FROM "ranked" WHERE "n" > 1
)
UPDATE "properties" SET "status" = 'draft', "updated_at" = now()
WHERE "id" IN (SELECT "id" FROM "ranked" WHERE "n" > 1);--> statement-breakpoint
CREATE UNIQUE INDEX "properties_active_permit_key" ON "properties" USING btree ("emirate",upper("permit_number")) WHERE "properties"."status" in ('published', 'under-offer', 'hidden') and not "properties"."is_sample" and "properties"."permit_number" is not null;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_verification_check" CHECK ("properties"."verification" in ('permit-rule', 'moderator'));