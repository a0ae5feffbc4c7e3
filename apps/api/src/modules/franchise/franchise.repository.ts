import { and, asc, desc, eq, gte, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PageParam } from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { brands, formats, franchiseProfiles, PUBLISHED } from '../../db/schema/index.js';
import { offsetOf } from '../../lib/paging.js';

const columns = {
  id: brands.id,
  name: brands.name,
  logoUrl: brands.logoUrl,
  slogan: brands.slogan,
  formatName: formats.name,
  formatId: brands.formatId,
  origin: brands.origin,
  foundedYear: brands.foundedYear,
  storeCount: brands.storeCount,
  investMin: brands.investMin,
  investMax: brands.investMax,
  areaMin: brands.areaMin,
  areaMax: brands.areaMax,
  hot: brands.hot,
};

const isFranchise = and(eq(brands.status, PUBLISHED), eq(brands.franchise, true));

export async function franchisePage(
  db: Db,
  f: { keyword?: string; formatId?: number; investMin?: number; investMax?: number | null; hot?: boolean; sort?: 'stores' | 'invest' },
  page: PageParam,
) {
  const conds: (SQL | undefined)[] = [isFranchise];
  if (f.formatId) conds.push(or(eq(brands.formatId, f.formatId), eq(formats.parentId, f.formatId)));
  if (f.hot) conds.push(eq(brands.hot, true));
  // A brand fits a budget range when its minimum investment falls inside it. The upper end is
  // excluded: it is the next range's lower end, and a brand from 30万 is 30-50万, not also 10-30万.
  if (f.investMin !== undefined) conds.push(gte(brands.investMin, f.investMin));
  if (f.investMax !== undefined && f.investMax !== null) conds.push(lt(brands.investMin, f.investMax));
  if (f.keyword) conds.push(ilike(brands.name, `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const where = and(...conds);
  const order = f.sort === 'invest' ? [asc(brands.investMin), asc(brands.id)] : [desc(brands.hot), desc(brands.storeCount), asc(brands.id)];
  const { limit, offset } = offsetOf(page);
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(brands)
      .innerJoin(formats, eq(formats.id, brands.formatId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(brands)
      .innerJoin(formats, eq(formats.id, brands.formatId))
      .where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function franchiseById(db: Db, id: number) {
  const [row] = await db
    .select({ ...columns, intro: brands.intro, profile: franchiseProfiles })
    .from(brands)
    .innerJoin(formats, eq(formats.id, brands.formatId))
    .innerJoin(franchiseProfiles, eq(franchiseProfiles.brandId, brands.id))
    .where(and(isFranchise, eq(brands.id, id)));
  return row;
}

export async function franchiseLike(db: Db, id: number, formatId: number, limit = 4) {
  return db
    .select(columns)
    .from(brands)
    .innerJoin(formats, eq(formats.id, brands.formatId))
    .where(and(isFranchise, ne(brands.id, id), eq(brands.formatId, formatId)))
    .orderBy(desc(brands.storeCount), asc(brands.id))
    .limit(limit);
}

export async function applyCount(db: Db, brandId: number) {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from leads where kind = 'franchise' and brand_id = ${brandId}`);
  return Number(row?.n ?? 0);
}
