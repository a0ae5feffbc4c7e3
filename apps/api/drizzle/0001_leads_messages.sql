CREATE TABLE "lead_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" bigint NOT NULL,
	"actor" varchar(48) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16),
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(24) NOT NULL,
	"source_type" varchar(8) DEFAULT '2' NOT NULL,
	"source_page" varchar(64) NOT NULL,
	"member_id" bigint,
	"brand_name" varchar(180) DEFAULT '' NOT NULL,
	"brand_id" integer,
	"liaison" varchar(20) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"is_open_shop" varchar(1),
	"city_code" varchar(6),
	"target_type" varchar(16),
	"target_id" bigint,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"channel" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'new' NOT NULL,
	"assigned_consultant_id" integer,
	"deadline_at" timestamp with time zone NOT NULL,
	"first_contact_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"category" varchar(16) NOT NULL,
	"title" varchar(120) NOT NULL,
	"content" text NOT NULL,
	"link" varchar(256),
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "leads_phone_kind_idx" ON "leads" USING btree ("phone","kind");--> statement-breakpoint
CREATE INDEX "leads_member_idx" ON "leads" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "leads_inbox_idx" ON "leads" USING btree ("status","deadline_at");--> statement-breakpoint
CREATE INDEX "messages_member_idx" ON "messages" USING btree ("member_id","deleted_at","read_at");