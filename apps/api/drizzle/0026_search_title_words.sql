-- The words of a row's search vector that its title (or name) contains: a GIN index on this finds
-- title matches alone, so search ranks them first without ranking every match of a common word.
-- Works from the stored vector (segmented by jieba in the API), so no writer changes; every title
-- word is in the vector, and a word is in the title exactly when the lower-cased title contains it.
CREATE FUNCTION search_title_words(search tsvector, title text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select array_to_tsvector(array(select w.lexeme from unnest(search) w where strpos(lower(title), w.lexeme) > 0)) $$;
