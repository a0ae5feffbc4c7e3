import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { PUBLISHED } from '../../db/schema/index.js';
import { SHOP_COLUMNS, type ShopRow } from '../shops/shops.repository.js';
import { offsetOf } from '../../lib/paging.js';

export type CollectType = 'mall' | 'shop' | 'space' | 'brand';

const TARGET_TABLE: Record<CollectType, string> = { mall: 'malls', shop: 'shops', space: 'spaces', brand: 'brands' };

/**
 * Whether collection row `c` still points at a published target. A target taken offline after it
 * was collected has no page to open: the lists leave it out, so the totals and the personal-centre
 * tab counts leave it out too (they would otherwise read one more than the list shows).
 */
const targetPublished = sql`case c.target_type ${sql.join(
  (Object.keys(TARGET_TABLE) as CollectType[]).map(
    (t) => sql`when ${t} then exists (select 1 from ${sql.identifier(TARGET_TABLE[t])} x where x.id = c.target_id and x.status = ${PUBLISHED})`,
  ),
  sql` `,
)} else false end`;

export async function targetExists(db: Db, type: CollectType, id: number) {
  const rows = await queryRows<{ n: number }>(db, sql`select 1 as n from ${sql.identifier(TARGET_TABLE[type])} where id = ${id} and status = 'published'`);
  return rows.length > 0;
}

/** Collecting twice keeps one row (unique member + target). */
export async function collect(db: Db, memberId: number, type: CollectType, id: number) {
  await db.execute(sql`insert into collections (member_id, target_type, target_id) values (${memberId}, ${type}, ${id})
    on conflict (member_id, target_type, target_id) do nothing`);
}

export async function uncollect(db: Db, memberId: number, type: CollectType, id: number) {
  await db.execute(sql`delete from collections where member_id = ${memberId} and target_type = ${type} and target_id = ${id}`);
}

export async function flag(db: Db, memberId: number | null, type: CollectType, id: number) {
  const rows = await queryRows<{ mine: boolean; n: number }>(
    db,
    sql`select coalesce(bool_or(member_id = ${memberId ?? -1}), false) as mine, count(*)::int as n from collections
      where target_type = ${type} and target_id = ${id}`,
  );
  return { collected: Boolean(rows[0]?.mine), count: Number(rows[0]?.n ?? 0) };
}

export async function pageIds(db: Db, memberId: number, type: CollectType, pageNum: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    queryRows<{ target_id: number; created_at: string | Date }>(
      db,
      sql`select c.target_id, c.created_at from collections c where c.member_id = ${memberId} and c.target_type = ${type} and ${targetPublished}
        order by c.created_at desc, c.id desc limit ${pageSize} offset ${offsetOf({ pageNum, pageSize }).offset}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from collections c where c.member_id = ${memberId} and c.target_type = ${type} and ${targetPublished}`,
    ),
  ]);
  return { rows: rows.map((r) => ({ id: Number(r.target_id), at: new Date(r.created_at).toISOString() })), total: Number(count[0]?.n ?? 0) };
}

/** Collected shops joined in one query so the kind filter pages correctly. */
export async function pageShops(db: Db, memberId: number, kind: string | undefined, pageNum: number, pageSize: number) {
  const kindCond = kind ? sql`and s.kind = ${kind}` : sql``;
  const from = sql`collections c join shops s on s.id = c.target_id left join malls m on m.id = s.mall_id
    where c.member_id = ${memberId} and c.target_type = 'shop' and s.status = ${PUBLISHED} ${kindCond}`;
  const [rows, count] = await Promise.all([
    queryRows<ShopRow & { collected_at: string | Date }>(
      db,
      sql`select ${SHOP_COLUMNS}, c.created_at as collected_at from ${from} order by c.created_at desc, c.id desc limit ${pageSize} offset ${offsetOf({ pageNum, pageSize }).offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${from}`),
  ]);
  return { rows, total: Number(count[0]?.n ?? 0) };
}

export async function counts(db: Db, memberId: number) {
  const rows = await queryRows<{ target_type: CollectType; n: number }>(
    db,
    sql`select c.target_type, count(*)::int as n from collections c where c.member_id = ${memberId} and ${targetPublished} group by c.target_type`,
  );
  const out = { mall: 0, shop: 0, space: 0, brand: 0 };
  for (const r of rows) out[r.target_type] = Number(r.n);
  return out;
}
