CREATE TYPE "public"."analysis_status" AS ENUM('pending', 'ready', 'failed');--> statement-breakpoint
ALTER TABLE "report_details" ADD COLUMN "settings" jsonb DEFAULT '{"scenario":{},"options":{}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "report_details" ADD COLUMN "analysis_status" "analysis_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_details" ADD COLUMN "analysis_error" text;--> statement-breakpoint
ALTER TABLE "report_details" ADD COLUMN "computed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "apn" text;