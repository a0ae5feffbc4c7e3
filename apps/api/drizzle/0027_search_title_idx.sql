CREATE INDEX "articles_title_search_idx" ON "articles" USING gin (search_title_words("search", "title"));--> statement-breakpoint
CREATE INDEX "brands_name_search_idx" ON "brands" USING gin (search_title_words("search", "name"));--> statement-breakpoint
CREATE INDEX "malls_name_search_idx" ON "malls" USING gin (search_title_words("search", "name"));--> statement-breakpoint
CREATE INDEX "shops_title_search_idx" ON "shops" USING gin (search_title_words("search", "title"));