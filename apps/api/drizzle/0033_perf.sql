-- A row's search vector with its place as lexemes ('@c:<city code>', '@d:<district code>'): one GIN
-- index then answers "these words in this city (or these districts)" alone, so search counts and
-- ranks only rows that match, without reading other rows to check their city (decision 049). The
-- '@' never survives to_tsquery's parser, so no typed word can match a place lexeme.
CREATE OR REPLACE FUNCTION search_in_place(search tsvector, cities text[], districts text[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select search || array_to_tsvector(array(
    select '@c:' || c from unnest(cities) c where c <> ''
    union select '@d:' || d from unnest(districts) d where d <> '')) $$;--> statement-breakpoint
DROP INDEX IF EXISTS "articles_title_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "brands_name_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "malls_name_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "shops_title_search_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_search_place_idx" ON "articles" USING gin (search_in_place("search", array["city_code"::text], '{}'::text[])) WITH (fastupdate=false) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_title_place_idx" ON "articles" USING gin (search_in_place(search_title_words("search", "title"), array["city_code"::text], '{}'::text[])) WITH (fastupdate=false) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "brands_search_place_idx" ON "brands" USING gin (search_in_place("search", "expand_cities"::text[], '{}'::text[])) WITH (fastupdate=false) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "brands_name_place_idx" ON "brands" USING gin (search_in_place(search_title_words("search", "name"), "expand_cities"::text[], '{}'::text[])) WITH (fastupdate=false) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "malls_search_place_idx" ON "malls" USING gin (search_in_place("search", array["city_code"::text], array["district_code"::text])) WITH (fastupdate=false) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "malls_name_place_idx" ON "malls" USING gin (search_in_place(search_title_words("search", "name"), array["city_code"::text], array["district_code"::text])) WITH (fastupdate=false) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_search_place_idx" ON "shops" USING gin (search_in_place("search", array["city_code"::text], array["district_code"::text])) WITH (fastupdate=false) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_title_place_idx" ON "shops" USING gin (search_in_place(search_title_words("search", "title"), array["city_code"::text], array["district_code"::text])) WITH (fastupdate=false) WHERE status = 'published';
