import { sql, type SQL } from 'drizzle-orm';
import type { SitemapKind } from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';

/**
 * The rows whose detail page answers, as each detail query decides it (a page the sitemap lists
 * must not be a 404): the same status and joins as malls/shops/brands/franchise/spaces/content/
 * consultants repositories' by-id reads. `t.id` is the page's id.
 */
const PUBLIC_ROWS: Record<SitemapKind, SQL> = {
  mall: sql`malls t where t.status = 'published'`,
  // Shops and business points share /shopDetail.
  shop: sql`shops t where t.status = 'published'`,
  brand: sql`brands t where t.status = 'published'`,
  franchise: sql`brands t join formats f on f.id = t.format_id join franchise_profiles fp on fp.brand_id = t.id where t.status = 'published' and t.franchise`,
  space: sql`spaces t join malls m on m.id = t.mall_id where t.status = 'published'`,
  article: sql`articles t where t.status = 'published' and t.category <> 'brand_story'`,
  brandStory: sql`articles t where t.status = 'published' and t.category = 'brand_story'`,
  consultant: sql`consultants t where t.status = 'published'`,
  case: sql`cases t join brands b on b.id = t.brand_id join malls m on m.id = t.mall_id where t.status = 'published'`,
};

/** Items a part (`size` ids wide) holds, for the parts that hold any. */
export async function countByPart(db: Db, kind: SitemapKind, size: number) {
  const rows = await queryRows<{ part: number; n: number }>(
    db,
    sql`select (t.id - 1) / ${size} + 1 as part, count(*)::int as n from ${PUBLIC_ROWS[kind]} group by 1 order by 1`,
  );
  return rows.map((r) => ({ part: Number(r.part), count: Number(r.n) }));
}

/** Ids in (from, to], ascending: a range of the primary key, so any part costs the same. */
export async function idsBetween(db: Db, kind: SitemapKind, from: number, to: number) {
  const rows = await queryRows<{ id: number }>(db, sql`select t.id from ${PUBLIC_ROWS[kind]} and t.id > ${from} and t.id <= ${to} order by t.id`);
  return rows.map((r) => Number(r.id));
}
