-- Units' search indexes (decision 063): each lexeme of a unit's vector is tagged with the unit's
-- part ('3~火锅'). A unit's bucket is id % 64; buckets 0–7 are parts 0–7, and buckets 8–63 make
-- parts 8–14 of eight buckets each. A search reads part 0 (a sixty-fourth of the units), then
-- parts 1–7, 8, 9–10 and 11–14, and stops when its pool is full: a common word reads a sixty-fourth
-- of its matches, where a GIN scan of plain words collects all of them before the first row is
-- read; a rare word is looked up 15 times, in five index scans. A lexeme never holds a quote
-- (segment.ts strips them), so the quoted operands of a query's text are its lexemes.
CREATE OR REPLACE FUNCTION search_in_bucket(search tsvector, bucket bigint) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select array_to_tsvector(array(
    select (case when bucket < 8 then bucket else 7 + bucket / 8 end)::text || '~' || w from unnest(tsvector_to_array(search)) w)) $$;--> statement-breakpoint
-- A query for its words tagged with any one of the parts first..last.
CREATE OR REPLACE FUNCTION search_buckets_query(query tsquery, first bigint, last bigint) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select case when numnode(query) = 0 then query else (
    select string_agg('(' || regexp_replace(query::text, '''((?:[^'']|'''')*)''', '''' || b::text || '~\1''', 'g') || ')', ' | ')::tsquery
    from generate_series(first, last) b) end $$;--> statement-breakpoint
DROP INDEX IF EXISTS "shops_search_place_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "shops_title_place_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_search_bucket_idx" ON "shops" USING gin (search_in_bucket(search_in_place("search", array["city_code"::text], array["district_code"::text]), "id" % 64)) WITH (fastupdate=false) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_title_bucket_idx" ON "shops" USING gin (search_in_bucket(search_in_place(search_title_words("search", "title"), array["city_code"::text], array["district_code"::text]), "id" % 64)) WITH (fastupdate=false) WHERE status = 'published';
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "shop_map_cells" (
	"kind" varchar(8) NOT NULL,
	"city_code" varchar(6) NOT NULL,
	"zoom" smallint NOT NULL,
	"key" varchar(24) NOT NULL,
	"cx" integer NOT NULL,
	"cy" integer NOT NULL,
	"n" integer NOT NULL,
	"lng_sum" double precision NOT NULL,
	"lat_sum" double precision NOT NULL,
	CONSTRAINT "shop_map_cells_pkey" PRIMARY KEY("kind","city_code","zoom","key","cx","cy")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shop_map_cells_empty_idx" ON "shop_map_cells" USING btree ("kind") WHERE n <= 0;
--> statement-breakpoint
-- Area and monthly-rent buckets of the map's cells (decision 064): odd 2k-1 is exactly bounds[k],
-- even 2k lies strictly between bounds[k] and bounds[k+1], so a range whose ends are bounds (every
-- chip) is a set of whole buckets. MAP_AREA_BOUNDS / MAP_RENT_BOUNDS in map-cells.ts are the same.
CREATE OR REPLACE FUNCTION shop_map_bucket(v numeric, bounds numeric[]) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT 2 * width_bucket(v, bounds) - (v = ANY (bounds))::integer
$$;
--> statement-breakpoint
-- The keys a published unit is counted under in its cell: all units, then one per list filter.
CREATE OR REPLACE FUNCTION shop_map_keys(district text, grade text, opening text, floor text, area numeric, rent numeric, in_mall boolean, formats integer[])
RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT unnest(ARRAY[
    'a:', 'd:' || district, 'g:' || grade, 'o:' || opening, 'f:' || floor,
    'b:' || shop_map_bucket(area, '{20,30,50,80,100,150,200,300,500,1000,2000}'),
    'r:' || shop_map_bucket(rent, '{3000,5000,10000,20000,30000,50000,80000,100000,200000}'),
    CASE WHEN in_mall THEN 'l:mall' ELSE 'l:street' END])
  UNION ALL SELECT DISTINCT 'q:' || u.id FROM unnest(formats) u(id)
  UNION ALL SELECT DISTINCT 'p:' || fm.parent_id FROM unnest(formats) u(id) JOIN formats fm ON fm.id = u.id WHERE fm.parent_id IS NOT NULL
$$;
--> statement-breakpoint
-- One statement's change to the counts, from its transition tables (a bulk insert is one grouped
-- upsert, not one per row). Cells are taken in key order so concurrent writers lock them alike.
CREATE OR REPLACE FUNCTION shop_map_cells_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text;
  cols text := '(x.kind, x.city_code, x.status, x.lng, x.lat, x.district_code, x.grade, x.opening_status, x.floor, x.area, x.monthly_rent, x.mall_id, x.format_ids)';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM shop_map_cells;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    src := 'SELECT 1 AS sign, * FROM new_rows';
  ELSIF TG_OP = 'DELETE' THEN
    src := 'SELECT -1 AS sign, * FROM old_rows';
  ELSE
    -- Only rows whose counted columns changed (the trust job's and view counts' updates are not).
    src := format('SELECT -1 AS sign, o.* FROM old_rows o JOIN new_rows n USING (id) WHERE %s IS DISTINCT FROM %s
      UNION ALL SELECT 1, n.* FROM old_rows o JOIN new_rows n USING (id) WHERE %s IS DISTINCT FROM %s',
      replace(cols, 'x.', 'o.'), replace(cols, 'x.', 'n.'), replace(cols, 'x.', 'o.'), replace(cols, 'x.', 'n.'));
  END IF;
  EXECUTE format($q$
    INSERT INTO shop_map_cells AS c (kind, city_code, zoom, key, cx, cy, n, lng_sum, lat_sum)
    SELECT d.kind, d.city_code, z.z, k.key, floor(d.lng * (1 << z.z) / 90::float8)::integer, floor(d.lat * (1 << z.z) / 90::float8)::integer,
      sum(d.sign)::integer, sum(d.sign * d.lng), sum(d.sign * d.lat)
    FROM (%s) d
    CROSS JOIN generate_series(10, 14) z(z)
    CROSS JOIN LATERAL shop_map_keys(d.district_code, d.grade, d.opening_status, d.floor, d.area, d.monthly_rent, d.mall_id IS NOT NULL, d.format_ids) k(key)
    WHERE d.status = 'published'
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(d.sign) <> 0 OR sum(d.sign * d.lng) <> 0 OR sum(d.sign * d.lat) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (kind, city_code, zoom, key, cx, cy)
    DO UPDATE SET n = c.n + excluded.n, lng_sum = c.lng_sum + excluded.lng_sum, lat_sum = c.lat_sum + excluded.lat_sum
  $q$, src);
  DELETE FROM shop_map_cells WHERE n <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "shop_map_cells_insert" ON "shops";
--> statement-breakpoint
CREATE TRIGGER "shop_map_cells_insert" AFTER INSERT ON "shops" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_map_cells_track();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "shop_map_cells_update" ON "shops";
--> statement-breakpoint
CREATE TRIGGER "shop_map_cells_update" AFTER UPDATE ON "shops" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_map_cells_track();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "shop_map_cells_delete" ON "shops";
--> statement-breakpoint
CREATE TRIGGER "shop_map_cells_delete" AFTER DELETE ON "shops" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION shop_map_cells_track();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "shop_map_cells_truncate" ON "shops";
--> statement-breakpoint
CREATE TRIGGER "shop_map_cells_truncate" AFTER TRUNCATE ON "shops"
  FOR EACH STATEMENT EXECUTE FUNCTION shop_map_cells_track();
--> statement-breakpoint
-- Units listed before this migration (a no-op on a fresh database; once filled, never again).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM shop_map_cells) THEN
    INSERT INTO shop_map_cells (kind, city_code, zoom, key, cx, cy, n, lng_sum, lat_sum)
    SELECT d.kind, d.city_code, z.z, k.key, floor(d.lng * (1 << z.z) / 90::float8)::integer, floor(d.lat * (1 << z.z) / 90::float8)::integer,
      count(*)::integer, sum(d.lng), sum(d.lat)
    FROM shops d
    CROSS JOIN generate_series(10, 14) z(z)
    CROSS JOIN LATERAL shop_map_keys(d.district_code, d.grade, d.opening_status, d.floor, d.area, d.monthly_rent, d.mall_id IS NOT NULL, d.format_ids) k(key)
    WHERE d.status = 'published'
    GROUP BY 1, 2, 3, 4, 5, 6;
  END IF;
END $$;
--> statement-breakpoint
ALTER TABLE "listing_changes" ADD COLUMN IF NOT EXISTS "floor" varchar(8);--> statement-breakpoint
ALTER TABLE "listing_changes" ADD COLUMN IF NOT EXISTS "search" "tsvector";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "keyword" varchar(50);--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "keyword_query" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "floors" varchar(8)[];
