CREATE TABLE "callback_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"message" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"file_id" text,
	"file_name" text,
	"file_type" text,
	"file_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "callback_requests_created_at_idx" ON "callback_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_dedupe_key_idx" ON "contact_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");