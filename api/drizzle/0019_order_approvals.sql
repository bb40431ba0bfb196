-- Issue 24 spending limits and approval: checkouts over a company user's limits or the company
-- rule wait in order_approvals with their credit reserved; the rule lives on the account row.
CREATE TABLE "order_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"placed_by_user_id" integer,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_cents" integer NOT NULL,
	"reasons" text[] NOT NULL,
	"checkout" jsonb NOT NULL,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"note" text,
	"purchase_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_approvals_total_nonneg" CHECK ("order_approvals"."total_cents" >= 0),
	CONSTRAINT "order_approvals_status_valid" CHECK ("order_approvals"."status" in ('pending', 'approved', 'rejected', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "approval_above_cents" integer;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_placed_by_user_id_users_id_fk" FOREIGN KEY ("placed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_approvals_idempotency_idx" ON "order_approvals" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "order_approvals_account_status_idx" ON "order_approvals" USING btree ("account_id","status");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_approval_above_nonneg" CHECK ("users"."approval_above_cents" >= 0);
