-- The map's box behind the purpose and the bedrooms (issue 15; docs/decisions/0046-map-and-basemap.md).
-- A GiST index over the point alone made a box with 2-bed rents walk every listing in the box (52,000 in
-- the Dubai Marina viewport at 1,000,000 listings) to keep the 4,400 that match. With the purpose and the
-- bedrooms as its first keys (btree_gist, in PostgreSQL's contrib and in PGlite), the tree is split by
-- them first, and the walk reads only the box's listings of that purpose and size. A box without those
-- filters reads each of their subtrees, as before in all. Same name and predicate; the other filters'
-- columns stay INCLUDEd, so a box is still counted from the index alone.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
DROP INDEX IF EXISTS "properties_location_point_idx";--> statement-breakpoint
CREATE INDEX "properties_location_point_idx" ON "properties" USING gist ("price_type","beds",point("longitude", "latitude")) INCLUDE ("latitude", "longitude", "emirate", "property_type", "baths", "price", "sqft", "category", "completion_status", "furnished", "featured", "location", "is_sample", "confirmed_at", "published_at") WHERE "properties"."status" in ('published', 'under-offer') and "properties"."latitude" is not null and "properties"."longitude" is not null;
