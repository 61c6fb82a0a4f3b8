DROP INDEX "properties_filter_idx";--> statement-breakpoint
DROP INDEX "properties_price_idx";--> statement-breakpoint
DROP INDEX "properties_featured_order_idx";--> statement-breakpoint
DROP INDEX "properties_newest_idx";--> statement-breakpoint
CREATE INDEX "properties_search_featured_idx" ON "properties" USING btree ("featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"price_type","emirate","property_type","beds","price","category","completion_status","furnished","is_sample","confirmed_at","search_text") WHERE "properties"."status" in ('published', 'under-offer');--> statement-breakpoint
CREATE INDEX "properties_search_newest_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"price_type","emirate","property_type","beds","price","featured","category","completion_status","furnished","is_sample","confirmed_at","search_text") WHERE "properties"."status" in ('published', 'under-offer');--> statement-breakpoint
CREATE INDEX "properties_search_price_idx" ON "properties" USING btree ("price","id","price_type","emirate","property_type","beds","featured","created_at","category","completion_status","furnished","is_sample","confirmed_at","search_text") WHERE "properties"."status" in ('published', 'under-offer');--> statement-breakpoint
CREATE INDEX "properties_search_filter_idx" ON "properties" USING btree ("price_type","emirate","property_type","beds","price","featured","created_at","id","category","completion_status","furnished","is_sample","confirmed_at") WHERE "properties"."status" in ('published', 'under-offer');--> statement-breakpoint
-- Written by hand (drizzle-kit does not model statistics objects): joint statistics on the columns that
-- search combines, so the planner's row estimates (shown as "about N" past the exact-count limit) allow
-- for their correlation, such as villas having more bedrooms.
CREATE STATISTICS IF NOT EXISTS "properties_search_stats" (dependencies, mcv) ON "price_type", "emirate", "property_type", "beds" FROM "properties";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "properties_search_kind_stats" (dependencies, mcv) ON "price_type", "property_type", "category", "completion_status", "furnished" FROM "properties";--> statement-breakpoint
ANALYZE "properties";
