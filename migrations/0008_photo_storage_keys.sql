CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
-- Uploaded photos are stored as their storage key ("<uuid>-1600.webp"), not the address they were served
-- from ("/media/uploads/<uuid>-1600.webp"): the address is made from MEDIA_BASE_URL when a listing is
-- answered, so moving storage or adding a CDN changes no row. Sample images keep their app paths.
UPDATE "uploads" SET "url" = regexp_replace("url", '^/media/uploads/', '') WHERE "url" LIKE '/media/uploads/%';--> statement-breakpoint
UPDATE "properties" SET "image_url" = regexp_replace("image_url", '^/media/uploads/', '') WHERE "image_url" LIKE '/media/uploads/%';--> statement-breakpoint
UPDATE "property_images" SET "url" = regexp_replace("url", '^/media/uploads/', '') WHERE "url" LIKE '/media/uploads/%';--> statement-breakpoint
UPDATE "listing_drafts" SET "data" = jsonb_set("data", '{values,images}', (
  SELECT coalesce(jsonb_agg(to_jsonb(regexp_replace(e.image, '^/media/uploads/', '')) ORDER BY e.position), '[]'::jsonb)
  FROM jsonb_array_elements_text("data" -> 'values' -> 'images') WITH ORDINALITY AS e(image, position)
))
WHERE jsonb_typeof("data" -> 'values' -> 'images') = 'array' AND "data" -> 'values' ->> 'images' LIKE '%/media/uploads/%';
