DROP INDEX "shops_rent_sort_idx";--> statement-breakpoint
CREATE INDEX "shops_rent_sort_idx" ON "shops" USING btree ("kind","city_code","status","monthly_rent","district_code","grade","area");