-- Roles and moderation (issue 16, items 1-2; docs/decisions/0050-roles-and-moderation.md): users.role, listing
-- reports, holds (the status before a hide), moderators' notices to owners and the audit log; the listing status
-- list gains hidden and removed (outside the search indexes' partial predicate).
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_username" varchar(32),
	"action" varchar(32) NOT NULL,
	"target_type" varchar(8) NOT NULL,
	"target_id" integer NOT NULL,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('listing.hide', 'listing.approve', 'listing.request-changes', 'listing.remove', 'listing.unpublish-expired', 'user.role')),
	CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('listing', 'user'))
);
--> statement-breakpoint
CREATE TABLE "listing_holds" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"previous_status" varchar(16) NOT NULL,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_holds_previous_status_check" CHECK ("listing_holds"."previous_status" in ('draft', 'published', 'under-offer', 'sold', 'rented', 'archived', 'hidden', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"reporter_user_id" integer,
	"reporter_key" varchar(80) NOT NULL,
	"reason" varchar(16) NOT NULL,
	"note" text,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_id" integer,
	CONSTRAINT "listing_reports_reason_check" CHECK ("listing_reports"."reason" in ('unavailable', 'wrong-details', 'fake-photos', 'duplicate', 'scam', 'other')),
	CONSTRAINT "listing_reports_status_check" CHECK ("listing_reports"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "moderation_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"message" text NOT NULL,
	"due_at" timestamp with time zone,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"owner_reply" text,
	"replied_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "moderation_notices_kind_check" CHECK ("moderation_notices"."kind" in ('edit-request', 'removal')),
	CONSTRAINT "moderation_notices_status_check" CHECK ("moderation_notices"."status" in ('open', 'answered', 'closed', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "properties" DROP CONSTRAINT "properties_status_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" varchar(16) DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_holds" ADD CONSTRAINT "listing_holds_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_notices" ADD CONSTRAINT "moderation_notices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_notices" ADD CONSTRAINT "moderation_notices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_open_reporter_key" ON "listing_reports" USING btree ("property_id","reporter_key") WHERE "listing_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "listing_reports_open_idx" ON "listing_reports" USING btree ("property_id") WHERE "listing_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_notices_property_idx" ON "moderation_notices" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_notices_due_idx" ON "moderation_notices" USING btree ("due_at") WHERE "moderation_notices"."status" = 'open' and "moderation_notices"."kind" = 'edit-request';--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_status_check" CHECK ("properties"."status" in ('draft', 'published', 'under-offer', 'sold', 'rented', 'archived', 'hidden', 'removed'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'moderator', 'admin'));