-- Full text at scale (issue 15; docs/decisions/0045-full-text-search.md).
-- 1. The search vector's GIN index also holds the equality filters (btree_gin, in PostgreSQL's contrib and
--    in PGlite), so words and filters are intersected in the index and only listings matching both are read.
-- 2. search_lexemes: every word any listing's vector has held, kept by the triggers below on every write
--    path (the app, the seed, SQL by hand). A prefix being typed is looked up there and searched as the whole
--    words it can be; a prefix in the index itself gathers every listing of every such word first.
--    Inserted in sorted order, so two writers adding the same new words wait for each other, never deadlock.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "search_lexemes" (
	"lexeme" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_lexemes_lexeme_key" ON "search_lexemes" USING btree ("lexeme" text_pattern_ops);--> statement-breakpoint
DROP INDEX "properties_search_vector_idx";--> statement-breakpoint
CREATE INDEX "properties_search_vector_idx" ON "properties" USING gin ("search_vector","price_type","emirate","property_type","beds","baths","category","completion_status","furnished","featured","location") WHERE "properties"."status" in ('published', 'under-offer');--> statement-breakpoint
CREATE FUNCTION record_search_lexemes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (lexeme)
  SELECT DISTINCT word FROM written_rows, unnest(tsvector_to_array(written_rows.search_vector)) AS word
  ORDER BY word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION record_changed_search_lexemes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (lexeme)
  SELECT DISTINCT word
  FROM written_rows
  JOIN previous_rows ON previous_rows.id = written_rows.id
  CROSS JOIN unnest(tsvector_to_array(written_rows.search_vector)) AS word
  WHERE written_rows.search_vector IS DISTINCT FROM previous_rows.search_vector
  ORDER BY word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER properties_search_lexemes_insert AFTER INSERT ON properties
  REFERENCING NEW TABLE AS written_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_search_lexemes();--> statement-breakpoint
CREATE TRIGGER properties_search_lexemes_update AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS written_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_changed_search_lexemes();--> statement-breakpoint
INSERT INTO search_lexemes (lexeme)
SELECT DISTINCT word FROM properties, unnest(tsvector_to_array(properties.search_vector)) AS word
ORDER BY word
ON CONFLICT DO NOTHING;
