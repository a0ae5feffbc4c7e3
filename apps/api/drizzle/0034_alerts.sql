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
CREATE INDEX IF NOT EXISTS "saved_searches_match_idx" ON "saved_searches" USING btree ("kind","city_code","district_code","format_id") WHERE not paused;--> statement-breakpoint
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