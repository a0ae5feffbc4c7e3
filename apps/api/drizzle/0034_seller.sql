CREATE TABLE IF NOT EXISTS "payment_refund_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"buyer_member_id" bigint NOT NULL,
	"reason" varchar(200) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"decision_reason" varchar(200),
	"operator" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payment_refund_requests_order_pending_uq" ON "payment_refund_requests" USING btree ("order_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_refund_requests_status_idx" ON "payment_refund_requests" USING btree ("status","id");