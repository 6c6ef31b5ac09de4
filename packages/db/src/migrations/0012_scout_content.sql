ALTER TABLE "news_items" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "body_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "hotlink_url" text;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "source" text DEFAULT 'operator' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_slug_unique" UNIQUE("slug");--> statement-breakpoint
CREATE INDEX "news_items_date_idx" ON "news_items" USING btree ("date" DESC, "id" DESC);--> statement-breakpoint
ALTER TABLE "elements" ADD COLUMN "news_return" timestamp with time zone;
