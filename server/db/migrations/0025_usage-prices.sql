-- The type is made anew rather than given a value with ADD VALUE: the migrations run in one
-- transaction, where a value added that way cannot be used, and the usage prices below use it.
ALTER TYPE "public"."product_kind" RENAME TO "product_kind_before_usage";--> statement-breakpoint
CREATE TYPE "public"."product_kind" AS ENUM('report', 'plan', 'credit_pack', 'usage');--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "kind" TYPE "public"."product_kind" USING "kind"::text::"public"."product_kind";--> statement-breakpoint
DROP TYPE "public"."product_kind_before_usage";--> statement-breakpoint
CREATE TABLE "api_usage" (
	"user_id" text NOT NULL,
	"month" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"allowed" integer NOT NULL,
	CONSTRAINT "api_usage_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "free_units" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit_size" integer;--> statement-breakpoint
ALTER TABLE "api_usage" ADD CONSTRAINT "api_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "products" ("id", "kind", "name", "description", "contents", "price_cents", "credits", "free_units", "unit_size", "sort_order") VALUES
	('screen_export', 'usage', 'Large Find Lots download', 'A download of more than 1,000 lots from Find Lots, as CSV or Excel.', '["Downloads of up to 1,000 lots are free", "The same screen downloads again free until the data changes"]', 0, 1, 1000, NULL, 80),
	('api_calls', 'usage', 'API calls', 'Calls to the Lotwise API beyond the free calls of each month.', '["1,000 calls free each month", "Each further 1,000 calls spend a bonus credit"]', 0, 1, 1000, 1000, 90);
