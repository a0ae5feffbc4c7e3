CREATE TABLE "agreement_consents" (
	"member_id" bigint NOT NULL,
	"agreement_id" integer NOT NULL,
	"code" varchar(20) NOT NULL,
	"version" varchar(16) NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_consents_member_id_agreement_id_pk" PRIMARY KEY("member_id","agreement_id")
);
--> statement-breakpoint
CREATE TABLE "captcha_challenges" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"ticket_hash" varchar(64),
	"randstr" varchar(32),
	"ticket_expires_at" timestamp with time zone,
	"ticket_used_at" timestamp with time zone,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "captcha_challenges_ticket_hash_unique" UNIQUE("ticket_hash")
);
--> statement-breakpoint
CREATE TABLE "member_grades" (
	"grade_code" varchar(2) PRIMARY KEY NOT NULL,
	"grade_name" varchar(32) NOT NULL,
	"equities" text DEFAULT '' NOT NULL,
	"sort" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_login_requests" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"poll_secret_hash" varchar(64) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"member_id" bigint,
	"exchange_code_hash" varchar(64),
	"exchange_expires_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(256),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"key" varchar(128) PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" varchar(11) NOT NULL,
	"scene" varchar(16) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "agreement_consents_member_code_idx" ON "agreement_consents" USING btree ("member_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_login_exchange_uq" ON "qr_login_requests" USING btree ("exchange_code_hash");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_scene_idx" ON "sms_codes" USING btree ("phone","scene","created_at");