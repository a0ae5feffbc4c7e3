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