-- Issue 26: staff roles. Every existing shop admin becomes an OWNER (everything, staff
-- management); customers have no staff role.
ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
UPDATE "users" SET "staff_role" = 'OWNER' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_valid" CHECK ("users"."staff_role" in ('OWNER', 'SALES', 'ACCOUNTS', 'WAREHOUSE', 'CONTENT'));
