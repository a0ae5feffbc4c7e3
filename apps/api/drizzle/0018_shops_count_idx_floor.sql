DROP INDEX "shops_count_idx";--> statement-breakpoint
CREATE INDEX "shops_count_idx" ON "shops" USING btree ("kind","city_code","status","area","grade","format_ids","district_code","floor");