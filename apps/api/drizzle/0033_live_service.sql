CREATE TABLE IF NOT EXISTS "chat_conversations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"mode" varchar(8) DEFAULT 'bot' NOT NULL,
	"operator_id" integer,
	"lead_id" bigint,
	"last_message_id" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_preview" varchar(80) DEFAULT '' NOT NULL,
	"member_read_id" bigint DEFAULT 0 NOT NULL,
	"operator_read_id" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" bigint NOT NULL,
	"sender" varchar(8) NOT NULL,
	"operator_id" integer,
	"content" text DEFAULT '' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"offers_human" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "chat_conversations_member_idx" ON "chat_conversations" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chat_conversations_inbox_idx" ON "chat_conversations" USING btree ("operator_id","last_message_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
-- The rules chat's history moves into the conversations: one per member, every question and answer
-- kept in its order (answers were all automatic: 'auto'; any operator:<id> answer stays an operator's).
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'service_chat_messages') THEN
    INSERT INTO "chat_conversations" ("member_id", "mode", "created_at", "last_message_at")
      SELECT "member_id", 'bot', min("created_at"), max("created_at") FROM "service_chat_messages" GROUP BY "member_id"
      ON CONFLICT ("member_id") DO NOTHING;
    INSERT INTO "chat_messages" ("conversation_id", "sender", "operator_id", "content", "links", "created_at")
      SELECT c."id",
        CASE WHEN s."sender" = 'member' THEN 'member' WHEN s."answered_by" LIKE 'operator:%' THEN 'operator' ELSE 'bot' END,
        CASE WHEN s."answered_by" ~ '^operator:[0-9]+$' THEN substring(s."answered_by" from 10)::int END,
        s."content", s."links", s."created_at"
      FROM "service_chat_messages" s JOIN "chat_conversations" c ON c."member_id" = s."member_id"
      ORDER BY s."id";
    UPDATE "chat_conversations" c SET
      "last_message_id" = m."id", "last_preview" = left(m."content", 80),
      "member_read_id" = m."id", "operator_read_id" = m."id"
      FROM (SELECT DISTINCT ON ("conversation_id") "conversation_id", "id", "content" FROM "chat_messages" ORDER BY "conversation_id", "id" DESC) m
      WHERE m."conversation_id" = c."id" AND c."last_message_id" = 0;
    DROP TABLE "service_chat_messages" CASCADE;
  END IF;
END $$;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "lead_sms_opt_ins" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "operator_duty" (
	"operator_id" integer PRIMARY KEY NOT NULL,
	"on_duty" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_assigned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "operator_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"lead_id" bigint NOT NULL,
	"title" varchar(120) NOT NULL,
	"content" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "operator_notices_once_uq" ON "operator_notices" USING btree ("operator_id","kind","lead_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "operator_notices_unread_idx" ON "operator_notices" USING btree ("operator_id","read_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "member_wechat_links" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"unionid" varchar(64) NOT NULL,
	"openid" varchar(64) NOT NULL,
	"nick_name" varchar(64) DEFAULT '' NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "wechat_bind_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_hash" varchar(64) NOT NULL,
	"unionid" varchar(64) NOT NULL,
	"openid" varchar(64) NOT NULL,
	"nick_name" varchar(64) DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "member_wechat_links_unionid_uq" ON "member_wechat_links" USING btree ("unionid");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "wechat_bind_tickets_hash_uq" ON "wechat_bind_tickets" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wechat_bind_tickets_expires_idx" ON "wechat_bind_tickets" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "storefront_goods_spaces" (
	"goods_id" bigint NOT NULL,
	"space_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storefront_goods_spaces_goods_id_space_id_pk" PRIMARY KEY("goods_id","space_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "storefront_goods_spaces_space_idx" ON "storefront_goods_spaces" USING btree ("space_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payment_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"driver" varchar(16) NOT NULL,
	"payment_no" varchar(32),
	"provider_trade_no" varchar(64),
	"amount_fen" bigint,
	"outcome" varchar(20) NOT NULL,
	"detail" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payment_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_no" varchar(32) NOT NULL,
	"payment_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" varchar(16) NOT NULL,
	"reason" varchar(200) NOT NULL,
	"operator" varchar(64) NOT NULL,
	"provider_refund_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_refund_no_unique" UNIQUE("refund_no")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_no" varchar(32) NOT NULL,
	"order_id" bigint NOT NULL,
	"buyer_member_id" bigint,
	"driver" varchar(16) NOT NULL,
	"channel" varchar(16) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"provider_trade_no" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payments_payment_no_unique" UNIQUE("payment_no")
);
--> statement-breakpoint
ALTER TABLE "seller_withdrawals" ADD COLUMN IF NOT EXISTS "bank_reference" varchar(64);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_notifications_payment_idx" ON "payment_notifications" USING btree ("payment_no","id");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payment_refunds_payment_uq" ON "payment_refunds" USING btree ("payment_id") WHERE status <> 'failed';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_order_idx" ON "payments" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payments_order_paid_uq" ON "payments" USING btree ("order_id") WHERE status = 'paid';
--> statement-breakpoint
-- A row's search vector with its place as lexemes ('@c:<city code>', '@d:<district code>'): one GIN
-- index then answers "these words in this city (or these districts)" alone, so search counts and
-- ranks only rows that match, without reading other rows to check their city (decision 049). The
-- '@' never survives to_tsquery's parser, so no typed word can match a place lexeme.
CREATE OR REPLACE FUNCTION search_in_place(search tsvector, cities text[], districts text[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select search || array_to_tsvector(array(
    select '@c:' || c from unnest(cities) c where c <> ''
    union select '@d:' || d from unnest(districts) d where d <> '')) $$;--> statement-breakpoint
DROP INDEX IF EXISTS "articles_title_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "brands_name_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "malls_name_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "shops_title_search_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_search_place_idx" ON "articles" USING gin (search_in_place("search", array["city_code"::text], '{}'::text[])) WITH (fastupdate=false) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_title_place_idx" ON "articles" USING gin (search_in_place(search_title_words("search", "title"), array["city_code"::text], '{}'::text[])) WITH (fastupdate=false) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "brands_search_place_idx" ON "brands" USING gin (search_in_place("search", "expand_cities"::text[], '{}'::text[])) WITH (fastupdate=false) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "brands_name_place_idx" ON "brands" USING gin (search_in_place(search_title_words("search", "name"), "expand_cities"::text[], '{}'::text[])) WITH (fastupdate=false) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "malls_search_place_idx" ON "malls" USING gin (search_in_place("search", array["city_code"::text], array["district_code"::text])) WITH (fastupdate=false) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "malls_name_place_idx" ON "malls" USING gin (search_in_place(search_title_words("search", "name"), array["city_code"::text], array["district_code"::text])) WITH (fastupdate=false) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_search_place_idx" ON "shops" USING gin (search_in_place("search", array["city_code"::text], array["district_code"::text])) WITH (fastupdate=false) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_title_place_idx" ON "shops" USING gin (search_in_place(search_title_words("search", "title"), array["city_code"::text], array["district_code"::text])) WITH (fastupdate=false) WHERE status = 'published';
--> statement-breakpoint
ALTER TABLE "malls" ADD COLUMN IF NOT EXISTS "geo" "point" GENERATED ALWAYS AS (point(lng, lat)) STORED;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN IF NOT EXISTS "geo" "point" GENERATED ALWAYS AS (point(lng, lat)) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "malls_geo_idx" ON "malls" USING gist ("geo");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_geo_idx" ON "shops" USING gist ("geo") INCLUDE ("kind","city_code","district_code","area","monthly_rent","grade","floor","opening_status","mall_id","format_ids") WHERE status = 'published';
