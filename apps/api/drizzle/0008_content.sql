CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" varchar(8) NOT NULL,
	"page_name" varchar(64) NOT NULL,
	"page_code" varchar(8) NOT NULL,
	"module_code" varchar(8) NOT NULL,
	"event_code" varchar(8) NOT NULL,
	"path" varchar(500) NOT NULL,
	"title" varchar(120),
	"region_id" varchar(16) NOT NULL,
	"user_id" varchar(32),
	"share_channel" varchar(128),
	"share_id" varchar(128),
	"clue_unique_id" varchar(128),
	"clue_qr_id" varchar(128),
	"click_id" varchar(128),
	"share_unique_id" varchar(36),
	"referrer" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chamber_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"chamber_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"title" varchar(120) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"content" text NOT NULL,
	"cover_url" varchar(512) NOT NULL,
	"location" varchar(120) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"video_id" integer,
	"status" varchar(16) DEFAULT 'published' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chambers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(20) NOT NULL,
	"name" varchar(64) NOT NULL,
	"city_code" varchar(6) NOT NULL,
	"intro" text NOT NULL,
	"president" varchar(32) NOT NULL,
	"member_count" integer NOT NULL,
	"founded_year" smallint NOT NULL,
	"cover_url" varchar(512) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"address" varchar(200) NOT NULL,
	"highlights" text[] NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "chambers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "conferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"title" varchar(120) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"content" text NOT NULL,
	"cover_url" varchar(512) NOT NULL,
	"speaker" varchar(32) NOT NULL,
	"speaker_title" varchar(64) NOT NULL,
	"city_code" varchar(6) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"agenda" jsonb NOT NULL,
	"mall_ids" integer[] NOT NULL,
	"video_id" integer,
	"views" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'published' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultant_collects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"consultant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultant_evaluations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consultant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"service_code" varchar(24) NOT NULL,
	"stars" smallint NOT NULL,
	"content" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cooperation_programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(24) NOT NULL,
	"title" varchar(120) NOT NULL,
	"partner" varchar(100) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"content" text NOT NULL,
	"cover_url" varchar(512) NOT NULL,
	"city_code" varchar(6),
	"tags" varchar(16)[] NOT NULL,
	"benefits" text[] NOT NULL,
	"requirements" text[] NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"status" varchar(16) DEFAULT 'published' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "franchise_profiles" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"join_fee" numeric(8, 1) NOT NULL,
	"deposit" numeric(8, 1) NOT NULL,
	"royalty_text" varchar(64) NOT NULL,
	"payback_months" smallint NOT NULL,
	"support" jsonb NOT NULL,
	"conditions" text[] NOT NULL,
	"process" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investment_screen_configs" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"title" varchar(64) NOT NULL,
	"subtitle" varchar(120) NOT NULL,
	"slogan" varchar(120) NOT NULL,
	"date_text" varchar(64) NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_service_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_code" varchar(16) NOT NULL,
	"name" varchar(100) NOT NULL,
	"logo_url" varchar(512) NOT NULL,
	"intro" text NOT NULL,
	"city_codes" varchar(6)[] NOT NULL,
	"rating" numeric(3, 1) NOT NULL,
	"case_count" integer NOT NULL,
	"price_text" varchar(64) NOT NULL,
	"features" text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'published' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_services" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"name" varchar(16) NOT NULL,
	"slogan" varchar(100) NOT NULL,
	"description" text NOT NULL,
	"cover_url" varchar(512) NOT NULL,
	"highlights" text[] NOT NULL,
	"steps" jsonb NOT NULL,
	"faqs" jsonb NOT NULL,
	"sort" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"consultant_id" integer,
	"category" varchar(8) NOT NULL,
	"content" varchar(500) NOT NULL,
	"liaison" varchar(20) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"status" varchar(16) DEFAULT 'new' NOT NULL,
	"answer" text,
	"deadline_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"share_unique_id" varchar(36) NOT NULL,
	"member_id" bigint,
	"clue_unique_id" varchar(128),
	"share_url" varchar(1000) NOT NULL,
	"need_login" boolean NOT NULL,
	"mini_code_size" smallint NOT NULL,
	"channel" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shares_share_unique_id_unique" UNIQUE("share_unique_id")
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"key" varchar(32) PRIMARY KEY NOT NULL,
	"title" varchar(64) NOT NULL,
	"subtitle" varchar(200) NOT NULL,
	"sections" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subsites" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(32) NOT NULL,
	"city_code" varchar(6) NOT NULL,
	"title" varchar(64) NOT NULL,
	"slogan" varchar(120) NOT NULL,
	"hotline" varchar(32) NOT NULL,
	"banner_url" varchar(512) NOT NULL,
	CONSTRAINT "subsites_code_unique" UNIQUE("code"),
	CONSTRAINT "subsites_city_code_unique" UNIQUE("city_code")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(120) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"poster_url" varchar(512) NOT NULL,
	"file" varchar(64) NOT NULL,
	"mime_type" varchar(32) NOT NULL,
	"duration_sec" integer NOT NULL,
	"conference_id" integer,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" varchar(16) DEFAULT 'published' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_page_idx" ON "analytics_events" USING btree ("page_name","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_type_idx" ON "analytics_events" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "chamber_events_chamber_idx" ON "chamber_events" USING btree ("chamber_id","starts_at");--> statement-breakpoint
CREATE INDEX "conferences_kind_idx" ON "conferences" USING btree ("kind","status","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consultant_collect_uq" ON "consultant_collects" USING btree ("member_id","consultant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consultant_eval_once_uq" ON "consultant_evaluations" USING btree ("member_id","consultant_id","service_code");--> statement-breakpoint
CREATE INDEX "consultant_eval_consultant_idx" ON "consultant_evaluations" USING btree ("consultant_id","created_at");--> statement-breakpoint
CREATE INDEX "coop_programmes_kind_idx" ON "cooperation_programmes" USING btree ("kind","status","published_at");--> statement-breakpoint
CREATE INDEX "ms_providers_service_idx" ON "merchant_service_providers" USING btree ("service_code","status");--> statement-breakpoint
CREATE INDEX "questions_member_idx" ON "questions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "questions_consultant_idx" ON "questions" USING btree ("consultant_id");--> statement-breakpoint
CREATE INDEX "shares_member_idx" ON "shares" USING btree ("member_id");