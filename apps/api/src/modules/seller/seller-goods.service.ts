import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SELLER_APPROVAL_ACTION_LABEL,
  SELLER_GOODS_IMAGE_MAX_BYTES,
  SELLER_GOODS_STATUS_LABEL,
  type sellerGoodsSaveOp,
  type SellerGoodsStatus,
} from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { regions, sellerGoods, sellerGoodsReviews, sellerGoodsSkus, uploads } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { newKey, putRecorded, type StorageAdapter } from '../../lib/file-storage.js';
import { letGo, releaseFiles } from '../../lib/stored-files.js';
import { createMessage } from '../messages/messages.repository.js';
import * as repo from './seller-goods.repository.js';
import { isoTime } from '../../lib/dates.js';
import { sniffImage } from '../../lib/image-type.js';
import { toFen } from '../../lib/money.js';

type SaveInput = z.output<(typeof sellerGoodsSaveOp)['input']>;

/**
 * Operator decision on a pending goods item (issue 9's console calls this): approve, or reject
 * with a reason. Only pending goods can be decided; the seller gets a message either way.
 * The seller's message and `alsoInTransaction` (the console's audit entry) are written in the
 * decision's transaction: a decision never commits without them, nor they without it.
 */
export async function reviewGoods(
  db: Db,
  input: { goodsId: number; decision: 'approve' | 'reject'; reason?: string; operator: string },
  alsoInTransaction?: (tx: Db, status: SellerGoodsStatus) => Promise<void>,
) {
  const reason = input.reason?.trim() ?? '';
  if (input.decision === 'reject' && !reason) throw badRequest('请填写驳回原因');
  if (reason.length > 200) throw badRequest('驳回原因最多200字');
  const now = new Date();
  const to: SellerGoodsStatus = input.decision === 'approve' ? 'approved' : 'rejected';
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(sellerGoods)
      .set({ status: to, rejectReason: to === 'rejected' ? reason : null, reviewedAt: now, updatedAt: now })
      // Goods the seller deleted while they waited are gone: a console tab opened before still lists them.
      .where(and(eq(sellerGoods.id, input.goodsId), eq(sellerGoods.status, 'pending'), isNull(sellerGoods.deletedAt)))
      .returning();
    if (!row) return null;
    await tx
      .insert(sellerGoodsReviews)
      .values({ goodsId: row.id, action: input.decision, reason: reason || null, operator: input.operator.slice(0, 64), createdAt: now });
    await createMessage(tx, row.memberId, {
      category: 'system',
      title: to === 'approved' ? '商品审核通过' : '商品审核未通过',
      content: to === 'approved' ? `您的商品“${row.name}”已审核通过，可以上架销售。` : `您的商品“${row.name}”未通过审核，原因：${reason}`,
      link: `/sellerCenter/goods/details?goodsId=${row.id}`,
    });
    await alsoInTransaction?.(tx, to);
    return row;
  });
  if (!updated) {
    const exists = await repo.findGoodsRow(db, input.goodsId);
    if (!exists) throw notFound('商品不存在');
    throw badRequest(`商品当前状态为“${SELLER_GOODS_STATUS_LABEL[exists.status as SellerGoodsStatus]}”，只有待审核的商品可以审核`);
  }
  return { goodsId: updated.id, status: to, statusText: SELLER_GOODS_STATUS_LABEL[to], rejectReason: updated.rejectReason };
}

export function createSellerGoodsService(db: Db, storage: StorageAdapter) {
  async function detail(memberId: number, goodsId: number) {
    const d = await repo.goodsDetail(db, goodsId, memberId);
    if (!d) throw notFound('商品不存在');
    return d;
  }

  async function checkCatalogue(input: SaveInput) {
    const type = await repo.findType(db, input.typeId);
    if (!type) throw badRequest('商品类型不存在');
    if (input.brandId) {
      const brand = await repo.findProductBrand(db, input.brandId);
      if (!brand || brand.typeId !== type.id) throw badRequest('品牌不属于所选商品类型');
    }
    if (input.modelId) {
      if (!input.brandId) throw badRequest('请先选择品牌');
      const models = await repo.modelsOfBrand(db, input.brandId);
      if (!models.some((m) => m.modelId === input.modelId)) throw badRequest('型号不属于所选品牌');
    }
    const [city] = await db.select({ level: regions.level }).from(regions).where(eq(regions.code, input.cityCode));
    if (!city || city.level !== 2) throw badRequest('请选择服务城市');
    // Every SKU names each sale attribute of the type once, with one of its values.
    const names = type.saleAttrs.map((a) => a.name);
    for (const sku of input.skus) {
      const keys = Object.keys(sku.attrs);
      if (keys.length !== names.length || !names.every((n) => keys.includes(n))) throw badRequest(`销售规格须包含：${names.join('、')}`);
      for (const a of type.saleAttrs) {
        if (!a.values.includes(sku.attrs[a.name])) throw badRequest(`“${a.name}”没有“${sku.attrs[a.name]}”这个选项`);
      }
    }
    // Stored in the type's attribute order, so the same combination always looks the same.
    return input.skus.map((s, i) => ({
      attrs: Object.fromEntries(names.map((n) => [n, s.attrs[n]])),
      priceFen: toFen(s.price),
      stock: s.stock,
      sort: i,
    }));
  }

  return {
    productTypes: () => repo.productTypes(db),
    async brands(typeId: number) {
      if (!(await repo.findType(db, typeId))) throw notFound('商品类型不存在');
      return (await repo.brandsOfType(db, typeId)).map(({ brandId, name }) => ({ brandId, name }));
    },
    async models(brandId: number) {
      if (!(await repo.findProductBrand(db, brandId))) throw notFound('品牌不存在');
      return (await repo.modelsOfBrand(db, brandId)).map(({ modelId, name }) => ({ modelId, name }));
    },
    async saleAttrs(typeId: number) {
      const type = await repo.findType(db, typeId);
      if (!type) throw notFound('商品类型不存在');
      return type.saleAttrs;
    },
    page: repo.goodsPage.bind(null, db),
    detail,
    venueOptions: (cityCode: string, keyword?: string) => repo.venueOptions(db, cityCode, keyword),

    /**
     * New goods start as drafts. Editing approved goods takes them off the shelf and back to
     * draft (they are reviewed again); goods under review cannot be edited.
     */
    async save(memberId: number, input: SaveInput) {
      const skus = await checkCatalogue(input);
      const venueIds = [...new Set(input.venueIds ?? [])];
      const found = await repo.publishedVenueIds(db, input.cityCode, venueIds);
      if (found.length !== venueIds.length) throw badRequest('关联的场地不存在或不在服务城市');
      const linkVenues = (tx: Db, goodsId: number) => repo.replaceVenueLinks(tx, goodsId, venueIds);
      const now = new Date();
      const fields = {
        name: input.name,
        typeId: input.typeId,
        brandId: input.brandId ?? null,
        modelId: input.modelId ?? null,
        cityCode: input.cityCode,
        description: input.description,
        images: input.images,
        status: 'draft',
        rejectReason: null,
        onShelf: false,
        updatedAt: now,
      };
      let goodsId: number;
      if (input.goodsId) {
        const current = await repo.findGoodsRow(db, input.goodsId, memberId);
        if (!current) throw notFound('商品不存在');
        if (current.status === 'pending') throw badRequest('商品审核中，暂不能编辑');
        goodsId = current.id;
        const saved = await db.transaction(async (tx) => {
          // Not pending in the update itself: goods submitted for review since the check above (another
          // tab) stay under review instead of being pulled back to draft.
          const [row] = await tx
            .update(sellerGoods)
            .set(fields)
            .where(and(eq(sellerGoods.id, goodsId), repo.ownGoods(memberId), ne(sellerGoods.status, 'pending')))
            .returning({ id: sellerGoods.id });
          if (!row) return false;
          await tx.delete(sellerGoodsSkus).where(eq(sellerGoodsSkus.goodsId, goodsId));
          await tx.insert(sellerGoodsSkus).values(skus.map((s) => ({ ...s, goodsId })));
          await linkVenues(tx, goodsId);
          return true;
        });
        if (!saved) {
          if (!(await repo.findGoodsRow(db, goodsId, memberId))) throw notFound('商品不存在');
          throw badRequest('商品审核中，暂不能编辑');
        }
        // Photos taken out of the goods go, unless an order still shows them (decision 048).
        await releaseFiles(db, storage, letGo(current.images, input.images), { owner: memberId });
      } else {
        goodsId = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(sellerGoods)
            .values({ ...fields, memberId, createdAt: now })
            .returning({ id: sellerGoods.id });
          await tx.insert(sellerGoodsSkus).values(skus.map((s) => ({ ...s, goodsId: row.id })));
          await linkVenues(tx, row.id);
          return row.id;
        });
      }
      return detail(memberId, goodsId);
    },

    /** draft | rejected → pending. */
    async submit(memberId: number, goodsId: number, operator: string) {
      const now = new Date();
      const row = await db.transaction(async (tx) => {
        const [r] = await tx
          .update(sellerGoods)
          .set({ status: 'pending', submittedAt: now, updatedAt: now })
          .where(and(eq(sellerGoods.id, goodsId), repo.ownGoods(memberId), inArray(sellerGoods.status, ['draft', 'rejected'])))
          .returning({ id: sellerGoods.id });
        if (r) await tx.insert(sellerGoodsReviews).values({ goodsId, action: 'submit', operator, createdAt: now });
        return r;
      });
      if (!row) {
        const current = await repo.findGoodsRow(db, goodsId, memberId);
        if (!current) throw notFound('商品不存在');
        throw badRequest(current.status === 'pending' ? '商品已在审核中' : '商品已审核通过，无需重复提交');
      }
      const d = await detail(memberId, goodsId);
      return d;
    },

    /**
     * Up: approved goods only. Down: any own goods. All or nothing. Checked on the rows locked in
     * the write's transaction: goods edited back to draft, deleted or shelved in another tab at that
     * moment are seen as that tab left them, never changed past the check.
     */
    async shelf(memberId: number, ids: number[], onShelf: boolean) {
      const unique = [...new Set(ids.map(Number))];
      const updated = await db.transaction(async (tx) => {
        const rows = await repo.ownGoodsRows(tx, memberId, unique, { forUpdate: true });
        if (rows.length !== unique.length) throw notFound('商品不存在');
        if (onShelf) {
          const blocked = rows.filter((r) => r.status !== 'approved');
          if (blocked.length) throw badRequest(`只有审核通过的商品可以上架：${blocked.map((r) => r.name).join('、')}`);
        }
        const done = await tx
          .update(sellerGoods)
          .set({ onShelf, updatedAt: new Date() })
          .where(and(repo.ownGoods(memberId), inArray(sellerGoods.id, unique)))
          .returning({ id: sellerGoods.id });
        return done.length;
      });
      return { updated };
    },

    /** Soft delete: orders keep pointing at the goods they sold. On-shelf goods come down first (checked as shelf checks). */
    async remove(memberId: number, ids: number[]) {
      const unique = [...new Set(ids.map(Number))];
      const gone = await db.transaction(async (tx) => {
        const rows = await repo.ownGoodsRows(tx, memberId, unique, { forUpdate: true });
        if (rows.length !== unique.length) throw notFound('商品不存在');
        const onShelf = rows.filter((r) => r.onShelf);
        if (onShelf.length) throw badRequest(`请先下架商品：${onShelf.map((r) => r.name).join('、')}`);
        await tx
          .update(sellerGoods)
          .set({ deletedAt: new Date() })
          .where(and(repo.ownGoods(memberId), inArray(sellerGoods.id, unique)));
        return rows;
      });
      // Deleted goods hold no files; a photo an order shows stays for the order (decision 048).
      await releaseFiles(
        db,
        storage,
        letGo(
          gone.map((r) => r.images),
          [],
        ),
        { owner: memberId },
      );
      return null;
    },

    async approvalDetails(memberId: number, goodsId: number) {
      const g = await repo.findGoodsRow(db, goodsId, memberId);
      if (!g) throw notFound('审批单不存在');
      const records = await repo.reviewsOf(db, goodsId);
      const status = g.status as SellerGoodsStatus;
      return {
        bizType: 'goods' as const,
        bizId: g.id,
        status,
        statusText: SELLER_GOODS_STATUS_LABEL[status],
        records: records.map((r) => ({
          action: r.action,
          actionText: SELLER_APPROVAL_ACTION_LABEL[r.action] ?? r.action,
          reason: r.reason,
          operator: r.operator,
          createdAt: isoTime(r.createdAt),
        })),
      };
    },

    async uploadImage(memberId: number, input: { fileName: string; content: string }) {
      const buf = Buffer.from(input.content.replace(/^data:[^,]*,/, ''), 'base64');
      if (!buf.length) throw badRequest('请选择图片');
      if (buf.length > SELLER_GOODS_IMAGE_MAX_BYTES) throw badRequest('图片不能超过700KB');
      const kind = sniffImage(buf);
      if (!kind) throw badRequest('仅支持 PNG、JPEG、WebP、GIF 图片');
      // The seller's id leads the key, so a bucket listing shows whose file it is.
      // The uploads row lets the nightly sweep find a photo whose goods were never saved.
      return putRecorded(storage, newKey(`seller/${memberId}`, kind.ext), buf, kind.mime, async (url) => {
        await db.insert(uploads).values({ memberId, url, mime: kind.mime, size: buf.length, purpose: 'seller' });
        return { url, size: buf.length, mime: kind.mime };
      });
    },
  };
}
