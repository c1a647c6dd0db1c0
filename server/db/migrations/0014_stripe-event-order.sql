-- Stripe events are applied only if newer than the last one applied to the plan's own subscription.
ALTER TABLE "profiles" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "stripe_event_at" timestamp with time zone;