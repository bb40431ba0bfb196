-- Issue 29 (admin at scale): indexes of the admin order and account lists at 100,000 orders and
-- 10,000 accounts — pg_trgm (migration 0010; PGlite loads it, src/db/client.ts) for their substring
-- searches, btree indexes for their sorts (newest first, total, product, company).
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_company_name_trgm_idx" ON "users" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_company_name_lower_idx" ON "users" USING btree (lower("company_name"),"id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_cents","id");--> statement-breakpoint
CREATE INDEX "orders_product_name_lower_idx" ON "orders" USING btree (lower("product_name"),"id");--> statement-breakpoint
CREATE INDEX "orders_tracking_id_trgm_idx" ON "orders" USING gin ("tracking_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_reference_trgm_idx" ON "orders" USING gin ("reference_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_product_name_trgm_idx" ON "orders" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_number_trgm_idx" ON "purchase_orders" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_buyer_po_trgm_idx" ON "purchase_orders" USING gin ("buyer_po_number" gin_trgm_ops);