import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { PUBLISHED, tsvector } from './types.js';

/** 业态: commercial formats as a two-level tree. */
export const formats = pgTable('formats', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: varchar('name', { length: 32 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 180 }).notNull(),
    formatId: integer('format_id').notNull(),
    logoUrl: varchar('logo_url', { length: 512 }).notNull(),
    slogan: varchar('slogan', { length: 200 }).notNull(),
    intro: text('intro').notNull(),
    origin: varchar('origin', { length: 32 }).notNull(),
    foundedYear: smallint('founded_year').notNull(),
    storeCount: integer('store_count').notNull(),
    areaMin: integer('area_min').notNull(),
    areaMax: integer('area_max').notNull(),
    /** Target cities for expansion (city codes). */
    expandCities: varchar('expand_cities', { length: 6 }).array().notNull(),
    franchise: boolean('franchise').notNull().default(false),
    /** Franchise investment in 万元. */
    investMin: integer('invest_min'),
    investMax: integer('invest_max'),
    hot: boolean('hot').notNull().default(false),
    status: varchar('status', { length: 16 }).notNull().default(PUBLISHED),
    search: tsvector('search'),
    /**
     * The name's characters, lower-cased. Chinese names have no word breaks and suggestions match any
     * typed text inside a name: a GIN index on the characters finds the candidates (one typed
     * character matches ~5 % of 20,000 names) instead of an ILIKE over every name.
     */
    nameChars: text('name_chars')
      .array()
      .generatedAlwaysAs(sql`string_to_array(lower(name), null)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('brands_format_idx').on(t.formatId),
    index('brands_name_idx').using('btree', t.name.op('text_pattern_ops')),
    index('brands_search_idx').using('gin', t.search),
    // Search (modules/search): published brands, a brand's expansion cities in the vector (decision 049).
    index('brands_search_place_idx')
      .using('gin', sql`search_in_place(${t.search}, ${t.expandCities}::text[], '{}'::text[])`)
      .where(sql`status = 'published'`)
      .with({ fastupdate: false }),
    index('brands_name_place_idx')
      .using('gin', sql`search_in_place(search_title_words(${t.search}, ${t.name}), ${t.expandCities}::text[], '{}'::text[])`)
      .where(sql`status = 'published'`)
      .with({ fastupdate: false }),
    index('brands_name_chars_idx').using('gin', t.nameChars),
  ],
);
