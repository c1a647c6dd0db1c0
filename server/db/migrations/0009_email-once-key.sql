ALTER TABLE "email_outbox" ADD COLUMN "once_key" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_onceKey_unique" UNIQUE("once_key");