-- Trigram matching for typo-tolerant address search (parcels.address_search).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
