CREATE TABLE "screen_results" (
	"apn" text PRIMARY KEY NOT NULL,
	"engine_version" text NOT NULL,
	"stale" boolean DEFAULT false NOT NULL,
	"analysis_date" text NOT NULL,
	"pathways" jsonb NOT NULL,
	"available_pathways" text[] DEFAULT '{}'::text[] NOT NULL,
	"confirm_pathways" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_net_new_units" integer,
	"unlimited_units" boolean DEFAULT false NOT NULL,
	"best_by_value" text,
	"best_by_homes" text,
	"best_by_conditions" text,
	"residual_land_value" double precision,
	"rent_stabilization" text NOT NULL,
	"hpoz" boolean,
	"fire_zone" boolean,
	"coastal_zone" boolean,
	"zone_family" text,
	"computed_at" timestamp with time zone NOT NULL,
	"parcel_updated_at" timestamp with time zone NOT NULL,
	"run_id" uuid
);
--> statement-breakpoint
CREATE TABLE "screen_run_slices" (
	"run_id" uuid NOT NULL,
	"slice" integer NOT NULL,
	"from_apn" text,
	"to_apn" text,
	"cursor" text,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "screen_run_slices_run_id_slice_pk" PRIMARY KEY("run_id","slice")
);
--> statement-breakpoint
CREATE TABLE "screen_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engine_version" text NOT NULL,
	"data_stamp" text NOT NULL,
	"total" integer NOT NULL,
	"started_by" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "screen_results" ADD CONSTRAINT "screen_results_apn_parcels_apn_fk" FOREIGN KEY ("apn") REFERENCES "public"."parcels"("apn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_run_slices" ADD CONSTRAINT "screen_run_slices_run_id_screen_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."screen_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_runs" ADD CONSTRAINT "screen_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screen_results_net_new" ON "screen_results" USING btree ("max_net_new_units");--> statement-breakpoint
CREATE INDEX "screen_results_value" ON "screen_results" USING btree ("residual_land_value");--> statement-breakpoint
CREATE INDEX "screen_results_available" ON "screen_results" USING gin ("available_pathways");--> statement-breakpoint
CREATE INDEX "screen_results_confirm" ON "screen_results" USING gin ("confirm_pathways");--> statement-breakpoint
CREATE INDEX "screen_results_stale" ON "screen_results" USING btree ("stale");