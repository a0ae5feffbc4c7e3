CREATE TABLE "service_chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"sender" varchar(8) NOT NULL,
	"content" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answered_by" varchar(48),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "service_chat_member_idx" ON "service_chat_messages" USING btree ("member_id","id");