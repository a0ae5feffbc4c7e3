import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { maskNickName, type StorefrontEvaluation, type StorefrontFilter, type StorefrontGoodsItem, type StorefrontSku } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import {
  sellerCompanies,
  sellerEvaluations,
  sellerGoods,
  sellerGoodsSkus,
  sellerProductBrands,
  sellerProductModels,
  sellerProductTypes,
  spaces,
  storefrontGoodsSpaces,
} from '../../db/schema/index.js';
import { escapeLike } from '../seller/seller-entry.repository.js';
import { cityNames } from '../../lib/regions.js';
import { isoTime } from '../../lib/dates.js';
import { toFen, toYuan } from '../../lib/money.js';

/** What members and visitors may see: approved by the operator, on the shelf, not deleted. */
export const visibleGoods = () => and(eq(sellerGoods.status, 'approved'), eq(sellerGoods.onShelf, true), isNull(sellerGoods.deletedAt));

const skuAgg = (db: Db) =>
  db
    .select({
      goodsId: sellerGoodsSkus.goodsId,
      minPrice: sql<number>`min(${sellerGoodsSkus.priceFen})`.as('min_price'),
    })
    .from(sellerGoodsSkus)
    .groupBy(sellerGoodsSkus.goodsId)
    .as('sku_agg');

const evalAgg = (db: Db) =>
  db
    .select({
      goodsId: sellerEvaluations.goodsId,
      rating: sql<string>`round(avg(${sellerEvaluations.rating}), 1)`.as('rating'),
      n: sql<number>`count(*)::int`.as('n'),
    })
    .from(sellerEvaluations)
    .groupBy(sellerEvaluations.goodsId)
    .as('eval_agg');

interface ItemRow {
  goods: typeof sellerGoods.$inferSelect;
  typeName: string | null;
  sellerName: string | null;
  minPrice: number | null;
  rating: string | null;
  n: number | null;
}

function toItem(r: ItemRow, cities: Map<string, string>): StorefrontGoodsItem {
  return {
    goodsId: r.goods.id,
    name: r.goods.name,
    typeName: r.typeName ?? '',
    coverUrl: r.goods.images[0] ?? null,
    minPrice: toYuan(r.minPrice ?? 0),
    sales: r.goods.sales,
    cityCode: r.goods.cityCode,
    cityName: cities.get(r.goods.cityCode) ?? '',
    sellerName: r.sellerName ?? '',
    rating: r.rating === null ? null : Number(r.rating),
    evaluationCount: Number(r.n ?? 0),
  };
}

function itemQuery(db: Db) {
  const skus = skuAgg(db);
  const evals = evalAgg(db);
  const q = db
    .select({
      goods: sellerGoods,
      typeName: sellerProductTypes.name,
      sellerName: sellerCompanies.name,
      minPrice: skus.minPrice,
      rating: evals.rating,
      n: evals.n,
    })
    .from(sellerGoods)
    .innerJoin(skus, eq(skus.goodsId, sellerGoods.id))
    .leftJoin(sellerProductTypes, eq(sellerProductTypes.id, sellerGoods.typeId))
    .leftJoin(sellerCompanies, eq(sellerCompanies.memberId, sellerGoods.memberId))
    .leftJoin(evals, eq(evals.goodsId, sellerGoods.id));
  return { q, skus };
}

/** Each word of the keyword in the name, the type's name or the description. */
function keywordWhere(keyword: string | undefined): SQL | undefined {
  const words = (keyword ?? '').split(/\s+/u).filter(Boolean).slice(0, 5);
  if (!words.length) return undefined;
  return and(
    ...words.map((w) => {
      const p = `%${escapeLike(w)}%`;
      return or(ilike(sellerGoods.name, p), ilike(sellerProductTypes.name, p), ilike(sellerGoods.description, p));
    }),
  );
}

export async function goodsPage(db: Db, f: StorefrontFilter, limit: number, offset: number) {
  const { q, skus } = itemQuery(db);
  const where = and(
    visibleGoods(),
    f.typeId ? eq(sellerGoods.typeId, f.typeId) : undefined,
    f.cityCode ? eq(sellerGoods.cityCode, f.cityCode) : undefined,
    f.priceMin !== undefined ? gte(skus.minPrice, toFen(f.priceMin)) : undefined,
    f.priceMax !== undefined ? lte(skus.minPrice, toFen(f.priceMax)) : undefined,
    f.spaceId
      ? inArray(
          sellerGoods.id,
          db.select({ id: storefrontGoodsSpaces.goodsId }).from(storefrontGoodsSpaces).where(eq(storefrontGoodsSpaces.spaceId, f.spaceId)),
        )
      : undefined,
    keywordWhere(f.keyword),
  );
  const order =
    f.sort === 'sales'
      ? [desc(sellerGoods.sales), desc(sellerGoods.id)]
      : f.sort === 'priceAsc'
        ? [asc(skus.minPrice), desc(sellerGoods.id)]
        : f.sort === 'priceDesc'
          ? [desc(skus.minPrice), desc(sellerGoods.id)]
          : [desc(sellerGoods.reviewedAt), desc(sellerGoods.id)];
  const [rows, [{ n }]] = await Promise.all([
    q
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sellerGoods)
      .innerJoin(skus, eq(skus.goodsId, sellerGoods.id))
      .leftJoin(sellerProductTypes, eq(sellerProductTypes.id, sellerGoods.typeId))
      .where(where),
  ]);
  const cities = await cityNames(
    db,
    rows.map((r) => r.goods.cityCode),
  );
  return { list: rows.map((r) => toItem(r, cities)), total: Number(n) };
}

export async function categories(db: Db) {
  const rows = await db
    .select({ typeId: sellerProductTypes.id, name: sellerProductTypes.name })
    .from(sellerProductTypes)
    .orderBy(asc(sellerProductTypes.sort), asc(sellerProductTypes.id));
  return rows;
}

export const skuText = (attrs: Record<string, string>, order: string[]) => {
  const names = [...order.filter((n) => n in attrs), ...Object.keys(attrs).filter((n) => !order.includes(n))];
  return names.map((n) => `${n}：${attrs[n]}`).join(' / ');
};

/** A visible good with everything its page shows, or null. */
export async function goodsDetail(db: Db, goodsId: number) {
  const { q } = itemQuery(db);
  const [row] = await q.where(and(visibleGoods(), eq(sellerGoods.id, goodsId))).limit(1);
  if (!row) return null;
  const g = row.goods;
  const [skus, [type], brand, model, venues, cities] = await Promise.all([
    db.select().from(sellerGoodsSkus).where(eq(sellerGoodsSkus.goodsId, g.id)).orderBy(asc(sellerGoodsSkus.sort), asc(sellerGoodsSkus.id)),
    db.select({ saleAttrs: sellerProductTypes.saleAttrs }).from(sellerProductTypes).where(eq(sellerProductTypes.id, g.typeId)),
    g.brandId ? db.select({ name: sellerProductBrands.name }).from(sellerProductBrands).where(eq(sellerProductBrands.id, g.brandId)) : [],
    g.modelId ? db.select({ name: sellerProductModels.name }).from(sellerProductModels).where(eq(sellerProductModels.id, g.modelId)) : [],
    db
      .select({ id: spaces.id, name: spaces.name })
      .from(storefrontGoodsSpaces)
      .innerJoin(spaces, eq(spaces.id, storefrontGoodsSpaces.spaceId))
      .where(and(eq(storefrontGoodsSpaces.goodsId, g.id), eq(spaces.status, 'published')))
      .orderBy(asc(spaces.id)),
    cityNames(db, [g.cityCode]),
  ]);
  const order = (type?.saleAttrs ?? []).map((a) => a.name);
  const saleAttrs = (type?.saleAttrs ?? [])
    .map((a) => ({ name: a.name, values: a.values.filter((v) => skus.some((s) => s.attrs[a.name] === v)) }))
    .filter((a) => a.values.length > 0);
  const skuList: StorefrontSku[] = skus.map((s) => ({
    skuId: s.id,
    attrs: s.attrs,
    text: skuText(s.attrs, order),
    price: toYuan(s.priceFen),
    stock: s.stock,
  }));
  return {
    ...toItem(row, cities),
    description: g.description,
    images: g.images,
    brandName: brand[0]?.name ?? null,
    modelName: model[0]?.name ?? null,
    saleAttrs,
    skus: skuList,
    spaces: venues,
  };
}

export async function evaluationPage(db: Db, goodsId: number, limit: number, offset: number) {
  const where = eq(sellerEvaluations.goodsId, goodsId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        e: sellerEvaluations,
        // Written out: in a one-table select the builder leaves column names unqualified, which would bind to the inner table.
        skuText: sql<
          string | null
        >`(select i.sku_text from seller_order_items i where i.order_id = seller_evaluations.order_id and i.goods_id = seller_evaluations.goods_id order by i.id limit 1)`,
      })
      .from(sellerEvaluations)
      .where(where)
      .orderBy(desc(sellerEvaluations.createdAt), desc(sellerEvaluations.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sellerEvaluations)
      .where(where),
  ]);
  const list: StorefrontEvaluation[] = rows.map(({ e, skuText: text }) => ({
    evaluationId: e.id,
    buyerName: maskNickName(e.buyerName),
    rating: e.rating,
    content: e.content,
    skuText: text ?? '',
    reply: e.reply,
    createdAt: isoTime(e.createdAt),
  }));
  return { list, total: Number(n) };
}

export async function isVisible(db: Db, goodsId: number) {
  const [row] = await db
    .select({ id: sellerGoods.id })
    .from(sellerGoods)
    .where(and(eq(sellerGoods.id, goodsId), visibleGoods()))
    .limit(1);
  return Boolean(row);
}
