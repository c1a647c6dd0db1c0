-- The direction of a lot's street where it is on record without reading it from the lots around
-- (the demo city's street grid), so its stand-in rectangle is drawn along its street.
ALTER TABLE "parcels" ADD COLUMN "street_bearing_deg" double precision;
