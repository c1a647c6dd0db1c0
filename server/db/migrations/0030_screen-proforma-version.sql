-- Screen results and runs name the pro forma version that priced them, so a new pro forma makes them stale.
-- Rows written before this column are given '' (no version), which differs from every real one: they are recomputed by the next run.
ALTER TABLE "screen_results" ADD COLUMN "proforma_version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "screen_results" ALTER COLUMN "proforma_version" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "screen_runs" ADD COLUMN "proforma_version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "screen_runs" ALTER COLUMN "proforma_version" DROP DEFAULT;
