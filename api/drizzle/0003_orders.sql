CREATE TABLE "credit_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_amount_positive" CHECK ("credit_ledger"."amount_cents" > 0),
	CONSTRAINT "credit_ledger_kind_valid" CHECK ("credit_ledger"."kind" in ('purchase', 'reversal', 'payment'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tracking_id" text NOT NULL,
	"reference_number" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"line_index" integer NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"product_image" text NOT NULL,
	"size_id" integer,
	"size_label" text,
	"fabric_id" integer,
	"fabric_name" text,
	"fabric_color_id" integer,
	"fabric_color_name" text,
	"storage_type" text NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"unit_vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"special_quote_text" text,
	"special_quote_file_id" text,
	"shipping_address" text DEFAULT '' NOT NULL,
	"shipping_name" text,
	"shipping_street" text,
	"shipping_city" text,
	"shipping_country" text,
	"status" text DEFAULT 'placed' NOT NULL,
	"delivery_status" text DEFAULT 'awaiting dispatch' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_quantity_range" CHECK ("orders"."quantity" between 1 and 99),
	CONSTRAINT "orders_amounts_nonneg" CHECK ("orders"."unit_price_cents" >= 0 and "orders"."unit_vat_cents" >= 0 and "orders"."total_cents" >= 0),
	CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('placed', 'cancelled')),
	CONSTRAINT "orders_storage_type_valid" CHECK ("orders"."storage_type" in ('Non Ottoman', 'Ottoman', 'Cloud Storage'))
);
--> statement-breakpoint
CREATE TABLE "special_quote_files" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_special_quote_file_id_special_quote_files_id_fk" FOREIGN KEY ("special_quote_file_id") REFERENCES "public"."special_quote_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_quote_files" ADD CONSTRAINT "special_quote_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_user_idx" ON "credit_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_order_kind_idx" ON "credit_ledger" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tracking_id_idx" ON "orders" USING btree ("tracking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("user_id","idempotency_key","line_index");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_reference_idx" ON "orders" USING btree ("user_id","reference_number");--> statement-breakpoint
CREATE INDEX "special_quote_files_user_idx" ON "special_quote_files" USING btree ("user_id");