ALTER TABLE "uploads" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN IF NOT EXISTS "operator" varchar(64);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "uploads_url_idx" ON "uploads" USING btree ("url");
