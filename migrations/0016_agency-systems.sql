CREATE TABLE "agency_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"prefix" varchar(16) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agency_feed_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"source" varchar(8) NOT NULL,
	"outcome" varchar(8) NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"unpublished" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_feed_runs_source_check" CHECK ("agency_feed_runs"."source" in ('url', 'upload')),
	CONSTRAINT "agency_feed_runs_outcome_check" CHECK ("agency_feed_runs"."outcome" in ('ok', 'partial', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "agency_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"url" text NOT NULL,
	"format" varchar(8) NOT NULL,
	"interval_minutes" integer DEFAULT 60 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_feeds_format_check" CHECK ("agency_feeds"."format" in ('xml', 'json'))
);
--> statement-breakpoint
CREATE TABLE "agency_listings" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"reference" varchar(50) NOT NULL,
	"source" varchar(8) NOT NULL,
	"feed_digest" varchar(64),
	CONSTRAINT "agency_listings_source_check" CHECK ("agency_listings"."source" in ('api', 'feed'))
);
--> statement-breakpoint
CREATE TABLE "agency_members" (
	"agency_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_members_agency_id_user_id_pk" PRIMARY KEY("agency_id","user_id"),
	CONSTRAINT "agency_members_role_check" CHECK ("agency_members"."role" in ('admin', 'agent'))
);
--> statement-breakpoint
ALTER TABLE "agency_api_keys" ADD CONSTRAINT "agency_api_keys_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_api_keys" ADD CONSTRAINT "agency_api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_feed_runs" ADD CONSTRAINT "agency_feed_runs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_feeds" ADD CONSTRAINT "agency_feeds_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_feeds" ADD CONSTRAINT "agency_feeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_listings" ADD CONSTRAINT "agency_listings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_listings" ADD CONSTRAINT "agency_listings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_api_keys_hash_idx" ON "agency_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "agency_api_keys_agency_idx" ON "agency_api_keys" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "agency_feed_runs_agency_idx" ON "agency_feed_runs" USING btree ("agency_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "agency_feeds_agency_idx" ON "agency_feeds" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_listings_reference_idx" ON "agency_listings" USING btree ("agency_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_members_user_idx" ON "agency_members" USING btree ("user_id");