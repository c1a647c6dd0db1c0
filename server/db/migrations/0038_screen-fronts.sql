-- Each lot's open pathways as points of homes and value, indexed so a screen's per-pathway filters read them instead of each lot's pathways JSON; the results written before have none until the next refresh rewrites them (SCREEN_RESULT_VERSION 4). The value and pathway-list indexes of screen_results were read only by that JSON reading (decision 755).
CREATE TABLE "screen_fronts" (
	"apn" text NOT NULL,
	"scope" text NOT NULL,
	"homes" integer,
	"value" double precision NOT NULL,
	"lead" double precision,
	"available" boolean
);
--> statement-breakpoint
DROP INDEX "screen_results_value";--> statement-breakpoint
DROP INDEX "screen_results_available";--> statement-breakpoint
DROP INDEX "screen_results_confirm";--> statement-breakpoint
CREATE INDEX "screen_fronts_apn" ON "screen_fronts" USING btree ("apn");--> statement-breakpoint
CREATE INDEX "screen_fronts_order" ON "screen_fronts" USING btree ("scope","homes" desc nulls last,"apn","value","lead","available");