ALTER TABLE "agency_feed_runs" ADD COLUMN "archive_skipped" text;--> statement-breakpoint
-- Agents that shared a BRN before it was unique (decision 0061): the earliest keeps it, the later ones lose it
-- and their agency's admin enters the right number again.
UPDATE "agents" SET "brn" = NULL WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY upper(regexp_replace("brn", '^BRN[[:space:]:#-]*', '', 'i')) ORDER BY "created_at", "id"
    ) AS "rank"
    FROM "agents"
    WHERE "brn" IS NOT NULL AND "agency_id" IS NOT NULL AND NOT "is_sample"
  ) AS "ranked"
  WHERE "rank" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "agents_active_brn_key" ON "agents" USING btree (upper(regexp_replace("brn", '^BRN[[:space:]:#-]*', '', 'i'))) WHERE "agents"."brn" is not null and "agents"."agency_id" is not null and not "agents"."is_sample";