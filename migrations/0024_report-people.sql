CREATE TABLE "listing_report_reviews" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"judged_reporters" integer NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_report_reviews_judged_check" CHECK ("listing_report_reviews"."judged_reporters" >= 0)
);
--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "address_key" varchar(64);--> statement-breakpoint
ALTER TABLE "listing_report_reviews" ADD CONSTRAINT "listing_report_reviews_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_reports_resolved_idx" ON "listing_reports" USING btree ("property_id") WHERE "listing_reports"."status" = 'resolved';