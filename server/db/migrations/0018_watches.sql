CREATE TABLE "watch_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"watch_id" uuid NOT NULL,
	"from_snapshot_id" uuid NOT NULL,
	"to_snapshot_id" uuid NOT NULL,
	"differences" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "watch_changes_watchId_toSnapshotId_unique" UNIQUE("watch_id","to_snapshot_id")
);
--> statement-breakpoint
CREATE TABLE "watch_run_slices" (
	"run_id" uuid NOT NULL,
	"slice" integer NOT NULL,
	"from_apn" text,
	"to_apn" text,
	"cursor" text,
	"done" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "watch_run_slices_run_id_slice_pk" PRIMARY KEY("run_id","slice")
);
--> statement-breakpoint
CREATE TABLE "watch_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engine_version" text NOT NULL,
	"data_stamp" text NOT NULL,
	"analysis_date" text NOT NULL,
	"total" integer NOT NULL,
	"started_by" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "watch_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"apn" text NOT NULL,
	"engine_version" text NOT NULL,
	"analysis_date" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"run_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"apn" text NOT NULL,
	"source" text NOT NULL,
	"snapshot_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watches_userId_apn_unique" UNIQUE("user_id","apn")
);
--> statement-breakpoint
ALTER TABLE "watch_changes" ADD CONSTRAINT "watch_changes_watch_id_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_changes" ADD CONSTRAINT "watch_changes_from_snapshot_id_watch_snapshots_id_fk" FOREIGN KEY ("from_snapshot_id") REFERENCES "public"."watch_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_changes" ADD CONSTRAINT "watch_changes_to_snapshot_id_watch_snapshots_id_fk" FOREIGN KEY ("to_snapshot_id") REFERENCES "public"."watch_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_run_slices" ADD CONSTRAINT "watch_run_slices_run_id_watch_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."watch_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_runs" ADD CONSTRAINT "watch_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_snapshot_id_watch_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."watch_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watch_changes_watch_id_created_at_index" ON "watch_changes" USING btree ("watch_id","created_at");--> statement-breakpoint
CREATE INDEX "watch_snapshots_apn_created_at_index" ON "watch_snapshots" USING btree ("apn","created_at");--> statement-breakpoint
CREATE INDEX "watches_apn_index" ON "watches" USING btree ("apn");