CREATE TYPE "public"."ledger_kind" AS ENUM('allowance_used', 'allowance_returned', 'allowance_reset', 'bonus_credit_spent', 'bonus_credit_returned', 'bonus_credits_granted', 'bonus_credits_bought', 'card_payment', 'card_refund');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('awaiting_payment', 'completed', 'cancelled', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('allowance', 'bonus_credit', 'card');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('test', 'stripe');--> statement-breakpoint
CREATE TYPE "public"."product_kind" AS ENUM('report', 'plan', 'credit_pack');--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" "ledger_kind" NOT NULL,
	"allowance_delta" integer DEFAULT 0 NOT NULL,
	"credits_delta" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"idempotency_key" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"apn" text,
	"address" text,
	"idempotency_key" text NOT NULL,
	"status" "order_status" NOT NULL,
	"payment_method" "payment_method" NOT NULL,
	"payment_provider" "payment_provider",
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"provider_reference" text,
	"payment_url" text,
	"report_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_reason" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" "product_kind" NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"contents" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"report_type" "report_type",
	"plan_tier" "subscription_tier",
	"interval" text,
	"credits" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_user_id_created_at_index" ON "ledger_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_id_idempotency_key_index" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_reference_index" ON "orders" USING btree ("provider_reference");--> statement-breakpoint
CREATE INDEX "orders_user_id_created_at_index" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger entries are append-only: record a new movement instead of changing one';
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE ON "ledger_entries" FOR EACH ROW
	WHEN ((old.kind, old.user_id, old.allowance_delta, old.credits_delta, old.amount_cents, old.idempotency_key)
		IS DISTINCT FROM (new.kind, new.user_id, new.allowance_delta, new.credits_delta, new.amount_cents, new.idempotency_key))
	EXECUTE FUNCTION ledger_entries_append_only();--> statement-breakpoint
INSERT INTO "products" ("id", "kind", "name", "description", "contents", "price_cents", "report_type", "plan_tier", "interval", "credits", "sort_order") VALUES
	('single_family', 'report', 'Single-Family Report', 'What a single-family lot allows: ADUs, SB 9 and a lot split, with the tenant and hazard screens.', '["Parcel facts and base zoning standards", "ADU and JADU, SB 9 two units and lot split", "SB 1123 for vacant lots", "Hazards, overlays and the tenant-protection screen", "Parking and a buildable-envelope drawing", "Rough cost and value"]', 14900, 'single_family', NULL, NULL, NULL, 10),
	('multifamily_zoning', 'report', 'Multifamily Zoning Report', 'Every pathway for a multifamily or commercial lot, with the criteria it meets or fails.', '["Base zoning standards", "State density bonus with AB 1287", "TOC (legacy) and its CHIP status", "SB 684, SB 1211, AB 2011 and SB 79", "AB 2097 parking", "No financials"]', 19900, 'multifamily_zoning', NULL, NULL, NULL, 20),
	('multifamily_development', 'report', 'Multifamily Development Report', 'Full feasibility: the best pathway, unit yield and mix, massing and a pro forma.', '["Everything in the Multifamily Zoning Report", "The best pathway and its unit yield and mix", "Massing drawing", "Pro forma: rents or sale prices, hard and soft costs, land residual", "Editable assumptions"]', 39900, 'multifamily_development_v2', NULL, NULL, NULL, 30),
	('pro_monthly', 'plan', 'Pro', 'For people who screen lots every month.', '["2 reports every month, any type", "Unused reports do not carry over", "Bonus credits on top, bought or granted", "Cancel any time"]', 29900, NULL, 'pro', 'month', NULL, 40),
	('specialist_monthly', 'plan', 'Specialist', 'For consultants who work with an analyst on every lot.', '["1 report every month, reviewed first", "Priority analyst review", "Bonus credits on top, bought or granted", "Cancel any time"]', 59900, NULL, 'specialist', 'month', NULL, 50),
	('credits_3', 'credit_pack', '3 Bonus Credits', 'Three reports of any type, to use when you like.', '["3 bonus credits", "Any report type", "They do not expire"]', 39900, NULL, NULL, NULL, 3, 60),
	('credits_10', 'credit_pack', '10 Bonus Credits', 'Ten reports of any type, to use when you like.', '["10 bonus credits", "Any report type", "They do not expire"]', 119900, NULL, NULL, NULL, 10, 70);
