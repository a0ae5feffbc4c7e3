import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { SELLER_GOODS_STATUS_LABEL, type SellerGoodsDetail, type SellerGoodsStatus, type SellerGoodsSummary } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import {
  regions,
  sellerGoods,
  sellerGoodsReviews,
  sellerGoodsSkus,
  sellerProductBrands,
  sellerProductModels,
  sellerProductTypes,
  spaces,
  storefrontGoodsSpaces,
} from '../../db/schema/index.js';
import { escapeLike } from './seller-entry.repository.js';
import { isoTime } from '../../lib/dates.js';
import { toYuan } from '../../lib/money.js';

export async function productTypes(db: Db) {
  const rows = await db.select().from(sellerProductTypes).orderBy(asc(sellerProductTypes.sort), asc(sellerProductTypes.id));
  return rows.map((r) => ({ typeId: r.id, name: r.name, saleAttrs: r.saleAttrs }));
}
export async function findType(db: Db, typeId: number) {
  const [row] = await db.select().from(sellerProductTypes).where(eq(sellerProductTypes.id, typeId)).limit(1);
  return row ?? null;
}
export async function brandsOfType(db: Db, typeId: number) {
  const rows = await db.select().from(sellerProductBrands).where(eq(sellerProductBrands.typeId, typeId)).orderBy(asc(sellerProductBrands.id));
  return rows.map((r) => ({ brandId: r.id, name: r.name, typeId: r.typeId }));
}
export async function findProductBrand(db: Db, brandId: number) {
  const [row] = await db.select().from(sellerProductBrands).where(eq(sellerProductBrands.id, brandId)).limit(1);
  return row ?? null;
}
export async function modelsOfBrand(db: Db, brandId: number) {
  const rows = await db.select().from(sellerProductModels).where(eq(sellerProductModels.brandId, brandId)).orderBy(asc(sellerProductModels.id));
  return rows.map((r) => ({ modelId: r.id, name: r.name, brandId: r.brandId }));
}

const skuAgg = (db0: Db) =>
  db0
    .select({
      goodsId: sellerGoodsSkus.goodsId,
      minPrice: sql<number | null>`min(${sellerGoodsSkus.priceFen})`.as('min_price'),
      stock: sql<number>`coalesce(sum(${sellerGoodsSkus.stock}), 0)`.as('stock'),
    })
    .from(sellerGoodsSkus)
    .groupBy(sellerGoodsSkus.goodsId)
    .as('sku_agg');

type GoodsRow = typeof sellerGoods.$inferSelect & { typeName: string | null; minPrice: number | null; stock: number | null };

function toSummary(r: GoodsRow): SellerGoodsSummary {
  const status = r.status as SellerGoodsStatus;
  return {
    goodsId: r.id,
    name: r.name,
    typeName: r.typeName ?? '',
    coverUrl: r.images[0] ?? null,
    minPrice: r.minPrice === null ? null : toYuan(r.minPrice),
    stock: Number(r.stock ?? 0),
    sales: r.sales,
    status,
    statusText: SELLER_GOODS_STATUS_LABEL[status],
    rejectReason: r.rejectReason,
    onShelf: r.onShelf,
    updatedAt: isoTime(r.updatedAt),
  };
}

function goodsQuery(db: Db) {
  const agg = skuAgg(db);
  return db
    .select({
      goods: sellerGoods,
      typeName: sellerProductTypes.name,
      minPrice: agg.minPrice,
      stock: agg.stock,
    })
    .from(sellerGoods)
    .leftJoin(sellerProductTypes, eq(sellerProductTypes.id, sellerGoods.typeId))
    .leftJoin(agg, eq(agg.goodsId, sellerGoods.id));
}
const flat = (r: { goods: typeof sellerGoods.$inferSelect; typeName: string | null; minPrice: number | null; stock: number | null }): GoodsRow => ({
  ...r.goods,
  typeName: r.typeName,
  minPrice: r.minPrice === null ? null : Number(r.minPrice),
  stock: r.stock,
});

/** Own, not deleted. */
export const ownGoods = (memberId: number) => and(eq(sellerGoods.memberId, memberId), isNull(sellerGoods.deletedAt));

export async function goodsPage(
  db: Db,
  memberId: number,
  filter: { keyword?: string; status?: SellerGoodsStatus; onShelf?: boolean },
  limit: number,
  offset: number,
) {
  const where = and(
    ownGoods(memberId),
    filter.status ? eq(sellerGoods.status, filter.status) : undefined,
    filter.onShelf === undefined ? undefined : eq(sellerGoods.onShelf, filter.onShelf),
    filter.keyword ? ilike(sellerGoods.name, `%${escapeLike(filter.keyword)}%`) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    goodsQuery(db).where(where).orderBy(desc(sellerGoods.updatedAt), desc(sellerGoods.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(sellerGoods).where(where),
  ]);
  return { list: rows.map((r) => toSummary(flat(r))), total: Number(n) };
}

export async function findGoodsRow(db: Db, goodsId: number, memberId?: number) {
  const [row] = await db
    .select()
    .from(sellerGoods)
    .where(and(eq(sellerGoods.id, goodsId), isNull(sellerGoods.deletedAt), memberId === undefined ? undefined : eq(sellerGoods.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

export async function goodsDetail(db: Db, goodsId: number, memberId?: number): Promise<SellerGoodsDetail | null> {
  const [row] = await goodsQuery(db)
    .where(and(eq(sellerGoods.id, goodsId), isNull(sellerGoods.deletedAt), memberId === undefined ? undefined : eq(sellerGoods.memberId, memberId)))
    .limit(1);
  if (!row) return null;
  const g = flat(row);
  const [skus, brand, model, city, type, venues] = await Promise.all([
    db.select().from(sellerGoodsSkus).where(eq(sellerGoodsSkus.goodsId, goodsId)).orderBy(asc(sellerGoodsSkus.sort), asc(sellerGoodsSkus.id)),
    g.brandId ? db.select({ name: sellerProductBrands.name }).from(sellerProductBrands).where(eq(sellerProductBrands.id, g.brandId)) : Promise.resolve([]),
    g.modelId ? db.select({ name: sellerProductModels.name }).from(sellerProductModels).where(eq(sellerProductModels.id, g.modelId)) : Promise.resolve([]),
    db.select({ name: regions.shortName }).from(regions).where(eq(regions.code, g.cityCode)),
    findType(db, g.typeId),
    linkedVenues(db, goodsId),
  ]);
  // jsonb keeps keys in its own order: answer them in the type's attribute order.
  const names = type?.saleAttrs.map((a) => a.name) ?? [];
  const ordered = (attrs: Record<string, string>) =>
    Object.fromEntries([...names.filter((n) => n in attrs), ...Object.keys(attrs).filter((k) => !names.includes(k))].map((k) => [k, attrs[k]]));
  return {
    ...toSummary(g),
    typeId: g.typeId,
    brandId: g.brandId,
    brandName: brand[0]?.name ?? null,
    modelId: g.modelId,
    modelName: model[0]?.name ?? null,
    cityCode: g.cityCode,
    cityName: city[0]?.name ?? '',
    description: g.description,
    images: g.images,
    skus: skus.map((s) => ({ skuId: s.id, attrs: ordered(s.attrs), price: toYuan(s.priceFen), stock: s.stock })),
    venues,
    createdAt: isoTime(g.createdAt),
  };
}

/** `forUpdate` locks the rows until the transaction ends: checks on them hold for its writes. */
export async function ownGoodsRows(db: Db, memberId: number, ids: number[], opts: { forUpdate?: boolean } = {}) {
  const q = db
    .select()
    .from(sellerGoods)
    .where(and(ownGoods(memberId), inArray(sellerGoods.id, ids)));
  return opts.forUpdate ? q.for('update') : q;
}

export async function reviewsOf(db: Db, goodsId: number) {
  return db.select().from(sellerGoodsReviews).where(eq(sellerGoodsReviews.goodsId, goodsId)).orderBy(asc(sellerGoodsReviews.id));
}

export async function countPending(db: Db, memberId: number) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(sellerGoods)
    .where(and(ownGoods(memberId), eq(sellerGoods.status, 'pending')));
  return Number(n);
}

/** The venues a good is linked to (published or not: the seller sees every link they made). */
export async function linkedVenues(db: Db, goodsId: number) {
  return db
    .select({ id: spaces.id, name: spaces.name })
    .from(storefrontGoodsSpaces)
    .innerJoin(spaces, eq(spaces.id, storefrontGoodsSpaces.spaceId))
    .where(eq(storefrontGoodsSpaces.goodsId, goodsId))
    .orderBy(asc(spaces.id));
}

/** Published venues of a city, by name, for the editor's picker. */
export async function venueOptions(db: Db, cityCode: string, keyword: string | undefined, limit = 30) {
  return db
    .select({ id: spaces.id, name: spaces.name })
    .from(spaces)
    .where(and(eq(spaces.cityCode, cityCode), eq(spaces.status, 'published'), keyword ? ilike(spaces.name, `%${escapeLike(keyword)}%`) : undefined))
    .orderBy(asc(spaces.id))
    .limit(limit);
}

/** Which of `ids` are published venues of `cityCode`. */
export async function publishedVenueIds(db: Db, cityCode: string, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: spaces.id })
    .from(spaces)
    .where(and(inArray(spaces.id, ids), eq(spaces.cityCode, cityCode), eq(spaces.status, 'published')));
  return rows.map((r) => r.id);
}

/** The good's venue links become exactly `venueIds`. */
export async function replaceVenueLinks(db: Db, goodsId: number, venueIds: number[]) {
  await db.delete(storefrontGoodsSpaces).where(eq(storefrontGoodsSpaces.goodsId, goodsId));
  if (venueIds.length) await db.insert(storefrontGoodsSpaces).values(venueIds.map((spaceId) => ({ goodsId, spaceId })));
}
