-- Discovery (issue 15): full-text search, map coordinates, saved searches with alerts.
-- listing_words joins a listing's amenities for its search vector: array_to_string is only stable, and a
-- generated column needs immutable functions; joining text with a space is immutable in fact.
CREATE OR REPLACE FUNCTION listing_words(words text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string(words, ' ') $$;--> statement-breakpoint
CREATE TABLE "saved_search_deliveries" (
	"saved_search_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_deliveries_saved_search_id_property_id_pk" PRIMARY KEY("saved_search_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" varchar(8) DEFAULT 'daily' NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" in ('instant', 'daily', 'weekly', 'none'))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
UPDATE "properties" SET "published_at" = "created_at" WHERE "status" <> 'draft';--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title || ' ' || location || ' ' || emirate), 'A') || setweight(to_tsvector('arabic'::regconfig, coalesce(title_ar, '')), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B') || setweight(to_tsvector('arabic'::regconfig, coalesce(description_ar, '')), 'B') || setweight(to_tsvector('english'::regconfig, listing_words(amenities)), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "saved_search_deliveries" ADD CONSTRAINT "saved_search_deliveries_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_deliveries" ADD CONSTRAINT "saved_search_deliveries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saved_searches_frequency_idx" ON "saved_searches" USING btree ("frequency","last_alerted_at");--> statement-breakpoint
CREATE INDEX "properties_search_vector_idx" ON "properties" USING gin ("search_vector") WHERE "properties"."status" in ('published', 'under-offer');--> statement-breakpoint
CREATE INDEX "properties_location_point_idx" ON "properties" USING gist (point("longitude", "latitude")) WHERE "properties"."status" in ('published', 'under-offer') and "properties"."latitude" is not null and "properties"."longitude" is not null;--> statement-breakpoint
ANALYZE "properties";
