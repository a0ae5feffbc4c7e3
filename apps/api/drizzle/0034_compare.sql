CREATE TABLE IF NOT EXISTS "market_rent_trends" (
	"key" varchar(48) PRIMARY KEY NOT NULL,
	"points" jsonb NOT NULL,
	"computed_day" date NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "rent_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" bigint NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"rent_day_sqm" numeric(10, 2) NOT NULL,
	"monthly_rent" integer NOT NULL,
	"source" varchar(8) NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rent_changes_shop_idx" ON "rent_changes" USING btree ("shop_id","changed_at");
--> statement-breakpoint
-- Every rent a unit takes is recorded here, whatever writes it (decision 060). An import or a batch
-- names itself with set_config('shp.rent_source', 'import', true); an operator's edit is the default.
CREATE OR REPLACE FUNCTION record_rent_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.rent = OLD.rent AND NEW.rent_unit = OLD.rent_unit AND NEW.area = OLD.area THEN
    RETURN NEW;
  END IF;
  INSERT INTO rent_changes (shop_id, changed_at, rent_day_sqm, monthly_rent, source)
  VALUES (
    NEW.id,
    CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE now() END,
    round(CASE WHEN NEW.rent_unit = 'day_sqm' THEN NEW.rent ELSE NEW.rent / greatest(NEW.area, 1) / 30 END, 2),
    NEW.monthly_rent,
    CASE
      WHEN TG_OP = 'INSERT' THEN 'listing'
      WHEN coalesce(current_setting('shp.rent_source', true), '') IN ('import', 'seed') THEN current_setting('shp.rent_source', true)
      ELSE 'edit'
    END
  );
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "shops_rent_changes" ON "shops";
--> statement-breakpoint
CREATE TRIGGER "shops_rent_changes" AFTER INSERT OR UPDATE OF "rent", "rent_unit", "area" ON "shops"
  FOR EACH ROW EXECUTE FUNCTION record_rent_change();
--> statement-breakpoint
-- Units listed before this migration start their history at their listing (a no-op on a fresh database).
INSERT INTO rent_changes (shop_id, changed_at, rent_day_sqm, monthly_rent, source)
SELECT s.id, s.created_at,
  round(CASE WHEN s.rent_unit = 'day_sqm' THEN s.rent ELSE s.rent / greatest(s.area, 1) / 30 END, 2),
  s.monthly_rent, 'listing'
FROM shops s
WHERE NOT EXISTS (SELECT 1 FROM rent_changes r WHERE r.shop_id = s.id);
