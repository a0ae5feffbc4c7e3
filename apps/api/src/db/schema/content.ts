import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { PUBLISHED, tsvector } from './types.js';

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    /** news | square | brand_story | investment | policy */
    category: varchar('category', { length: 16 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    /** Plain paragraphs separated by blank lines; never HTML. */
    content: text('content').notNull(),
    coverUrl: varchar('cover_url', { length: 512 }).notNull(),
    author: varchar('author', { length: 32 }).notNull(),
    source: varchar('source', { length: 32 }).notNull(),
    mallId: integer('mall_id'),
    brandId: integer('brand_id'),
    cityCode: varchar('city_code', { length: 6 }),
    tags: varchar('tags', { length: 16 }).array().notNull(),
    views: integer('views').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default(PUBLISHED),
    search: tsvector('search'),
  },
  (t) => [
    index('articles_category_idx').on(t.category, t.status, t.publishedAt),
    index('articles_mall_idx').on(t.mallId),
    index('articles_search_idx').using('gin', t.search),
    index('articles_search_place_idx')
      .using('gin', sql`search_in_place(${t.search}, array[${t.cityCode}::text], '{}'::text[])`)
      .where(sql`status = 'published'`)
      .with({ fastupdate: false }),
    index('articles_title_place_idx')
      .using('gin', sql`search_in_place(search_title_words(${t.search}, ${t.title}), array[${t.cityCode}::text], '{}'::text[])`)
      .where(sql`status = 'published'`)
      .with({ fastupdate: false }),
  ],
);

/** 精彩案例: brand openings the platform brokered. */
export const cases = pgTable('cases', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 120 }).notNull(),
  brandId: integer('brand_id').notNull(),
  mallId: integer('mall_id').notNull(),
  summary: varchar('summary', { length: 300 }).notNull(),
  content: text('content').notNull(),
  coverUrl: varchar('cover_url', { length: 512 }).notNull(),
  openedAt: date('opened_at').notNull(),
  status: varchar('status', { length: 16 }).notNull().default(PUBLISHED),
});

/** General pages (about us, version, partners …) as structured plain text. */
export const sitePages = pgTable('site_pages', {
  key: varchar('key', { length: 32 }).primaryKey(),
  title: varchar('title', { length: 64 }).notNull(),
  subtitle: varchar('subtitle', { length: 200 }).notNull(),
  sections: jsonb('sections').$type<{ heading: string; paragraphs: string[]; items: { title: string; text: string; link?: string }[] }[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** City sub-sites (getSubsite). */
export const subsites = pgTable('subsites', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 20 }).notNull().unique(),
  name: varchar('name', { length: 32 }).notNull(),
  cityCode: varchar('city_code', { length: 6 }).notNull().unique(),
  title: varchar('title', { length: 64 }).notNull(),
  slogan: varchar('slogan', { length: 120 }).notNull(),
  hotline: varchar('hotline', { length: 32 }).notNull(),
  bannerUrl: varchar('banner_url', { length: 512 }).notNull(),
});

/** 招商大会 screens: what /areaDemonstration and /areaScreenDemonstration show. */
export const investmentScreenConfigs = pgTable('investment_screen_configs', {
  code: varchar('code', { length: 32 }).primaryKey(),
  title: varchar('title', { length: 64 }).notNull(),
  subtitle: varchar('subtitle', { length: 120 }).notNull(),
  slogan: varchar('slogan', { length: 120 }).notNull(),
  dateText: varchar('date_text', { length: 64 }).notNull(),
  config: jsonb('config').$type<{ mallIds: number[]; brandIds: number[]; agenda: { time: string; title: string }[] }>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
