CREATE TABLE "data_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"file" text NOT NULL,
	"dataset" text NOT NULL,
	"dataset_date" text NOT NULL,
	"read" integer NOT NULL,
	"inserted" integer NOT NULL,
	"updated" integer NOT NULL,
	"rejected" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_streets" (
	"street_search" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"apn" text PRIMARY KEY NOT NULL,
	"ain" text NOT NULL,
	"house_number" integer,
	"house_fraction" text,
	"street_direction" text,
	"street_name" text,
	"street_suffix" text,
	"unit" text,
	"city" text,
	"zip" text,
	"address_display" text,
	"street_search" text,
	"lat" double precision,
	"lon" double precision,
	"lot_sf" double precision,
	"lot_width_ft" double precision,
	"lot_depth_ft" double precision,
	"zone_string" text,
	"zone_class" text,
	"height_district" text,
	"zone_parsed_complete" boolean,
	"general_plan_land_use" text,
	"specific_plan" text,
	"community_plan_area" text,
	"year_built" integer,
	"existing_units" integer,
	"use_code" text,
	"land_value" integer,
	"improvement_value" integer,
	"vhfhsz" boolean,
	"hpoz" boolean,
	"coastal_zone" boolean,
	"hillside_area" boolean,
	"flood_zone_sfha" boolean,
	"earthquake_fault_zone" boolean,
	"methane_zone" boolean,
	"rso" boolean,
	"toc_tier" integer,
	"hqta" boolean,
	"dist_mts_mi" double precision,
	"mts_name" text,
	"mts_kind" text,
	"sb79_stop_tier" integer,
	"sb79_dist_band" text,
	"sources" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcels_ain_unique" UNIQUE("ain")
);
--> statement-breakpoint
CREATE TABLE "transit_stops" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"lines" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_major" boolean NOT NULL,
	"major_method" text NOT NULL,
	"dataset" text NOT NULL,
	"dataset_date" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zone_strings" (
	"zone_string" text PRIMARY KEY NOT NULL,
	"zone_class" text,
	"zone_summary" text,
	"polygon_count" integer DEFAULT 0 NOT NULL,
	"parsed_complete" boolean NOT NULL,
	"dataset" text NOT NULL,
	"dataset_date" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "parcel_streets_trgm" ON "parcel_streets" USING gin ("street_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parcels_house_street" ON "parcels" USING btree ("house_number","street_search" collate "C");--> statement-breakpoint
CREATE INDEX "parcels_street_house" ON "parcels" USING btree ("street_search" collate "C","house_number");--> statement-breakpoint
CREATE INDEX "parcels_location" ON "parcels" USING btree ("lat","lon");