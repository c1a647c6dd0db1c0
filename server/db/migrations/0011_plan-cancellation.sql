-- A plan the owner cancels stays active until the end of its paid month, then ends (decision 202).
ALTER TABLE "profiles" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;