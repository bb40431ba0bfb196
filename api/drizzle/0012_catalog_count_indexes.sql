-- Issue 12 (catalog at scale): the category and size links are indexed as (category, product) and
-- (size, product), so category pages, the filter and the filter panel's counts read product ids
-- from the index alone (index-only scans, already in product id order for a merge join) instead of
-- visiting the table. They replace the single-column indexes, which they cover.
DROP INDEX "product_categories_category_idx";--> statement-breakpoint
DROP INDEX "product_sizes_size_idx";--> statement-breakpoint
CREATE INDEX "product_categories_category_product_idx" ON "product_categories" USING btree ("category_id","product_id");--> statement-breakpoint
CREATE INDEX "product_sizes_size_product_idx" ON "product_sizes" USING btree ("size_id","product_id");