CREATE TABLE "login_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"grant_hash" varchar(64) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "login_grants_hash_uq" ON "login_grants" USING btree ("grant_hash");--> statement-breakpoint
CREATE INDEX "login_grants_expires_idx" ON "login_grants" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "analytics_events_user_idx" ON "analytics_events" USING btree ("user_id","created_at");