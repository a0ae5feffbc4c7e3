-- Units' search indexes (decision 063): a unit's bucket is id % 64. The vector of a unit in one of
-- the first `tagged` buckets holds each lexeme twice, as itself and tagged with its bucket
-- ('3~火锅'), so a search can read bucket 0, then buckets 1–7, and stop when its pool is full: a
-- common word's first bucket is a sixty-fourth of its matches, where a GIN scan of the plain words
-- collects all of them before the first row is read. Only a query with few matches goes on to the
-- plain words of the other buckets. A lexeme never holds a quote (segment.ts strips them), so the
-- quoted operands of a query's text are its lexemes.
CREATE OR REPLACE FUNCTION search_in_bucket(search tsvector, bucket bigint, tagged bigint) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select case when bucket < tagged
    then search || array_to_tsvector(array(select bucket::text || '~' || w from unnest(tsvector_to_array(search)) w))
    else search end $$;--> statement-breakpoint
-- A query for its words tagged with any one of the buckets first..last.
CREATE OR REPLACE FUNCTION search_buckets_query(query tsquery, first bigint, last bigint) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select case when numnode(query) = 0 then query else (
    select string_agg('(' || regexp_replace(query::text, '''((?:[^'']|'''')*)''', '''' || b::text || '~\1''', 'g') || ')', ' | ')::tsquery
    from generate_series(first, last) b) end $$;--> statement-breakpoint
DROP INDEX IF EXISTS "shops_search_place_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "shops_title_place_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_search_bucket_idx" ON "shops" USING gin (search_in_bucket(search_in_place("search", array["city_code"::text], array["district_code"::text]), "id" % 64, 8)) WITH (fastupdate=false) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_title_bucket_idx" ON "shops" USING gin (search_in_bucket(search_in_place(search_title_words("search", "title"), array["city_code"::text], array["district_code"::text]), "id" % 64, 8)) WITH (fastupdate=false) WHERE status = 'published';
