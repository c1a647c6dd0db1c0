-- Each screen result's most net new homes of an open pathway that pencils (decision 670), read from the pathways it already keeps, so no row goes stale for it: rows of result version 1 keep no value per pathway, and none of their pathways pencils, as the screen reads them.
ALTER TABLE "screen_results" ADD COLUMN "pencil_homes" integer;--> statement-breakpoint
UPDATE "screen_results" SET "pencil_homes" = (
  SELECT max(CASE WHEN pw.v ->> 'netNewUnits' = 'unlimited' THEN 2147483647 ELSE (pw.v ->> 'netNewUnits')::int END)
  FROM jsonb_each("pathways") AS pw(id, v)
  WHERE pw.v ->> 'status' IN ('available', 'available_with_checks', 'needs_confirmation')
    AND (pw.v ->> 'residualLandValue')::float8 > 0
);--> statement-breakpoint
CREATE INDEX "screen_results_pencil_order" ON "screen_results" USING btree ("pencil_homes" desc nulls last,"apn");
