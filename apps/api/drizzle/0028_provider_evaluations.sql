CREATE TABLE "provider_evaluations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"lead_id" bigint NOT NULL,
	"stars" smallint NOT NULL,
	"content" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "provider_eval_once_uq" ON "provider_evaluations" USING btree ("member_id","provider_id");--> statement-breakpoint
CREATE INDEX "provider_eval_provider_idx" ON "provider_evaluations" USING btree ("provider_id","created_at");--> statement-breakpoint
ALTER TABLE "merchant_service_providers" DROP COLUMN "rating";