CREATE TABLE IF NOT EXISTS "search_text_versions" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
