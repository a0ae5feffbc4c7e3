CREATE TABLE "regions" (
	"code" varchar(6) PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"short_name" varchar(32) NOT NULL,
	"level" smallint NOT NULL,
	"parent_code" varchar(6),
	"province_code" varchar(6) NOT NULL,
	"initial" varchar(1) NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"tier" varchar(8),
	"lat" double precision,
	"lng" double precision,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adverts" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" varchar(32) NOT NULL,
	"title" varchar(120) NOT NULL,
	"subtitle" varchar(200) DEFAULT '' NOT NULL,
	"image_url" varchar(512) NOT NULL,
	"link_url" varchar(512) NOT NULL,
	"height" smallint NOT NULL,
	"city_code" varchar(6),
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" varchar(16) DEFAULT 'published' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(64) NOT NULL,
	"version" varchar(16) NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" varchar(16) NOT NULL,
	"title" varchar(120) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"content" text NOT NULL,
	"cover_url" varchar(512) NOT NULL,
	"author" varchar(32) NOT NULL,
	"source" varchar(32) NOT NULL,
	"mall_id" integer,
	"brand_id" integer,
	"city_code" varchar(6),
	"tags" varchar(16)[] NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"status" varchar(16) DEFAULT 'published' NOT NULL,
	"search" "tsvector"
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(180) NOT NULL,
	"format_id" integer NOT NULL,
	"logo_url" varchar(512) NOT NULL,
	"slogan" varchar(200) NOT NULL,
	"intro" text NOT NULL,
	"origin" varchar(32) NOT NULL,
	"founded_year" smallint NOT NULL,
	"store_count" integer NOT NULL,
	"area_min" integer NOT NULL,
	"area_max" integer NOT NULL,
	"expand_cities" varchar(6)[] NOT NULL,
	"franchise" boolean DEFAULT false NOT NULL,
	"invest_min" integer,
	"invest_max" integer,
	"hot" boolean DEFAULT false NOT NULL,
	"status" varchar(16) DEFAULT 'published' NOT NULL,
	"search" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(120) NOT NULL,
	"brand_id" integer NOT NULL,
	"mall_id" integer NOT NULL,
	"summary" varchar(300) NOT NULL,
	"content" text NOT NULL,
	"cover_url" varchar(512) NOT NULL,
	"opened_at" date NOT NULL,
	"status" varchar(16) DEFAULT 'published' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultants" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"avatar_url" varchar(512) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"title" varchar(64) NOT NULL,
	"city_code" varchar(6) NOT NULL,
	"years" smallint NOT NULL,
	"intro" text NOT NULL,
	"specialties" text[] NOT NULL,
	"rating" numeric(3, 2) NOT NULL,
	"service_count" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'published' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "formats" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_code" varchar(32) NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_configs_channel_code_unique" UNIQUE("channel_code")
);
--> statement-breakpoint
CREATE TABLE "mall_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"mall_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"floor" varchar(8) NOT NULL,
	"opened_at" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_floors" (
	"id" serial PRIMARY KEY NOT NULL,
	"mall_id" integer NOT NULL,
	"floor" varchar(8) NOT NULL,
	"theme" varchar(64) NOT NULL,
	"area" integer NOT NULL,
	"sort" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "malls" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"city_code" varchar(6) NOT NULL,
	"district_code" varchar(6) NOT NULL,
	"address" varchar(200) NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"open_status" varchar(16) NOT NULL,
	"open_date" date NOT NULL,
	"total_area" integer NOT NULL,
	"business_area" integer NOT NULL,
	"floors_above" smallint NOT NULL,
	"floors_below" smallint NOT NULL,
	"parking_spaces" integer NOT NULL,
	"format_ids" integer[] NOT NULL,
	"rent_min" numeric(8, 2) NOT NULL,
	"rent_max" numeric(8, 2) NOT NULL,
	"daily_traffic" integer NOT NULL,
	"annual_sales" integer NOT NULL,
	"developer" varchar(100) NOT NULL,
	"grade" varchar(2) NOT NULL,
	"leasing_contact" varchar(32) NOT NULL,
	"leasing_phone" varchar(32) NOT NULL,
	"consultant_id" integer,
	"cover_url" varchar(512) NOT NULL,
	"images" jsonb NOT NULL,
	"intro" text NOT NULL,
	"surroundings" jsonb NOT NULL,
	"brochure_url" varchar(512),
	"investment_score" integer NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"status" varchar(16) DEFAULT 'published' NOT NULL,
	"search" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"title" varchar(120) NOT NULL,
	"mall_id" integer,
	"city_code" varchar(6) NOT NULL,
	"district_code" varchar(6) NOT NULL,
	"address" varchar(200) NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"area" numeric(9, 2) NOT NULL,
	"floor" varchar(8) NOT NULL,
	"frontage" numeric(6, 2) NOT NULL,
	"depth" numeric(6, 2) NOT NULL,
	"ceiling_height" numeric(4, 2) NOT NULL,
	"rent" numeric(10, 2) NOT NULL,
	"rent_unit" varchar(16) NOT NULL,
	"monthly_rent" integer NOT NULL,
	"property_fee" numeric(8, 2) NOT NULL,
	"transfer_fee" integer DEFAULT 0 NOT NULL,
	"format_ids" integer[] NOT NULL,
	"opening_status" varchar(16) NOT NULL,
	"grade" varchar(2) NOT NULL,
	"power_kw" integer NOT NULL,
	"water" boolean NOT NULL,
	"exhaust" boolean NOT NULL,
	"gas" boolean NOT NULL,
	"available_date" date NOT NULL,
	"daily_traffic" integer NOT NULL,
	"housekeeper_id" integer NOT NULL,
	"cover_url" varchar(512) NOT NULL,
	"images" jsonb NOT NULL,
	"description" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'published' NOT NULL,
	"search" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"mall_id" integer NOT NULL,
	"city_code" varchar(6) NOT NULL,
	"district_code" varchar(6) NOT NULL,
	"location" varchar(120) NOT NULL,
	"area" integer NOT NULL,
	"lease_types" varchar(16)[] NOT NULL,
	"format_ids" integer[] NOT NULL,
	"price_day" integer NOT NULL,
	"min_days" smallint NOT NULL,
	"daily_traffic" integer NOT NULL,
	"facilities" varchar(16)[] NOT NULL,
	"cover_url" varchar(512) NOT NULL,
	"images" jsonb NOT NULL,
	"description" text NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"status" varchar(16) DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64),
	"user_agent" varchar(256),
	CONSTRAINT "member_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"phone" varchar(11),
	"nick_name" varchar(32) NOT NULL,
	"avatar_url" varchar(512),
	"grade_code" varchar(2) DEFAULT 'L0' NOT NULL,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "members_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "regions_level_idx" ON "regions" USING btree ("level");--> statement-breakpoint
CREATE INDEX "adverts_position_idx" ON "adverts" USING btree ("position","status","sort");--> statement-breakpoint
CREATE INDEX "agreements_code_idx" ON "agreements" USING btree ("code","version");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category","status","published_at");--> statement-breakpoint
CREATE INDEX "articles_mall_idx" ON "articles" USING btree ("mall_id");--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "brands_format_idx" ON "brands" USING btree ("format_id");--> statement-breakpoint
CREATE INDEX "brands_name_idx" ON "brands" USING btree ("name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "brands_search_idx" ON "brands" USING gin ("search");--> statement-breakpoint
CREATE INDEX "consultants_city_idx" ON "consultants" USING btree ("city_code");--> statement-breakpoint
CREATE INDEX "mall_brands_mall_idx" ON "mall_brands" USING btree ("mall_id");--> statement-breakpoint
CREATE INDEX "mall_brands_brand_idx" ON "mall_brands" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "mall_floors_mall_idx" ON "mall_floors" USING btree ("mall_id");--> statement-breakpoint
CREATE INDEX "malls_city_idx" ON "malls" USING btree ("city_code","status","investment_score");--> statement-breakpoint
CREATE INDEX "malls_district_idx" ON "malls" USING btree ("district_code");--> statement-breakpoint
CREATE INDEX "malls_formats_idx" ON "malls" USING gin ("format_ids");--> statement-breakpoint
CREATE INDEX "malls_search_idx" ON "malls" USING gin ("search");--> statement-breakpoint
CREATE INDEX "shops_list_idx" ON "shops" USING btree ("kind","city_code","status","id");--> statement-breakpoint
CREATE INDEX "shops_district_idx" ON "shops" USING btree ("district_code","kind");--> statement-breakpoint
CREATE INDEX "shops_mall_idx" ON "shops" USING btree ("mall_id");--> statement-breakpoint
CREATE INDEX "shops_area_idx" ON "shops" USING btree ("city_code","area");--> statement-breakpoint
CREATE INDEX "shops_formats_idx" ON "shops" USING gin ("format_ids");--> statement-breakpoint
CREATE INDEX "shops_search_idx" ON "shops" USING gin ("search");--> statement-breakpoint
CREATE INDEX "spaces_city_idx" ON "spaces" USING btree ("city_code","status");--> statement-breakpoint
CREATE INDEX "spaces_mall_idx" ON "spaces" USING btree ("mall_id");--> statement-breakpoint
CREATE INDEX "member_sessions_member_idx" ON "member_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_phone_uq" ON "members" USING btree ("phone");