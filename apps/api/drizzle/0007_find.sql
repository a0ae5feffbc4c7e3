CREATE TABLE "collections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"target_type" varchar(8) NOT NULL,
	"target_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "space_quotes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"space_id" integer NOT NULL,
	"lead_id" bigint,
	"lease_type" varchar(16) NOT NULL,
	"rentable_area" varchar(16) NOT NULL,
	"start_date" date NOT NULL,
	"days" smallint NOT NULL,
	"brand_name" varchar(180) NOT NULL,
	"liaison" varchar(20) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"remark" varchar(300) DEFAULT '' NOT NULL,
	"price_day" integer NOT NULL,
	"estimate" integer NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_selection_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"brand_name" varchar(180) NOT NULL,
	"brand_id" integer,
	"format_id" integer NOT NULL,
	"area_min" integer NOT NULL,
	"area_max" integer NOT NULL,
	"budget" integer NOT NULL,
	"city_codes" varchar(6)[] NOT NULL,
	"district_codes" varchar(6)[] NOT NULL,
	"floors" varchar(8)[] NOT NULL,
	"open_by" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "collections_member_target_uq" ON "collections" USING btree ("member_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "collections_member_list_idx" ON "collections" USING btree ("member_id","target_type","created_at");--> statement-breakpoint
CREATE INDEX "collections_target_idx" ON "collections" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "space_quotes_member_idx" ON "space_quotes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "space_quotes_space_idx" ON "space_quotes" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "site_selection_records_member_idx" ON "site_selection_records" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_visits_shop_member_uq" ON "shop_visits" USING btree ("shop_id","member_id");--> statement-breakpoint
CREATE INDEX "shop_visits_shop_idx" ON "shop_visits" USING btree ("shop_id","visited_at");--> statement-breakpoint
CREATE INDEX "shops_kind_status_idx" ON "shops" USING btree ("kind","status","id");--> statement-breakpoint
CREATE INDEX "shops_rent_sort_idx" ON "shops" USING btree ("kind","city_code","status","monthly_rent");--> statement-breakpoint
CREATE INDEX "shops_traffic_sort_idx" ON "shops" USING btree ("kind","city_code","status","daily_traffic");