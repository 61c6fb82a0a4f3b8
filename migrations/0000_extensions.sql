-- Trigram matching for word search over titles and locations (properties_search_trgm_idx).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
