CREATE TABLE "share_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"share_unique_id" varchar(36) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "share_scans_member_share_uq" ON "share_scans" USING btree ("member_id","share_unique_id");