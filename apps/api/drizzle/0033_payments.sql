CREATE TABLE IF NOT EXISTS "payment_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"driver" varchar(16) NOT NULL,
	"payment_no" varchar(32),
	"provider_trade_no" varchar(64),
	"amount_fen" bigint,
	"outcome" varchar(20) NOT NULL,
	"detail" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payment_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_no" varchar(32) NOT NULL,
	"payment_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" varchar(16) NOT NULL,
	"reason" varchar(200) NOT NULL,
	"operator" varchar(64) NOT NULL,
	"provider_refund_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_refund_no_unique" UNIQUE("refund_no")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_no" varchar(32) NOT NULL,
	"order_id" bigint NOT NULL,
	"buyer_member_id" bigint,
	"driver" varchar(16) NOT NULL,
	"channel" varchar(16) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"provider_trade_no" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payments_payment_no_unique" UNIQUE("payment_no")
);
--> statement-breakpoint
ALTER TABLE "seller_withdrawals" ADD COLUMN IF NOT EXISTS "bank_reference" varchar(64);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_notifications_payment_idx" ON "payment_notifications" USING btree ("payment_no","id");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payment_refunds_payment_uq" ON "payment_refunds" USING btree ("payment_id") WHERE status <> 'failed';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_order_idx" ON "payments" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payments_order_paid_uq" ON "payments" USING btree ("order_id") WHERE status = 'paid';