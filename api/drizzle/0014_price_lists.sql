CREATE TABLE "price_list_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"kind" text NOT NULL,
	"category_id" integer,
	"percent_bp" integer,
	"product_id" integer,
	"variation_id" integer,
	"price_cents" integer,
	"valid_from" date,
	"valid_to" date,
	CONSTRAINT "price_list_rules_shape" CHECK (("price_list_rules"."kind" = 'percent' and "price_list_rules"."percent_bp" between 0 and 10000 and "price_list_rules"."product_id" is null and "price_list_rules"."variation_id" is null and "price_list_rules"."price_cents" is null) or ("price_list_rules"."kind" = 'fixed' and "price_list_rules"."product_id" is not null and "price_list_rules"."price_cents" >= 0 and "price_list_rules"."percent_bp" is null and "price_list_rules"."category_id" is null)),
	CONSTRAINT "price_list_rules_dates" CHECK ("price_list_rules"."valid_from" is null or "price_list_rules"."valid_to" is null or "price_list_rules"."valid_from" <= "price_list_rules"."valid_to")
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volume_breaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"category_id" integer,
	"min_quantity" integer NOT NULL,
	"percent_bp" integer NOT NULL,
	CONSTRAINT "volume_breaks_target" CHECK (("volume_breaks"."product_id" is null) <> ("volume_breaks"."category_id" is null)),
	CONSTRAINT "volume_breaks_quantity" CHECK ("volume_breaks"."min_quantity" between 2 and 99),
	CONSTRAINT "volume_breaks_percent" CHECK ("volume_breaks"."percent_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_list_id" integer;--> statement-breakpoint
ALTER TABLE "price_list_rules" ADD CONSTRAINT "price_list_rules_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_rules" ADD CONSTRAINT "price_list_rules_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_rules" ADD CONSTRAINT "price_list_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_rules" ADD CONSTRAINT "price_list_rules_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volume_breaks" ADD CONSTRAINT "volume_breaks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volume_breaks" ADD CONSTRAINT "volume_breaks_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_list_rules_list_idx" ON "price_list_rules" USING btree ("price_list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_name_lower_idx" ON "price_lists" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "volume_breaks_product_idx" ON "volume_breaks" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "volume_breaks_category_idx" ON "volume_breaks" USING btree ("category_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;