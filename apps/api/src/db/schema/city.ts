import { boolean, doublePrecision, index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';

/** GB/T 2260 divisions: level 1 province, 2 city (municipalities are cities too), 3 district. */
export const regions = pgTable(
  'regions',
  {
    code: varchar('code', { length: 6 }).primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    shortName: varchar('short_name', { length: 32 }).notNull(),
    level: smallint('level').notNull(),
    parentCode: varchar('parent_code', { length: 6 }),
    provinceCode: varchar('province_code', { length: 6 }).notNull(),
    /** Pinyin initial of the short name, for A–Z grouping. */
    initial: varchar('initial', { length: 1 }).notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    /** 一线, 新一线, 二线, 三线, 四线, 五线; null for provinces and districts. */
    tier: varchar('tier', { length: 8 }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('regions_parent_idx').on(t.parentCode), index('regions_level_idx').on(t.level)],
);
