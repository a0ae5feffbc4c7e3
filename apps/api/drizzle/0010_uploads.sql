CREATE TABLE "uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"url" varchar(256) NOT NULL,
	"mime" varchar(32) NOT NULL,
	"size" integer NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "uploads_member_idx" ON "uploads" USING btree ("member_id","created_at");