-- Lots found by place through two-dimensional (GiST) indexes on the outline's box and on the point, instead of B-trees led by one edge or by latitude, which read every lot of the box's whole band across the city (decision 805).
DROP INDEX "parcels_shape_box";--> statement-breakpoint
DROP INDEX "parcels_location";--> statement-breakpoint
CREATE INDEX "parcels_outline_box" ON "parcels" USING gist (box(point("shape_west", "shape_south"), point("shape_east", "shape_north")));--> statement-breakpoint
CREATE INDEX "parcels_point" ON "parcels" USING gist (point("lon", "lat"));