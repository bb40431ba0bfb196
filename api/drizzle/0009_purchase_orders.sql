CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"shipping_address" text DEFAULT '' NOT NULL,
	"shipping_name" text,
	"shipping_street" text,
	"shipping_city" text,
	"shipping_country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_amounts_nonneg" CHECK ("purchase_orders"."net_cents" >= 0 and "purchase_orders"."vat_cents" >= 0 and "purchase_orders"."gross_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "purchase_order_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_number_idx" ON "purchase_orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_idempotency_idx" ON "purchase_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "purchase_orders_user_created_idx" ON "purchase_orders" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_purchase_order_idx" ON "orders" USING btree ("purchase_order_id");