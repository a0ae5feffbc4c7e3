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