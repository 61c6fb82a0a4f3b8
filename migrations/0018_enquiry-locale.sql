ALTER TABLE "enquiries" ADD COLUMN "locale" varchar(2);--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_locale_check" CHECK ("enquiries"."locale" in ('en', 'ar'));