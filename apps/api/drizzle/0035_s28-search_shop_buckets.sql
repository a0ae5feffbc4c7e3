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
