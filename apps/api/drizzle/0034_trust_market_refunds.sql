-- Stored files follow their records (decision 048)
ALTER TABLE "uploads" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN IF NOT EXISTS "operator" varchar(64);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "uploads_url_idx" ON "uploads" USING btree ("url");
--> statement-breakpoint
-- Buyers' refund requests (decision 052)
CREATE TABLE IF NOT EXISTS "payment_refund_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"buyer_member_id" bigint NOT NULL,
	"reason" varchar(200) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"decision_reason" varchar(200),
	"operator" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payment_refund_requests_order_pending_uq" ON "payment_refund_requests" USING btree ("order_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_refund_requests_status_idx" ON "payment_refund_requests" USING btree ("status","id");
--> statement-breakpoint
-- Rent history and market medians (decision 060)
CREATE TABLE IF NOT EXISTS "market_rent_trends" (
	"key" varchar(48) PRIMARY KEY NOT NULL,
	"points" jsonb NOT NULL,
	"computed_day" date NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "rent_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" bigint NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"rent_day_sqm" numeric(10, 2) NOT NULL,
	"monthly_rent" integer NOT NULL,
	"source" varchar(8) NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rent_changes_shop_idx" ON "rent_changes" USING btree ("shop_id","changed_at");
--> statement-breakpoint
-- Every rent a unit takes is recorded here, whatever writes it (decision 060). An import or a batch
-- names itself with set_config('shp.rent_source', 'import', true); an operator's edit is the default.
CREATE OR REPLACE FUNCTION record_rent_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.rent = OLD.rent AND NEW.rent_unit = OLD.rent_unit AND NEW.area = OLD.area THEN
    RETURN NEW;
  END IF;
  INSERT INTO rent_changes (shop_id, changed_at, rent_day_sqm, monthly_rent, source)
  VALUES (
    NEW.id,
    CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE now() END,
    round(CASE WHEN NEW.rent_unit = 'day_sqm' THEN NEW.rent ELSE NEW.rent / greatest(NEW.area, 1) / 30 END, 2),
    NEW.monthly_rent,
    CASE
      WHEN TG_OP = 'INSERT' THEN 'listing'
      WHEN coalesce(current_setting('shp.rent_source', true), '') IN ('import', 'seed') THEN current_setting('shp.rent_source', true)
      ELSE 'edit'
    END
  );
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "shops_rent_changes" ON "shops";
--> statement-breakpoint
CREATE TRIGGER "shops_rent_changes" AFTER INSERT OR UPDATE OF "rent", "rent_unit", "area" ON "shops"
  FOR EACH ROW EXECUTE FUNCTION record_rent_change();
--> statement-breakpoint
-- Units listed before this migration start their history at their listing (a no-op on a fresh database).
INSERT INTO rent_changes (shop_id, changed_at, rent_day_sqm, monthly_rent, source)
SELECT s.id, s.created_at,
  round(CASE WHEN s.rent_unit = 'day_sqm' THEN s.rent ELSE s.rent / greatest(s.area, 1) / 30 END, 2),
  s.monthly_rent, 'listing'
FROM shops s
WHERE NOT EXISTS (SELECT 1 FROM rent_changes r WHERE r.shop_id = s.id);
--> statement-breakpoint
-- Saved searches and listing trust (decisions 061, 062)
CREATE TABLE IF NOT EXISTS "listing_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"listing_id" bigint NOT NULL,
	"change" varchar(12) NOT NULL,
	"title" varchar(120) NOT NULL,
	"link" varchar(256) NOT NULL,
	"city_code" varchar(6) NOT NULL,
	"district_code" varchar(6) NOT NULL,
	"format_ids" integer[] NOT NULL,
	"area" numeric(9, 2) NOT NULL,
	"rent" numeric(12, 2) NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"matched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "saved_searches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"name" varchar(40) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"city_code" varchar(6) NOT NULL,
	"district_code" varchar(6),
	"format_id" integer,
	"area_min" numeric(9, 2),
	"area_max" numeric(9, 2),
	"rent_min" numeric(12, 2),
	"rent_max" numeric(12, 2),
	"geo_box" "box",
	"geo_polygon" "polygon",
	"link" varchar(1000) NOT NULL,
	"sms_digest" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "subscription_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"search_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"change_id" bigint NOT NULL,
	"wants_sms" boolean DEFAULT false NOT NULL,
	"sms_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "subscription_sms_digests" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_sms_digests_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "listing_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"target" varchar(8) NOT NULL,
	"listing_id" bigint NOT NULL,
	"member_id" bigint,
	"reason" varchar(12) NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"resolution" varchar(500),
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "listing_verifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"target" varchar(8) NOT NULL,
	"listing_id" bigint NOT NULL,
	"verified_on" date NOT NULL,
	"evidence" varchar(500) NOT NULL,
	"document_url" varchar(512) NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_indexes WHERE indexname = 'shops_kind_status_idx' AND indexdef NOT LIKE '%fresh%') THEN DROP INDEX "shops_kind_status_idx"; END IF; END $$;--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_indexes WHERE indexname = 'shops_traffic_sort_idx' AND indexdef NOT LIKE '%fresh%') THEN DROP INDEX "shops_traffic_sort_idx"; END IF; END $$;--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_indexes WHERE indexname = 'shops_district_traffic_idx' AND indexdef NOT LIKE '%fresh%') THEN DROP INDEX "shops_district_traffic_idx"; END IF; END $$;--> statement-breakpoint
ALTER TABLE "malls" ADD COLUMN IF NOT EXISTS "fresh" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "malls" ADD COLUMN IF NOT EXISTS "verified_on" date;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN IF NOT EXISTS "fresh" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN IF NOT EXISTS "verified_on" date;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listing_changes_pending_idx" ON "listing_changes" USING btree ("id") WHERE matched_at is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_searches_member_idx" ON "saved_searches" USING btree ("member_id","id");--> statement-breakpoint
-- Guarded: 0036_s28-decide2 replaces these columns with arrays; a re-run after it must not fail.
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'saved_searches' AND column_name = 'district_code') THEN
    CREATE INDEX IF NOT EXISTS "saved_searches_match_idx" ON "saved_searches" USING btree ("kind","city_code","district_code","format_id") WHERE not paused;
  END IF;
END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_searches_geo_idx" ON "saved_searches" USING gist ("geo_box") WHERE not paused and geo_box is not null;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "subscription_alerts_once_idx" ON "subscription_alerts" USING btree ("search_id","change_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscription_alerts_sms_idx" ON "subscription_alerts" USING btree ("member_id") WHERE wants_sms and sms_sent_at is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscription_alerts_change_idx" ON "subscription_alerts" USING btree ("change_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listing_reports_listing_idx" ON "listing_reports" USING btree ("target","listing_id","status");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listing_reports_queue_idx" ON "listing_reports" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "listing_reports_member_open_idx" ON "listing_reports" USING btree ("target","listing_id","member_id") WHERE status = 'open' and member_id is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listing_verifications_listing_idx" ON "listing_verifications" USING btree ("target","listing_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_kind_status_idx" ON "shops" USING btree ("kind","status","fresh","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_traffic_sort_idx" ON "shops" USING btree ("kind","city_code","status","fresh","daily_traffic","id","district_code","grade","area","format_ids");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_district_traffic_idx" ON "shops" USING btree ("kind","city_code","status","district_code","fresh","daily_traffic","id","grade","area","format_ids");
