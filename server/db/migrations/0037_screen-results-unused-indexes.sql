-- Two indexes of screen_results that no screen read (the most net new homes alone, and staleness alone) and every refresh wrote, a row at a time (decision 735).
DROP INDEX "screen_results_net_new";--> statement-breakpoint
DROP INDEX "screen_results_stale";