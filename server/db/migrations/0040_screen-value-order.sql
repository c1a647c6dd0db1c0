-- The default order of a screen, the most valuable lot first then by APN, walked as an index for a screen without per-pathway filters as the homes order is (decision 820).
CREATE INDEX "screen_results_value_order" ON "screen_results" USING btree ("residual_land_value" DESC NULLS LAST,"apn");
