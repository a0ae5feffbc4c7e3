DROP INDEX "shops_district_idx";--> statement-breakpoint
DROP INDEX "shops_traffic_sort_idx";--> statement-breakpoint
CREATE INDEX "shops_district_count_idx" ON "shops" USING btree ("kind","city_code","status","district_code","area","grade","format_ids");--> statement-breakpoint
CREATE INDEX "shops_traffic_sort_idx" ON "shops" USING btree ("kind","city_code","status","daily_traffic","district_code","grade","area");--> statement-breakpoint
-- A district lies in one city: without this the planner multiplies the two selectivities, expects
-- a district's list to hold a sixth of its units, and reads it by bitmap through the whole city
-- (a Beijing district at 1,000,000 units: 2–3 s under load). Not expressible in the Drizzle schema.
CREATE STATISTICS IF NOT EXISTS "shops_city_district_stx" (dependencies) ON "city_code", "district_code" FROM "shops";--> statement-breakpoint
ANALYZE "shops";
