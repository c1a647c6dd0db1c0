-- Lists of lots to screen: the uploaded rows that matched no lot, and the lots the rest matched.
CREATE TABLE "screen_list_parcels" (
	"list_id" uuid NOT NULL,
	"apn" text NOT NULL,
	CONSTRAINT "screen_list_parcels_list_id_apn_pk" PRIMARY KEY("list_id","apn")
);
--> statement-breakpoint
CREATE TABLE "screen_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"row_count" integer NOT NULL,
	"unmatched" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "screen_list_parcels" ADD CONSTRAINT "screen_list_parcels_list_id_screen_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."screen_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_list_parcels" ADD CONSTRAINT "screen_list_parcels_apn_parcels_apn_fk" FOREIGN KEY ("apn") REFERENCES "public"."parcels"("apn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_lists" ADD CONSTRAINT "screen_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screen_lists_user_id_created_at_index" ON "screen_lists" USING btree ("user_id","created_at");