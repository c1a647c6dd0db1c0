CREATE TABLE "saved_screen_lots" (
	"saved_screen_id" uuid NOT NULL,
	"apn" text NOT NULL,
	CONSTRAINT "saved_screen_lots_saved_screen_id_apn_pk" PRIMARY KEY("saved_screen_id","apn")
);
--> statement-breakpoint
CREATE TABLE "saved_screen_news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"saved_screen_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"apns" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "saved_screen_news_savedScreenId_runId_unique" UNIQUE("saved_screen_id","run_id")
);
--> statement-breakpoint
CREATE TABLE "saved_screens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"params" jsonb NOT NULL,
	"email_new_lots" boolean DEFAULT true NOT NULL,
	"checked_run_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_screen_lots" ADD CONSTRAINT "saved_screen_lots_saved_screen_id_saved_screens_id_fk" FOREIGN KEY ("saved_screen_id") REFERENCES "public"."saved_screens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_screen_news" ADD CONSTRAINT "saved_screen_news_saved_screen_id_saved_screens_id_fk" FOREIGN KEY ("saved_screen_id") REFERENCES "public"."saved_screens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_screens" ADD CONSTRAINT "saved_screens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_screens_user_id_created_at_index" ON "saved_screens" USING btree ("user_id","created_at");