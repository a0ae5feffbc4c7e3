-- Saved searches keep every district and format chosen on the list (decision 061).
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "district_codes" varchar(6)[];--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "format_ids" integer[];--> statement-breakpoint
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'saved_searches' AND column_name = 'district_code') THEN
    UPDATE "saved_searches" SET "district_codes" = array["district_code"] WHERE "district_code" IS NOT NULL AND "district_codes" IS NULL;
    UPDATE "saved_searches" SET "format_ids" = array["format_id"] WHERE "format_id" IS NOT NULL AND "format_ids" IS NULL;
  END IF;
END $$;--> statement-breakpoint
DROP INDEX IF EXISTS "saved_searches_match_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_searches_match_idx" ON "saved_searches" USING btree ("kind","city_code") WHERE not paused;--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN IF EXISTS "district_code";--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN IF EXISTS "format_id";
