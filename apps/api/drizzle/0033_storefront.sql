CREATE TABLE IF NOT EXISTS "storefront_goods_spaces" (
	"goods_id" bigint NOT NULL,
	"space_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storefront_goods_spaces_goods_id_space_id_pk" PRIMARY KEY("goods_id","space_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "storefront_goods_spaces_space_idx" ON "storefront_goods_spaces" USING btree ("space_id");