CREATE TABLE "credit_note_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_note_id" integer NOT NULL,
	"invoice_line_id" integer NOT NULL,
	"description" text NOT NULL,
	"tracking_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_net_cents" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issue_date" date NOT NULL,
	"reason" text NOT NULL,
	"cancelled_by" text NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"buyer_po_number" text,
	"seller" jsonb,
	"customer" jsonb NOT NULL,
	CONSTRAINT "credit_notes_amounts" CHECK ("credit_notes"."net_cents" + "credit_notes"."vat_cents" = "credit_notes"."gross_cents")
);
--> statement-breakpoint
CREATE TABLE "document_sequences" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_sequences_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"order_id" integer,
	"line_index" integer NOT NULL,
	"description" text NOT NULL,
	"tracking_id" text NOT NULL,
	"reference_number" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_net_cents" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	CONSTRAINT "invoice_lines_amounts" CHECK ("invoice_lines"."net_cents" + "invoice_lines"."vat_cents" = "invoice_lines"."gross_cents")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" integer NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issue_date" date NOT NULL,
	"supply_date" date NOT NULL,
	"due_date" date NOT NULL,
	"payment_terms_days" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"buyer_po_number" text,
	"seller" jsonb,
	"customer" jsonb NOT NULL,
	"ship_to" text NOT NULL,
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."net_cents" + "invoices"."vat_cents" = "invoices"."gross_cents")
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_entry_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_allocations_positive" CHECK ("payment_allocations"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_kind_valid";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "credit_note_id" integer;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "reverses_entry_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_rate_bp" integer DEFAULT 2300 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "vat_rate_bp" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "buyer_po_number" text;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_entry_id_credit_ledger_id_fk" FOREIGN KEY ("payment_entry_id") REFERENCES "public"."credit_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_note_lines_invoice_line_idx" ON "credit_note_lines" USING btree ("invoice_line_id");--> statement-breakpoint
CREATE INDEX "credit_note_lines_note_idx" ON "credit_note_lines" USING btree ("credit_note_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_idx" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_user_idx" ON "credit_notes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","line_index");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_order_idx" ON "invoice_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_purchase_order_idx" ON "invoices" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","due_date");--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_allocations_payment_invoice_idx" ON "payment_allocations" USING btree ("payment_entry_id","invoice_id");--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_reverses_entry_id_credit_ledger_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."credit_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_reverses_idx" ON "credit_ledger" USING btree ("reverses_entry_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_payment_terms_range" CHECK ("users"."payment_terms_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_kind_valid" CHECK ("credit_ledger"."kind" in ('purchase', 'reversal', 'payment', 'payment_reversal'));--> statement-breakpoint
-- Issue 22 backfill: orders placed before purchase orders existed get one per checkout.
INSERT INTO "purchase_orders" ("number", "user_id", "idempotency_key", "net_cents", "vat_cents", "gross_cents", "shipping_address", "shipping_name", "shipping_street", "shipping_city", "shipping_country", "created_at")
SELECT 'pending:' || o."user_id" || ':' || o."idempotency_key", o."user_id", o."idempotency_key",
  sum(o."unit_price_cents" * o."quantity"), sum(o."unit_vat_cents" * o."quantity"), sum(o."total_cents"),
  min(o."shipping_address"), min(o."shipping_name"), min(o."shipping_street"), min(o."shipping_city"), min(o."shipping_country"), min(o."created_at")
FROM "orders" o WHERE o."purchase_order_id" IS NULL
GROUP BY o."user_id", o."idempotency_key"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "orders" o SET "purchase_order_id" = p."id" FROM "purchase_orders" p
WHERE o."purchase_order_id" IS NULL AND p."user_id" = o."user_id" AND p."idempotency_key" = o."idempotency_key";--> statement-breakpoint
UPDATE "purchase_orders" SET "number" = 'PO-' || lpad("id"::text, 6, '0') WHERE "number" LIKE 'pending:%';--> statement-breakpoint
-- Every purchase order gets its invoice, numbered per Irish calendar year in date order, due after the account's terms.
INSERT INTO "invoices" ("number", "user_id", "purchase_order_id", "issued_at", "issue_date", "supply_date", "due_date", "payment_terms_days", "net_cents", "vat_cents", "gross_cents", "buyer_po_number", "customer", "ship_to")
SELECT 'INV-' || p."y" || '-' || lpad((row_number() OVER (PARTITION BY p."y" ORDER BY p."created_at", p."id"))::text, 6, '0'),
  p."user_id", p."id", p."created_at", p."d", p."d", p."d" + u."payment_terms_days", u."payment_terms_days",
  (SELECT coalesce(sum(o."unit_price_cents" * o."quantity"), 0) FROM "orders" o WHERE o."purchase_order_id" = p."id"),
  (SELECT coalesce(sum(o."unit_vat_cents" * o."quantity"), 0) FROM "orders" o WHERE o."purchase_order_id" = p."id"),
  (SELECT coalesce(sum(o."total_cents"), 0) FROM "orders" o WHERE o."purchase_order_id" = p."id"),
  NULL,
  jsonb_build_object(
    'companyName', nullif(u."company_name", ''),
    'fullName', u."full_name",
    'addressLines', to_jsonb(array_remove(ARRAY[trim(u."office_address"), trim(concat_ws(' ', nullif(u."office_city", ''), nullif(u."office_eir_code", ''))), trim(u."country")], '')),
    'vatNumber', NULL,
    'email', coalesce(nullif(u."invoice_email", ''), u."email")),
  concat_ws(E'\n', nullif(p."shipping_name", ''), nullif(p."shipping_address", ''))
FROM (SELECT po.*, extract(year FROM po."created_at" AT TIME ZONE 'Europe/Dublin')::int AS "y", (po."created_at" AT TIME ZONE 'Europe/Dublin')::date AS "d" FROM "purchase_orders" po) p
JOIN "users" u ON u."id" = p."user_id";--> statement-breakpoint
INSERT INTO "invoice_lines" ("invoice_id", "order_id", "line_index", "description", "tracking_id", "reference_number", "quantity", "unit_net_cents", "vat_rate_bp", "net_cents", "vat_cents", "gross_cents")
SELECT i."id", o."id", o."line_index",
  o."product_name" || coalesce(' (' || nullif(concat_ws(', ', o."size_label", o."fabric_name", o."fabric_color_name", CASE o."storage_type" WHEN 'Non Ottoman' THEN NULL ELSE o."storage_type" END), '') || ')', ''),
  o."tracking_id", o."reference_number", o."quantity", o."unit_price_cents", o."vat_rate_bp",
  o."unit_price_cents" * o."quantity", o."unit_vat_cents" * o."quantity", o."total_cents"
FROM "orders" o JOIN "invoices" i ON i."purchase_order_id" = o."purchase_order_id";--> statement-breakpoint
UPDATE "credit_ledger" l SET "invoice_id" = il."invoice_id" FROM "invoice_lines" il
WHERE l."kind" = 'purchase' AND il."order_id" = l."order_id";--> statement-breakpoint
-- Every order cancelled before the books gets its credit note, numbered in order of cancellation.
INSERT INTO "credit_notes" ("number", "user_id", "invoice_id", "issued_at", "issue_date", "reason", "cancelled_by", "net_cents", "vat_cents", "gross_cents", "buyer_po_number", "customer")
SELECT 'CN-' || c."y" || '-' || lpad((row_number() OVER (PARTITION BY c."y" ORDER BY c."at", c."order_id"))::text, 6, '0'),
  c."user_id", c."invoice_id", c."at", (c."at" AT TIME ZONE 'Europe/Dublin')::date,
  'Order ' || c."tracking_id" || ' cancelled',
  CASE WHEN EXISTS (SELECT 1 FROM "audit_log" a WHERE a."entity" = 'order' AND a."action" = 'cancel' AND a."entity_id" = c."order_id"::text) THEN 'admin' ELSE 'customer' END,
  c."net_cents", c."vat_cents", c."gross_cents", NULL, i."customer"
FROM (SELECT o."id" AS "order_id", o."user_id", o."tracking_id", il."invoice_id", il."net_cents", il."vat_cents", il."gross_cents",
        coalesce(o."cancelled_at", o."created_at") AS "at",
        extract(year FROM coalesce(o."cancelled_at", o."created_at") AT TIME ZONE 'Europe/Dublin')::int AS "y"
      FROM "orders" o JOIN "invoice_lines" il ON il."order_id" = o."id" WHERE o."status" = 'cancelled') c
JOIN "invoices" i ON i."id" = c."invoice_id";--> statement-breakpoint
INSERT INTO "credit_note_lines" ("credit_note_id", "invoice_line_id", "description", "tracking_id", "quantity", "unit_net_cents", "vat_rate_bp", "net_cents", "vat_cents", "gross_cents")
SELECT cn."id", il."id", il."description", il."tracking_id", il."quantity", il."unit_net_cents", il."vat_rate_bp", il."net_cents", il."vat_cents", il."gross_cents"
FROM "credit_notes" cn JOIN "invoice_lines" il ON il."invoice_id" = cn."invoice_id" AND cn."reason" = 'Order ' || il."tracking_id" || ' cancelled';--> statement-breakpoint
UPDATE "credit_ledger" l SET "credit_note_id" = cnl."credit_note_id"
FROM "credit_note_lines" cnl JOIN "invoice_lines" il ON il."id" = cnl."invoice_line_id"
WHERE l."kind" = 'reversal' AND l."order_id" = il."order_id";--> statement-breakpoint
INSERT INTO "document_sequences" ("series", "year", "last_number")
SELECT 'INV', split_part("number", '-', 2)::int, max(split_part("number", '-', 3)::int) FROM "invoices" GROUP BY 2
UNION ALL
SELECT 'CN', split_part("number", '-', 2)::int, max(split_part("number", '-', 3)::int) FROM "credit_notes" GROUP BY 2;--> statement-breakpoint
-- Payments recorded before the books are allocated to the account's invoices, oldest due first.
DO $$
DECLARE
  pay record;
  inv record;
  left_cents integer;
  take integer;
BEGIN
  FOR pay IN SELECT "id", "user_id", "amount_cents", "created_at" FROM "credit_ledger" WHERE "kind" = 'payment' ORDER BY "created_at", "id" LOOP
    left_cents := pay."amount_cents";
    FOR inv IN
      SELECT i."id", i."gross_cents"
        - coalesce((SELECT sum(cn."gross_cents") FROM "credit_notes" cn WHERE cn."invoice_id" = i."id"), 0)
        - coalesce((SELECT sum(a."amount_cents") FROM "payment_allocations" a WHERE a."invoice_id" = i."id"), 0) AS "open_cents"
      FROM "invoices" i WHERE i."user_id" = pay."user_id" ORDER BY i."due_date", i."id"
    LOOP
      EXIT WHEN left_cents <= 0;
      IF inv."open_cents" > 0 THEN
        take := least(left_cents, inv."open_cents");
        INSERT INTO "payment_allocations" ("payment_entry_id", "invoice_id", "amount_cents", "created_at") VALUES (pay."id", inv."id", take, pay."created_at");
        left_cents := left_cents - take;
      END IF;
    END LOOP;
  END LOOP;
END $$;
