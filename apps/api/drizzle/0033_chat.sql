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
