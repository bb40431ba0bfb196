-- Issue 25 "Negotiated quotes": a company's quote requests, their lines (with the price when asked and
-- the shop's price) and the thread of messages. Based on 0015; the lead chains it after 0016/0017.
CREATE TABLE "quote_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"line_index" integer NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"size_id" integer,
	"fabric_id" integer,
	"fabric_color_id" integer,
	"storage_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"reference_number" text NOT NULL,
	"note" text,
	"file_id" text,
	"list_unit_price_cents" integer NOT NULL,
	"quoted_unit_price_cents" integer,
	CONSTRAINT "quote_lines_quantity" CHECK ("quote_lines"."quantity" between 1 and 99),
	CONSTRAINT "quote_lines_prices" CHECK ("quote_lines"."list_unit_price_cents" >= 0 and "quote_lines"."quoted_unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"author" text NOT NULL,
	"author_user_id" integer,
	"body" text NOT NULL,
	"file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_messages_author_valid" CHECK ("quote_messages"."author" in ('customer', 'shop'))
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"requested_by_user_id" integer,
	"status" text DEFAULT 'requested' NOT NULL,
	"note" text,
	"discount_bp" integer,
	"valid_until" date,
	"priced_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"purchase_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_status_valid" CHECK ("quotes"."status" in ('requested', 'priced', 'accepted', 'declined')),
	CONSTRAINT "quotes_discount_range" CHECK ("quotes"."discount_bp" between 0 and 10000),
	CONSTRAINT "quotes_priced_has_date" CHECK ("quotes"."status" = 'requested' or "quotes"."valid_until" is not null)
);
--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_file_id_special_quote_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."special_quote_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_file_id_special_quote_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."special_quote_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_quote_index_idx" ON "quote_lines" USING btree ("quote_id","line_index");--> statement-breakpoint
CREATE INDEX "quote_messages_quote_idx" ON "quote_messages" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_user_created_idx" ON "quotes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status");