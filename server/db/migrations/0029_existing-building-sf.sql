-- Floor area of the buildings on a lot as the public record gives it (Assessor building records, ZIMAS).
ALTER TABLE "parcels" ADD COLUMN "existing_building_sf" integer;
