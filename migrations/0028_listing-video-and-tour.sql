-- Issue 28, item 3. A listing's optional video (YouTube or Vimeo) and 360° tour (Matterport, or a 360° video),
-- each stored as the provider's canonical page address (shared/media-embeds.ts).
ALTER TABLE "properties" ADD COLUMN "video_url" varchar(300);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "tour_url" varchar(300);