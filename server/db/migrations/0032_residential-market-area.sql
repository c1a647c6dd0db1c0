-- The City's residential market area for the lot as its ZIMAS profile names it (the linkage fee's areas).
ALTER TABLE "parcels" ADD COLUMN "residential_market_area" text;
