ALTER TABLE "parcels" ADD COLUMN "shape" jsonb;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "shape_west" double precision;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "shape_south" double precision;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "shape_east" double precision;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "shape_north" double precision;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "shape_area_sf" double precision;--> statement-breakpoint
CREATE INDEX "parcels_shape_box" ON "parcels" USING btree ("shape_south","shape_north","shape_west","shape_east");