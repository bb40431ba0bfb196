-- Issue 26: news items get a title, a draft / published state and a publish date; items that
-- exist stay published from the day they were created.
ALTER TABLE "news" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "publish_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "news" SET "publish_at" = "created_at";--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_status_valid" CHECK ("news"."status" in ('draft', 'published'));