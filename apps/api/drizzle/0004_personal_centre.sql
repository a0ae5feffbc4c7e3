CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"prize_id" bigint NOT NULL,
	"prize_name" varchar(64) NOT NULL,
	"prize_kind" varchar(8) NOT NULL,
	"image_url" varchar(512) NOT NULL,
	"cost" integer NOT NULL,
	"roll" integer NOT NULL,
	"total_weight" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_prizes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"image_url" varchar(512) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"points_value" integer DEFAULT 0 NOT NULL,
	"weight" integer NOT NULL,
	"stock" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'published' NOT NULL,
	CONSTRAINT "lottery_prizes_stock_ck" CHECK ("lottery_prizes"."stock" is null or "lottery_prizes"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mall_goods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"image_url" varchar(512) NOT NULL,
	"description" varchar(300) NOT NULL,
	"points_cost" integer NOT NULL,
	"stock" integer NOT NULL,
	"virtual" boolean DEFAULT false NOT NULL,
	"status" varchar(16) DEFAULT 'published' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mall_goods_stock_ck" CHECK ("mall_goods"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_accounts" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"total_earned" integer DEFAULT 0 NOT NULL,
	"total_spent" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_accounts_balance_ck" CHECK ("point_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_bills" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"title" varchar(64) NOT NULL,
	"ref_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"member_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"goods_name" varchar(64) NOT NULL,
	"image_url" varchar(512) NOT NULL,
	"points" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"receiver" varchar(20),
	"phone" varchar(11),
	"address" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "task_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"template_code" varchar(16) NOT NULL,
	"award_key" varchar(80) NOT NULL,
	"target_id" varchar(64),
	"points" integer NOT NULL,
	"day" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_templates" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"description" varchar(120) NOT NULL,
	"points" integer NOT NULL,
	"rule" varchar(16) NOT NULL,
	"daily_limit" smallint,
	"link" varchar(128) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_profiles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"brand_name" varchar(180) NOT NULL,
	"brand_id" integer,
	"format_ids" integer[] DEFAULT '{}' NOT NULL,
	"store_count" integer,
	"area_min" integer,
	"area_max" integer,
	"city_codes" varchar(6)[] DEFAULT '{}' NOT NULL,
	"logo_url" varchar(512),
	"contacts" varchar(20) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"is_open_shop" varchar(1) DEFAULT 'Y' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"target_type" varchar(16),
	"target_id" bigint,
	"target_name" varchar(120),
	"content" text NOT NULL,
	"contact_phone" varchar(11),
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"lead_id" bigint NOT NULL,
	"consultant_id" integer NOT NULL,
	"appoint_date" date NOT NULL,
	"period" varchar(16) NOT NULL,
	"topic" varchar(200) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"contract_no" varchar(32) NOT NULL,
	"title" varchar(120) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"party_a" varchar(100) NOT NULL,
	"party_b" varchar(100) NOT NULL,
	"amount" integer,
	"start_date" date,
	"end_date" date,
	"status" varchar(16) NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_contract_no_unique" UNIQUE("contract_no")
);
--> statement-breakpoint
CREATE INDEX "lottery_draws_member_idx" ON "lottery_draws" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "point_bills_member_idx" ON "point_bills" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "point_orders_member_idx" ON "point_orders" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_records_award_uq" ON "task_records" USING btree ("member_id","template_code","award_key");--> statement-breakpoint
CREATE INDEX "task_records_day_idx" ON "task_records" USING btree ("member_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_profiles_member_uq" ON "brand_profiles" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "proposals_member_idx" ON "proposals" USING btree ("member_id","kind","id");--> statement-breakpoint
CREATE INDEX "appointments_member_idx" ON "appointments" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "contracts_member_idx" ON "contracts" USING btree ("member_id","id");