import { z } from 'zod';
import { displayName } from '../text-safety.js';
import { defineOp } from '../op.js';
import { noInput, okOutput, pageOf } from '../envelope.js';
import { SELLER_BASE, sellerIdSchema as id, sellerStockSchema, sellerYuanSchema } from './seller-entry.js';

// ——— Goods: site activity services (场地活动服务) ———

export const SELLER_GOODS_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type SellerGoodsStatus = (typeof SELLER_GOODS_STATUSES)[number];
export const SELLER_GOODS_STATUS_LABEL: Record<SellerGoodsStatus, string> = {
  draft: '草稿',
  pending: '待审核',
  approved: '审核通过',
  rejected: '已驳回',
};
export const SELLER_GOODS_IMAGES_MAX = 9;
export const SELLER_GOODS_SKUS_MAX = 50;
export const SELLER_GOODS_IMAGE_MAX_BYTES = 700 * 1024;
export const SELLER_GOODS_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/**
 * One goods image as base64 in the JSON envelope (like uploads.ts: the body limit is 1 MB); the
 * server checks the bytes and stores the file in the upload folder, served at /media/uploads/.
 */
export const sellerGoodsImageUploadOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/goods/uploadImage`,
  access: 'seller',
  summary: '上传商品图片（PNG/JPEG/WebP/GIF，≤700KB；按文件内容核对类型）',
  input: z.object({
    fileName: z.string().trim().min(1, '请选择图片').max(120, '文件名过长'),
    content: z
      .string()
      .min(1, '请选择图片')
      .max(Math.ceil((SELLER_GOODS_IMAGE_MAX_BYTES * 4) / 3) + 4, '图片不能超过700KB'),
  }),
  output: z.object({ url: z.string(), size: z.number().int(), mime: z.string() }),
});

export const sellerSaleAttrSchema = z.object({ name: z.string(), values: z.array(z.string()) });
export const sellerProductTypeSchema = z.object({ typeId: z.number().int(), name: z.string(), saleAttrs: z.array(sellerSaleAttrSchema) });

export const sellerProductTypeListOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/goods/productTypeList`,
  access: 'seller',
  summary: '商品类型',
  input: noInput,
  output: z.array(sellerProductTypeSchema),
  retry: true,
});
export const sellerProductBrandListOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/goods/brandList`,
  access: 'seller',
  summary: '商品类型下的品牌',
  input: z.object({ typeId: id('请选择商品类型') }),
  output: z.array(z.object({ brandId: z.number().int(), name: z.string() })),
  retry: true,
});
export const sellerProductModelListOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/goods/modelList`,
  access: 'seller',
  summary: '品牌下的型号',
  input: z.object({ brandId: id('请选择品牌') }),
  output: z.array(z.object({ modelId: z.number().int(), name: z.string() })),
  retry: true,
});
export const sellerSaleAttrListOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/goods/saleAttrList`,
  access: 'seller',
  summary: '商品类型的销售属性',
  input: z.object({ typeId: id('请选择商品类型') }),
  output: z.array(sellerSaleAttrSchema),
  retry: true,
});

/** How many venues one service may be linked to. */
export const SELLER_GOODS_VENUES_MAX = 20;

export const sellerSkuSchema = z.object({
  skuId: z.number().int(),
  attrs: z.record(z.string(), z.string()),
  price: z.number(),
  stock: z.number().int(),
});
export const sellerGoodsSummarySchema = z.object({
  goodsId: z.number().int(),
  name: z.string(),
  typeName: z.string(),
  coverUrl: z.string().nullable(),
  minPrice: z.number().nullable(),
  stock: z.number().int(),
  sales: z.number().int(),
  status: z.enum(SELLER_GOODS_STATUSES),
  statusText: z.string(),
  rejectReason: z.string().nullable(),
  onShelf: z.boolean(),
  updatedAt: z.string(),
});
export type SellerGoodsSummary = z.infer<typeof sellerGoodsSummarySchema>;

export const sellerGoodsDetailSchema = sellerGoodsSummarySchema.extend({
  typeId: z.number().int(),
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
  modelId: z.number().int().nullable(),
  modelName: z.string().nullable(),
  cityCode: z.string(),
  cityName: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  skus: z.array(sellerSkuSchema),
  /** The venues (场地) this service is offered at; the storefront detail and the venue pages link them. */
  venues: z.array(z.object({ id: z.number().int(), name: z.string() })),
  createdAt: z.string(),
});
export type SellerGoodsDetail = z.infer<typeof sellerGoodsDetailSchema>;

/** The goods list's filter; named so the list page can read it from the URL (the browser build keeps named schemas). */
export const sellerGoodsFilterSchema = z.object({
  keyword: z.string().trim().max(50).optional(),
  status: z.enum(SELLER_GOODS_STATUSES).optional(),
  onShelf: z.boolean().optional(),
});
export type SellerGoodsFilter = z.infer<typeof sellerGoodsFilterSchema>;

/** Published venues of a city the seller may link goods to (the editor's search). */
export const sellerVenueOptionsOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/goods/venueOptions`,
  access: 'seller',
  summary: '可关联的场地（按城市与关键词）',
  input: z.object({ cityCode: z.string().regex(/^\d{6}$/, '请选择服务城市'), keyword: z.string().trim().max(50, '关键词最多50字').optional() }),
  output: z.array(z.object({ id: z.number().int(), name: z.string() })),
  retry: true,
});

export const sellerGoodsListOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/goods/list`,
  access: 'seller',
  summary: '我的商品',
  input: sellerGoodsFilterSchema,
  output: pageOf(sellerGoodsSummarySchema),
  paged: true,
  retry: true,
});
export const sellerGoodsDetailOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/goods/detail`,
  access: 'seller',
  summary: '商品详情',
  input: z.object({ goodsId: id('商品不存在') }),
  output: sellerGoodsDetailSchema,
  retry: true,
});

export const sellerGoodsSaveInput = z
  .object({
    goodsId: id('商品不存在').optional(),
    name: displayName(z.string().trim().min(1, '请输入商品名称').max(60, '商品名称最多60字')),
    typeId: id('请选择商品类型'),
    brandId: id('品牌无效').nullable().optional(),
    modelId: id('型号无效').nullable().optional(),
    cityCode: z.string().regex(/^\d{6}$/, '请选择服务城市'),
    description: z.string().trim().min(1, '请输入商品描述').max(5000, '商品描述最多5000字'),
    images: z
      .array(z.string().regex(/^\/media\/(uploads|placeholder)\/[\w./-]+$/, '图片须通过上传获得'))
      .min(1, '请至少上传一张商品图片')
      .max(SELLER_GOODS_IMAGES_MAX, `最多上传${SELLER_GOODS_IMAGES_MAX}张图片`),
    skus: z
      .array(
        z.object({
          attrs: z.record(z.string().max(20), z.string().min(1, '请选择销售属性').max(30)),
          price: sellerYuanSchema('价格'),
          stock: sellerStockSchema,
        }),
      )
      .min(1, '请至少填写一个销售规格的价格和库存')
      .max(SELLER_GOODS_SKUS_MAX, `销售规格最多${SELLER_GOODS_SKUS_MAX}个`),
    venueIds: z.array(id('场地不存在')).max(SELLER_GOODS_VENUES_MAX, `最多关联${SELLER_GOODS_VENUES_MAX}个场地`).default([]),
  })
  .refine((g) => new Set(g.skus.map((s) => JSON.stringify(Object.entries(s.attrs).sort()))).size === g.skus.length, {
    message: '销售规格不能重复',
    path: ['skus'],
  });
export type SellerGoodsSaveInput = z.input<typeof sellerGoodsSaveInput>;

export const sellerGoodsSaveOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/goods/edit`,
  access: 'seller',
  summary: '新增或编辑商品（保存为草稿；已通过的商品编辑后下架并需重新提交审核）',
  input: sellerGoodsSaveInput,
  output: sellerGoodsDetailSchema,
});
export const sellerGoodsApproveOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/goods/approve`,
  access: 'seller',
  summary: '提交商品审核（草稿或已驳回 → 待审核）',
  input: z.object({ goodsId: id('商品不存在') }),
  output: sellerGoodsSummarySchema,
});
export const sellerGoodsShelfOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/goods/batchShelf`,
  access: 'seller',
  summary: '批量上架/下架（仅审核通过的商品可上架）',
  input: z.object({
    goodsIds: z.array(id('商品不存在')).min(1, '请选择商品').max(200, '一次最多200个商品'),
    onShelf: z.boolean({ message: '请选择上架或下架' }),
  }),
  output: z.object({ updated: z.number().int() }),
});
export const sellerGoodsDeleteOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/goods/delete`,
  access: 'seller',
  summary: '删除商品（上架中的须先下架）',
  input: z.object({ goodsIds: z.array(id('商品不存在')).min(1, '请选择商品').max(200) }),
  output: okOutput,
});

// ——— Approval details (served from config approvalApiBase; GET with query parameters) ———

export const SELLER_APPROVAL_ACTION_LABEL: Record<string, string> = { submit: '提交审核', approve: '审核通过', reject: '审核驳回' };
export const sellerApprovalDetailsSchema = z.object({
  bizType: z.literal('goods'),
  bizId: z.number().int(),
  status: z.enum(SELLER_GOODS_STATUSES),
  statusText: z.string(),
  records: z.array(z.object({ action: z.string(), actionText: z.string(), reason: z.string().nullable(), operator: z.string(), createdAt: z.string() })),
});
export const sellerApprovalDetailsOp = defineOp({
  method: 'GET',
  path: '/api/approval/details',
  access: 'seller',
  summary: '审批详情（审批服务，GET 查询参数）',
  input: z.object({ bizType: z.literal('goods', { message: '不支持的审批类型' }), bizId: id('审批单不存在') }),
  output: sellerApprovalDetailsSchema,
  retry: true,
});
