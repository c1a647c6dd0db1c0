-- The single family report is named as the spec spells the report type (and as every other
-- place names it): "Single Family Report", not "Single-Family Report". A name changed since
-- launch is left alone.
UPDATE "products" SET "name" = 'Single Family Report', "updated_at" = now()
WHERE "id" = 'single_family' AND "name" = 'Single-Family Report';
