import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

/**
 * Published units counted per map grid cell (decision 064), so a viewport's clusters add up a few
 * hundred rows instead of counting every unit in view. One row per kind, city, zoom (10–14; lower
 * zooms add up zoom 10's cells), cell and key: `a:` all units, or one value of one list filter
 * (`d:` district, `g:` grade, `o:` opening status, `f:` floor, `l:` street or mall, `q:` a format
 * listed, `p:` a first-level format with a child listed, `b:`/`r:` an area/monthly-rent bucket of
 * shop_map_bucket). A unit has one value of each but formats, so the keys of one filter add up
 * without overlap. Kept by the statement triggers of migration 0035 on every write to `shops`;
 * never written by code.
 */
export const shopMapCells = pgTable(
  'shop_map_cells',
  {
    kind: varchar('kind', { length: 8 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    zoom: smallint('zoom').notNull(),
    key: varchar('key', { length: 24 }).notNull(),
    /** floor(lng · 2^zoom / 90): cells of 64 screen pixels, as the map's grid. */
    cx: integer('cx').notNull(),
    cy: integer('cy').notNull(),
    n: integer('n').notNull(),
    /** Sums of the units' lng and lat: a cluster sits at their mean. */
    lngSum: doublePrecision('lng_sum').notNull(),
    latSum: doublePrecision('lat_sum').notNull(),
  },
  (t) => [
    primaryKey({ name: 'shop_map_cells_pkey', columns: [t.kind, t.cityCode, t.zoom, t.key, t.cx, t.cy] }),
    // The cells a write emptied, for the trigger to delete without reading the table.
    index('shop_map_cells_empty_idx')
      .on(t.kind)
      .where(sql`n <= 0`),
  ],
);
