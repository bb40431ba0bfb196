-- Issue 24: every trade account becomes a company. The applicant's users row stays the company
-- account (credit, orders, invoices and statements keep hanging off its id) and its user becomes
-- the COMPANY_ADMIN; invited users point at it through company_id. Orders record who placed them.
CREATE TABLE "company_invitations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_status_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "order_limit_cents" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "month_limit_cents" integer;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_invitations_user_idx" ON "company_invitations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_user_id_users_id_fk" FOREIGN KEY ("placed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
UPDATE "users" SET "company_id" = "id", "company_role" = 'COMPANY_ADMIN' WHERE "role" = 'customer';--> statement-breakpoint
UPDATE "orders" SET "placed_by_user_id" = "user_id";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_order_limit_nonneg" CHECK ("users"."order_limit_cents" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_month_limit_nonneg" CHECK ("users"."month_limit_cents" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_role_valid" CHECK ("users"."company_role" in ('COMPANY_ADMIN', 'BUYER', 'APPROVER', 'ACCOUNTS'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_valid" CHECK ("users"."status" in ('pending', 'approved', 'rejected', 'blocked', 'invited', 'suspended', 'removed'));
