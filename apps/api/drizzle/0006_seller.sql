CREATE TABLE "seller_accounts" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"bank_name" varchar(32),
	"account_name" varchar(32),
	"account_no" varchar(32),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_companies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"legal_person" varchar(20) NOT NULL,
	"contact" varchar(20) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"address" varchar(200) NOT NULL,
	"licence_url" varchar(512),
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"reject_reason" varchar(200),
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_companies_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
CREATE TABLE "seller_evaluations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"buyer_name" varchar(32) NOT NULL,
	"rating" smallint NOT NULL,
	"content" varchar(500) NOT NULL,
	"reply" varchar(500),
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_flows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"order_id" bigint,
	"withdrawal_id" bigint,
	"city_code" varchar(6),
	"note" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_goods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"name" varchar(60) NOT NULL,
	"type_id" integer NOT NULL,
	"brand_id" integer,
	"model_id" integer,
	"city_code" varchar(6) NOT NULL,
	"description" text NOT NULL,
	"images" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"reject_reason" varchar(200),
	"on_shelf" boolean DEFAULT false NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seller_goods_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"goods_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"reason" varchar(200),
	"operator" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_goods_skus" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"goods_id" bigint NOT NULL,
	"attrs" jsonb NOT NULL,
	"price_fen" integer NOT NULL,
	"stock" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_incoming_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"description" varchar(300) NOT NULL,
	"requirements" varchar(300) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_incomings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_order_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"sku_id" bigint,
	"goods_name" varchar(60) NOT NULL,
	"sku_text" varchar(120) NOT NULL,
	"image_url" varchar(512) NOT NULL,
	"price_fen" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_order_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"action" varchar(20) NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20) NOT NULL,
	"note" varchar(200) NOT NULL,
	"operator" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"member_id" bigint NOT NULL,
	"buyer_member_id" bigint,
	"buyer_name" varchar(32) NOT NULL,
	"buyer_phone" varchar(11) NOT NULL,
	"status" varchar(20) NOT NULL,
	"goods_fen" integer NOT NULL,
	"total_fen" integer NOT NULL,
	"city_code" varchar(6) NOT NULL,
	"receiver_name" varchar(32) NOT NULL,
	"receiver_phone" varchar(11) NOT NULL,
	"receiver_address" varchar(200) NOT NULL,
	"buyer_remark" varchar(200) DEFAULT '' NOT NULL,
	"logistics_company" varchar(32),
	"tracking_no" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "seller_orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "seller_product_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"name" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_product_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_product_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"sale_attrs" jsonb NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_store_bindings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"mall_id" integer NOT NULL,
	"shop_id" bigint NOT NULL,
	"brand_id" integer NOT NULL,
	"bunk_no" varchar(32) NOT NULL,
	"signature_status" varchar(16) DEFAULT 'unsigned' NOT NULL,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"withdraw_no" varchar(32) NOT NULL,
	"member_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"bank_name" varchar(32) NOT NULL,
	"account_name" varchar(32) NOT NULL,
	"account_no" varchar(32) NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "seller_withdrawals_withdraw_no_unique" UNIQUE("withdraw_no")
);
--> statement-breakpoint
CREATE INDEX "seller_evaluations_member_idx" ON "seller_evaluations" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "seller_flows_member_idx" ON "seller_flows" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "seller_flows_city_idx" ON "seller_flows" USING btree ("member_id","city_code");--> statement-breakpoint
CREATE INDEX "seller_goods_member_idx" ON "seller_goods" USING btree ("member_id","status","id");--> statement-breakpoint
CREATE INDEX "seller_goods_pending_idx" ON "seller_goods" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "seller_goods_reviews_goods_idx" ON "seller_goods_reviews" USING btree ("goods_id","id");--> statement-breakpoint
CREATE INDEX "seller_goods_skus_goods_idx" ON "seller_goods_skus" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_incomings_uq" ON "seller_incomings" USING btree ("member_id","project_id");--> statement-breakpoint
CREATE INDEX "seller_order_items_order_idx" ON "seller_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "seller_order_logs_order_idx" ON "seller_order_logs" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "seller_orders_member_idx" ON "seller_orders" USING btree ("member_id","status","id");--> statement-breakpoint
CREATE INDEX "seller_orders_buyer_idx" ON "seller_orders" USING btree ("buyer_member_id");--> statement-breakpoint
CREATE INDEX "seller_product_brands_type_idx" ON "seller_product_brands" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "seller_product_models_brand_idx" ON "seller_product_models" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "seller_bindings_member_idx" ON "seller_store_bindings" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_bindings_shop_uq" ON "seller_store_bindings" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "seller_withdrawals_member_idx" ON "seller_withdrawals" USING btree ("member_id","id");