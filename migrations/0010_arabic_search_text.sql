-- Listings found by the words of their Arabic title (issue 14, item 7; docs/decisions/0044): the search
-- column now holds the Arabic title too, normalised as shared/search-text.ts does where SQL can. The
-- PostgreSQL versions we run (15 and PGlite) cannot change a generated column's expression in place, so
-- it is dropped and added again; that drops the indexes that hold it, recreated below as they were
-- (written by hand: drizzle-kit does not know they went with the column).
ALTER TABLE "properties" drop column "search_text";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (regexp_replace(translate(lower(normalize(title || ' ' || coalesce(title_ar, '') || ' ' || location || ' ' || emirate, NFKC)), 'أإآٱةىیکؤئ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', 'ااااهييكوي01234567890123456789'), '[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_search_trgm_idx" ON "properties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_search_featured_idx" ON "properties" USING btree ("featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"price_type","emirate","property_type","beds","price","category","completion_status","furnished","is_sample","confirmed_at","search_text") WHERE "properties"."status" in ('published', 'under-offer');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_search_newest_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"price_type","emirate","property_type","beds","price","featured","category","completion_status","furnished","is_sample","confirmed_at","search_text") WHERE "properties"."status" in ('published', 'under-offer');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_search_price_idx" ON "properties" USING btree ("price","id","price_type","emirate","property_type","beds","featured","created_at","category","completion_status","furnished","is_sample","confirmed_at","search_text") WHERE "properties"."status" in ('published', 'under-offer');--> statement-breakpoint
ANALYZE "properties";
