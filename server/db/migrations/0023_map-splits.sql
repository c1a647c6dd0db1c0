-- The map layers (zoning, overlays) whose lines cross a lot's outline, with each value's share.
ALTER TABLE "parcels" ADD COLUMN "map_splits" jsonb;
