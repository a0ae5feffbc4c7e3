CREATE TABLE IF NOT EXISTS "login_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"grant_hash" varchar(64) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "share_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"share_unique_id" varchar(36) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_text_versions" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN IF NOT EXISTS "totp_secret" varchar(64);--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN IF NOT EXISTS "totp_pending_secret" varchar(64);--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN IF NOT EXISTS "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "site_selection_records" ADD COLUMN IF NOT EXISTS "retrofit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_selection_records" ADD COLUMN IF NOT EXISTS "results" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "login_grants_hash_uq" ON "login_grants" USING btree ("grant_hash");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "login_grants_expires_idx" ON "login_grants" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "share_scans_member_share_uq" ON "share_scans" USING btree ("member_id","share_unique_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_events_user_idx" ON "analytics_events" USING btree ("user_id","created_at");