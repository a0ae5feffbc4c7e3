import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ContentType } from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { adverts, agreements, articles, brands, consultants, formats, homeConfigs, malls, regions, shops, spaces } from '../../db/schema/index.js';
import { offsetOf } from '../../lib/paging.js';

/** The table behind each content type (shops and points share `shops`, told apart by kind). */
export const TABLES = {
  mall: malls,
  shop: shops,
  point: shops,
  space: spaces,
  brand: brands,
  article: articles,
  advert: adverts,
  agreement: agreements,
} as const;

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Title column per type, for keyword search in the editor's lists. */
function titleMatch(type: ContentType, q: string): SQL | undefined {
  const like = likeOf(q);
  switch (type) {
    case 'mall':
      return ilike(malls.name, like);
    case 'shop':
    case 'point':
      return ilike(shops.title, like);
    case 'space':
      return ilike(spaces.name, like);
    case 'brand':
      return ilike(brands.name, like);
    case 'article':
      return ilike(articles.title, like);
    case 'advert':
      return or(ilike(adverts.title, like), ilike(adverts.position, like));
    case 'agreement':
      return or(ilike(agreements.name, like), ilike(agreements.version, like));
  }
}

function statusCol(type: ContentType) {
  switch (type) {
    case 'mall':
      return malls.status;
    case 'shop':
    case 'point':
      return shops.status;
    case 'space':
      return spaces.status;
    case 'brand':
      return brands.status;
    case 'article':
      return articles.status;
    case 'advert':
      return adverts.status;
    case 'agreement':
      return null;
  }
}

function idCol(type: ContentType) {
  return TABLES[type].id;
}

/** Newest first; agreements by code and version. */
function orderOf(type: ContentType) {
  if (type === 'agreement') return [asc(agreements.code), desc(agreements.version), desc(agreements.id)];
  if (type === 'advert') return [asc(adverts.position), asc(adverts.sort), desc(adverts.id)];
  return [desc(idCol(type))];
}

export async function listContent(db: Db, type: ContentType, f: { q?: string; status?: string }, page: { pageNum: number; pageSize: number }) {
  const table = TABLES[type] as PgTable;
  const conds: (SQL | undefined)[] = [];
  if (type === 'shop' || type === 'point') conds.push(eq(shops.kind, type));
  if (f.q) conds.push(titleMatch(type, f.q));
  const sc = statusCol(type);
  if (f.status && sc) conds.push(eq(sc, f.status));
  else if (f.status === 'draft' && !sc) conds.push(sql`false`);
  const list = conds.filter((c): c is SQL => Boolean(c));
  const where = list.length ? and(...list) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...orderOf(type))
      .limit(page.pageSize)
      .offset(offsetOf(page).offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(where),
  ]);
  return { rows: rows as Record<string, unknown>[], total: Number(total[0]?.n ?? 0) };
}

export async function findContent(db: Db, type: ContentType, id: number, forUpdate = false): Promise<Record<string, unknown> | null> {
  const table = TABLES[type] as PgTable;
  const conds: SQL[] = [eq(idCol(type), id)];
  if (type === 'shop' || type === 'point') conds.push(eq(shops.kind, type));
  const q = db
    .select()
    .from(table)
    .where(and(...conds))
    .limit(1);
  const rows = forUpdate ? await q.for('update') : await q;
  return (rows[0] as Record<string, unknown> | undefined) ?? null;
}

export async function insertContent(db: Db, type: ContentType, values: Record<string, unknown>) {
  const table = TABLES[type] as PgTable;
  const [row] = await db.insert(table).values(values).returning();
  return row as Record<string, unknown>;
}

export async function updateContent(db: Db, type: ContentType, id: number, values: Record<string, unknown>) {
  const table = TABLES[type] as PgTable;
  const [row] = await db
    .update(table)
    .set(values)
    .where(eq(idCol(type), id))
    .returning();
  return row as Record<string, unknown>;
}

/** Coordinates for new content: the district's centre, else its city's. */
export async function regionCentre(db: Db, districtCode: string, cityCode: string) {
  const rows = await queryRows<{ code: string; lat: number | null; lng: number | null }>(
    db,
    sql`select code, lat, lng from ${regions} where code in (${districtCode}, ${cityCode}) and lat is not null`,
  );
  const pick = rows.find((r) => r.code === districtCode) ?? rows.find((r) => r.code === cityCode);
  return pick ? { lat: Number(pick.lat), lng: Number(pick.lng) } : null;
}

export async function regionExists(db: Db, code: string, level: number, parent?: string) {
  const conds = [eq(regions.code, code), eq(regions.level, level)];
  if (parent) conds.push(eq(regions.parentCode, parent));
  const rows = await db
    .select({ code: regions.code })
    .from(regions)
    .where(and(...conds))
    .limit(1);
  return rows.length > 0;
}

export async function findMallBasics(db: Db, id: number) {
  const rows = await db
    .select({ id: malls.id, name: malls.name, cityCode: malls.cityCode, districtCode: malls.districtCode, lat: malls.lat, lng: malls.lng })
    .from(malls)
    .where(eq(malls.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function formatNames(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await queryRows<{ name: string; parent: string | null }>(
    db,
    sql`select f.name, p.name as parent from ${formats} f left join ${formats} p on p.id = f.parent_id where f.id in ${ids}`,
  );
  return rows.flatMap((r) => [r.name, r.parent ?? '']).filter(Boolean);
}

export async function formatExists(db: Db, id: number) {
  const rows = await db.select({ id: formats.id }).from(formats).where(eq(formats.id, id)).limit(1);
  return rows.length > 0;
}

export async function consultantExists(db: Db, id: number) {
  const rows = await db.select({ id: consultants.id }).from(consultants).where(eq(consultants.id, id)).limit(1);
  return rows.length > 0;
}

export async function brandExists(db: Db, id: number) {
  const rows = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).limit(1);
  return rows.length > 0;
}

export async function latestAgreementVersion(db: Db, code: string) {
  const rows = await db.select({ version: agreements.version }).from(agreements).where(eq(agreements.code, code)).orderBy(desc(agreements.version)).limit(1);
  return rows[0]?.version ?? null;
}

export async function options(db: Db, mallQ?: string) {
  const [mallRows, formatRows, keepers] = await Promise.all([
    db
      .select({ id: malls.id, name: malls.name, cityCode: malls.cityCode })
      .from(malls)
      .where(mallQ ? ilike(malls.name, likeOf(mallQ)) : undefined)
      .orderBy(asc(malls.id))
      .limit(200),
    db.select({ id: formats.id, name: formats.name, parentId: formats.parentId }).from(formats).orderBy(asc(formats.id)),
    db.select({ id: consultants.id, name: consultants.name }).from(consultants).orderBy(asc(consultants.id)).limit(500),
  ]);
  return { malls: mallRows, formats: formatRows, housekeepers: keepers };
}

export async function getHomeConfig(db: Db, channelCode: string) {
  const rows = await db.select().from(homeConfigs).where(eq(homeConfigs.channelCode, channelCode)).limit(1);
  return rows[0] ?? null;
}

export async function saveHomeConfig(db: Db, channelCode: string, config: (typeof homeConfigs.$inferInsert)['config']) {
  await db
    .insert(homeConfigs)
    .values({ channelCode, config, updatedAt: new Date() })
    .onConflictDoUpdate({ target: homeConfigs.channelCode, set: { config, updatedAt: new Date() } });
}
