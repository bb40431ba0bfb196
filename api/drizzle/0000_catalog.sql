CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_storage_base" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "delivery_statuses_name_unique" UNIQUE("name"),
	CONSTRAINT "delivery_statuses_position_unique" UNIQUE("position")
);
--> statement-breakpoint
CREATE TABLE "fabric_colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"fabric_id" integer NOT NULL,
	"color_name" text NOT NULL,
	"hex" text NOT NULL,
	"image_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fabrics" (
	"id" serial PRIMARY KEY NOT NULL,
	"fabric_name" text NOT NULL,
	CONSTRAINT "fabrics_fabric_name_unique" UNIQUE("fabric_name")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ottoman_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_fabrics" (
	"product_id" integer NOT NULL,
	"fabric_id" integer NOT NULL,
	CONSTRAINT "product_fabrics_product_id_fabric_id_pk" PRIMARY KEY("product_id","fabric_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"product_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	CONSTRAINT "product_sizes_product_id_size_id_pk" PRIMARY KEY("product_id","size_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description_html" text NOT NULL,
	"sku" text NOT NULL,
	"price_cents" integer NOT NULL,
	"stock" integer DEFAULT -1 NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"storage_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_price_cents_nonneg" CHECK ("products"."price_cents" >= 0),
	CONSTRAINT "products_stock_min" CHECK ("products"."stock" >= -1)
);
--> statement-breakpoint
CREATE TABLE "sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"length_cm" integer,
	"width_cm" integer,
	"height_cm" integer,
	CONSTRAINT "sizes_label_unique" UNIQUE("label")
);
--> statement-breakpoint
CREATE TABLE "variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"size_id" integer,
	"fabric_id" integer,
	"fabric_color_id" integer,
	"price_cents" integer NOT NULL,
	CONSTRAINT "variations_price_cents_nonneg" CHECK ("variations"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cloud_storage_base" ADD CONSTRAINT "cloud_storage_base_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabric_colors" ADD CONSTRAINT "fabric_colors_fabric_id_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."fabrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ottoman_prices" ADD CONSTRAINT "ottoman_prices_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ottoman_prices" ADD CONSTRAINT "ottoman_prices_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_fabrics" ADD CONSTRAINT "product_fabrics_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_fabrics" ADD CONSTRAINT "product_fabrics_fabric_id_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."fabrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_fabric_id_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."fabrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_fabric_color_id_fabric_colors_id_fk" FOREIGN KEY ("fabric_color_id") REFERENCES "public"."fabric_colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_lower_idx" ON "categories" USING btree (lower("category_name"));--> statement-breakpoint
CREATE INDEX "fabric_colors_fabric_idx" ON "fabric_colors" USING btree ("fabric_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ottoman_prices_category_size_idx" ON "ottoman_prices" USING btree ("category_id","size_id");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_sizes_size_idx" ON "product_sizes" USING btree ("size_id");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "variations_product_idx" ON "variations" USING btree ("product_id");