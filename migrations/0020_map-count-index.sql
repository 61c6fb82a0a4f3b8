-- The map's counts read from the index alone (issue 15; docs/decisions/0046-map-and-basemap.md): the GiST
-- index over the point also carries the point's columns and the structured filters' columns, so a box or
-- circle with any of those filters is counted by an index-only scan (no heap read per listing in the box;
-- the visibility map says which pages need one). Same key and predicate as before, so every plan that used
-- it still can. Text searches still read the heap (the vector is too large to carry).
DROP INDEX IF EXISTS "properties_location_point_idx";--> statement-breakpoint
CREATE INDEX "properties_location_point_idx" ON "properties" USING gist (point("longitude", "latitude")) INCLUDE ("latitude", "longitude", "price_type", "emirate", "property_type", "beds", "baths", "price", "sqft", "category", "completion_status", "furnished", "featured", "location", "is_sample", "confirmed_at", "published_at") WHERE "properties"."status" in ('published', 'under-offer') and "properties"."latitude" is not null and "properties"."longitude" is not null;
