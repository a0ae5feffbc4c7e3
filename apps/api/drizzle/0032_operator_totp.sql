ALTER TABLE "operators" ADD COLUMN "totp_secret" varchar(64);--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_pending_secret" varchar(64);--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_last_step" bigint;