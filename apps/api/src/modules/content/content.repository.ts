import { and, asc, desc, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PageParam } from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { articles, brands, cases, investmentScreenConfigs, malls, PUBLISHED, sitePages, subsites } from '../../db/schema/index.js';
import { toTsQuery } from '../../lib/segment.js';
import { onMarket } from '../../lib/on-market.js';
import { countOf, offsetOf } from '../../lib/paging.js';

// ---- feed ----

export interface FeedFilter {
  categories?: string[];
  keyword?: string;
  cityCode?: string;
  mallId?: number;
  brandId?: number;
  tag?: string;
  sort?: 'latest' | 'hot';
}

const feedColumns = {
  id: articles.id,
  category: articles.category,
  title: articles.title,
  summary: articles.summary,
  coverUrl: articles.coverUrl,
  author: articles.author,
  source: articles.source,
  tags: articles.tags,
  views: articles.views,
  publishedAt: articles.publishedAt,
  cityCode: articles.cityCode,
  mallId: articles.mallId,
  brandId: articles.brandId,
};
export type FeedRow = {
  id: number;
  category: string;
  title: string;
  summary: string;
  coverUrl: string;
  author: string;
  source: string;
  tags: string[];
  views: number;
  publishedAt: Date;
  cityCode: string | null;
  mallId: number | null;
  brandId: number | null;
};

function feedWhere(f: FeedFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [eq(articles.status, PUBLISHED)];
  if (f.categories?.length) conds.push(inArray(articles.category, f.categories));
  if (f.cityCode) conds.push(eq(articles.cityCode, f.cityCode));
  if (f.mallId) conds.push(eq(articles.mallId, f.mallId));
  if (f.brandId) conds.push(eq(articles.brandId, f.brandId));
  if (f.tag) conds.push(sql`${f.tag} = any(${articles.tags})`);
  if (f.keyword) {
    const q = toTsQuery(f.keyword);
    const like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(q ? or(sql`${articles.search} @@ to_tsquery('simple', ${q})`, sql`${articles.title} ilike ${like}`) : sql`${articles.title} ilike ${like}`);
  }
  return and(...conds);
}

export async function feedPage(db: Db, f: FeedFilter, page: PageParam) {
  const where = feedWhere(f);
  const order = f.sort === 'hot' ? [desc(articles.views), desc(articles.id)] : [desc(articles.publishedAt), desc(articles.id)];
  const { limit, offset } = offsetOf(page);
  const [rows, total] = await Promise.all([
    db
      .select(feedColumns)
      .from(articles)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    countOf(db, articles, where),
  ]);
  return { rows: rows as FeedRow[], total };
}

export async function feedById(db: Db, id: number) {
  const [row] = await db
    .select({ ...feedColumns, content: articles.content })
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.status, PUBLISHED)));
  return row as (FeedRow & { content: string }) | undefined;
}

export async function bumpFeedViews(db: Db, id: number) {
  await db
    .update(articles)
    .set({ views: sql`${articles.views} + 1` })
    .where(eq(articles.id, id));
}

/** Same category; same mall or brand first, then newest. */
export async function feedRelated(db: Db, row: FeedRow, limit = 6) {
  const affinity = sql`case when ${articles.mallId} = ${row.mallId ?? -1} or ${articles.brandId} = ${row.brandId ?? -1} then 0 else 1 end`;
  return (await db
    .select(feedColumns)
    .from(articles)
    .where(and(eq(articles.status, PUBLISHED), eq(articles.category, row.category), ne(articles.id, row.id)))
    .orderBy(affinity, desc(articles.publishedAt), desc(articles.id))
    .limit(limit)) as FeedRow[];
}

/** Neighbours in the category's list order (newest first): prev is newer, next is older. */
export async function feedNeighbours(db: Db, row: FeedRow) {
  const base = and(eq(articles.status, PUBLISHED), eq(articles.category, row.category));
  const newer = or(gt(articles.publishedAt, row.publishedAt), and(eq(articles.publishedAt, row.publishedAt), gt(articles.id, row.id)));
  const older = or(lt(articles.publishedAt, row.publishedAt), and(eq(articles.publishedAt, row.publishedAt), lt(articles.id, row.id)));
  const [prev] = await db
    .select({ id: articles.id, title: articles.title })
    .from(articles)
    .where(and(base, newer))
    .orderBy(asc(articles.publishedAt), asc(articles.id))
    .limit(1);
  const [next] = await db
    .select({ id: articles.id, title: articles.title })
    .from(articles)
    .where(and(base, older))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(1);
  return { prev: prev ?? null, next: next ?? null };
}

export async function feedCategoryCounts(db: Db) {
  return db
    .select({ category: articles.category, n: sql<number>`count(*)::int` })
    .from(articles)
    .where(eq(articles.status, PUBLISHED))
    .groupBy(articles.category);
}

export async function mallName(db: Db, id: number | null) {
  if (!id) return null;
  const [r] = await db.select({ name: malls.name }).from(malls).where(eq(malls.id, id));
  return r?.name ?? null;
}
export async function brandName(db: Db, id: number | null) {
  if (!id) return null;
  const [r] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, id));
  return r?.name ?? null;
}

// ---- cases ----

const caseColumns = {
  id: cases.id,
  title: cases.title,
  summary: cases.summary,
  coverUrl: cases.coverUrl,
  openedAt: cases.openedAt,
  brandId: cases.brandId,
  brandName: brands.name,
  brandLogoUrl: brands.logoUrl,
  mallId: cases.mallId,
  mallName: malls.name,
  cityCode: malls.cityCode,
};

function caseQuery(db: Db, extra: Record<string, unknown> = {}) {
  return db
    .select({ ...caseColumns, ...extra } as typeof caseColumns & { content: typeof cases.content })
    .from(cases)
    .innerJoin(brands, eq(brands.id, cases.brandId))
    .innerJoin(malls, eq(malls.id, cases.mallId));
}

export async function casePage(db: Db, f: { brandId?: number; mallId?: number }, page: PageParam) {
  const where = and(eq(cases.status, PUBLISHED), f.brandId ? eq(cases.brandId, f.brandId) : undefined, f.mallId ? eq(cases.mallId, f.mallId) : undefined);
  const { limit, offset } = offsetOf(page);
  const [rows, total] = await Promise.all([
    caseQuery(db).where(where).orderBy(desc(cases.openedAt), desc(cases.id)).limit(limit).offset(offset),
    countOf(db, cases, where),
  ]);
  return { rows, total };
}

export async function caseById(db: Db, id: number) {
  const [row] = await caseQuery(db, { content: cases.content }).where(and(eq(cases.id, id), eq(cases.status, PUBLISHED)));
  return row;
}

export async function casesOtherThan(db: Db, id: number, limit = 4) {
  return caseQuery(db)
    .where(and(eq(cases.status, PUBLISHED), ne(cases.id, id)))
    .orderBy(desc(cases.openedAt), desc(cases.id))
    .limit(limit);
}

// ---- general pages, sub-sites, screens ----

export async function sitePageByKey(db: Db, key: string) {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.key, key));
  return row;
}

export async function hotBrandsPage(db: Db, page: PageParam) {
  const where = and(eq(brands.status, PUBLISHED), eq(brands.hot, true));
  const { limit, offset } = offsetOf(page);
  const [rows, total] = await Promise.all([
    db
      .select({ id: brands.id, name: brands.name, logoUrl: brands.logoUrl, slogan: brands.slogan })
      .from(brands)
      .where(where)
      .orderBy(asc(brands.id))
      .limit(limit)
      .offset(offset),
    countOf(db, brands, where),
  ]);
  return { rows, total };
}

export async function subsiteBy(db: Db, f: { cityCode?: string; code?: string }) {
  const where = f.code ? eq(subsites.code, f.code) : f.cityCode ? eq(subsites.cityCode, f.cityCode) : undefined;
  if (!where) return undefined;
  const [row] = await db.select().from(subsites).where(where);
  return row;
}

export async function screenConfig(db: Db, code: string) {
  const [row] = await db.select().from(investmentScreenConfigs).where(eq(investmentScreenConfigs.code, code));
  return row;
}

export async function screenMalls(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: malls.id,
      name: malls.name,
      cityCode: malls.cityCode,
      coverUrl: malls.coverUrl,
      investmentScore: malls.investmentScore,
      businessArea: malls.businessArea,
      dailyTraffic: malls.dailyTraffic,
    })
    .from(malls)
    .where(and(inArray(malls.id, ids), eq(malls.status, PUBLISHED)))
    .orderBy(desc(malls.investmentScore), asc(malls.id));
}

export async function screenBrands(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: brands.id, name: brands.name, logoUrl: brands.logoUrl, slogan: brands.slogan })
    .from(brands)
    .where(inArray(brands.id, ids))
    .orderBy(asc(brands.id));
}

/** Live figures for the screens: what the platform holds right now. */
export async function platformStats(db: Db) {
  const [row] = await queryRows<{ malls: number; shops: number; brands: number; cities: number }>(
    db,
    sql`select
      (select count(*)::int from malls where status = ${PUBLISHED}) as malls,
      (select count(*)::int from shops where status = ${PUBLISHED} and ${onMarket(null)}) as shops,
      (select count(*)::int from brands where status = ${PUBLISHED}) as brands,
      (select count(distinct city_code)::int from malls where status = ${PUBLISHED}) as cities`,
  );
  return row;
}
