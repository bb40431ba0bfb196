CREATE TABLE "saved_list_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"sku" text NOT NULL,
	"size_id" integer,
	"size_label" text,
	"fabric_id" integer,
	"fabric_name" text,
	"fabric_color_id" integer,
	"fabric_color_name" text,
	"storage" text DEFAULT 'NONE' NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_list_lines_quantity_range" CHECK ("saved_list_lines"."quantity" between 1 and 99),
	CONSTRAINT "saved_list_lines_storage_valid" CHECK ("saved_list_lines"."storage" in ('NONE', 'OTTOMAN', 'CLOUD_STORAGE'))
);
--> statement-breakpoint
CREATE TABLE "saved_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_lists_name_length" CHECK (char_length("saved_lists"."name") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "saved_list_lines" ADD CONSTRAINT "saved_list_lines_list_id_saved_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."saved_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_lists" ADD CONSTRAINT "saved_lists_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_lists" ADD CONSTRAINT "saved_lists_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_list_lines_list_idx" ON "saved_list_lines" USING btree ("list_id","id");--> statement-breakpoint
CREATE INDEX "saved_lists_account_idx" ON "saved_lists" USING btree ("account_id","id");