DROP INDEX IF EXISTS "shops_mall_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_mall_status_idx" ON "shops" USING btree ("mall_id","kind","status","opening_status");
