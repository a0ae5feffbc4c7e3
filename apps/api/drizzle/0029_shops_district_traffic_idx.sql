CREATE INDEX "shops_district_traffic_idx" ON "shops" USING btree ("kind","city_code","status","district_code","daily_traffic","id","grade","area","format_ids","floor","opening_status");--> statement-breakpoint
DROP INDEX "shops_district_count_idx";
