ALTER TABLE "properties" ADD COLUMN "title_ar" varchar(160);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" varchar(2);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en', 'ar'));