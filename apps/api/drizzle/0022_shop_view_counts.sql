CREATE TABLE "shop_view_counts" (
	"shop_id" bigint PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Written by hand: the counts move with their units before the column goes.
INSERT INTO "shop_view_counts" ("shop_id", "views") SELECT "id", "views" FROM "shops" WHERE "views" > 0;--> statement-breakpoint
ALTER TABLE "shops" DROP COLUMN "views";