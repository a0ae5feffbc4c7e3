ALTER TABLE "listing_changes" ADD COLUMN IF NOT EXISTS "floor" varchar(8);--> statement-breakpoint
ALTER TABLE "listing_changes" ADD COLUMN IF NOT EXISTS "search" "tsvector";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "keyword" varchar(50);--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "keyword_query" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "floors" varchar(8)[];