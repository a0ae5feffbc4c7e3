ALTER TABLE "malls" ADD COLUMN IF NOT EXISTS "geo" "point" GENERATED ALWAYS AS (point(lng, lat)) STORED;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN IF NOT EXISTS "geo" "point" GENERATED ALWAYS AS (point(lng, lat)) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "malls_geo_idx" ON "malls" USING gist ("geo");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_geo_idx" ON "shops" USING gist ("geo") INCLUDE ("kind","city_code","district_code","area","monthly_rent","grade","floor","opening_status","mall_id","format_ids") WHERE status = 'published';
