import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Which version of the search text (lib/search-text.ts) the rows of a group of tables were written
 * with: start-up rewrites them when the code's version is newer.
 */
export const searchTextVersions = pgTable('search_text_versions', {
  name: varchar('name', { length: 32 }).primaryKey(),
  version: integer('version').notNull(),
});
