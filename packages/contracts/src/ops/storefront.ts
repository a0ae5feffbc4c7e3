import { z } from 'zod';
import { defineOp } from '../op.js';
import { noInput, pageOf } from '../envelope.js';
import { phoneSchema, rowIdSchema, evaluationFields } from '../validation.js';
import { encodedPhone } from '../phone-codec.js';
import { displayName } from '../text-safety.js';
import { memberOrderDetailSchema } from './member-orders.js';

/*
 * 场地活动服务 storefront: the goods sellers put on the shelf and the operator approved, as members
 * and visitors find, read and order them. A good that is pending, rejected, off the shelf or deleted
 * is not there (404 on its detail). Amounts in 元; the server reads every price itself.
 */

export const STOREFRONT_SORTS = ['default', 'sales', 'priceAsc', 'priceDesc'] as const;
export type StorefrontSort = (typeof STOREFRONT_SORTS)[number];
export const STOREFRONT_SORT_LABEL: Record<StorefrontSort, string> = {
  default: '综合排序',
  sales: '销量优先',
  priceAsc: '价格从低到高',
  priceDesc: '价格从高到低',
};
/** One order buys at most this many of one SKU. */
export const STOREFRONT_QUANTITY_MAX = 99;

const goodsId = rowIdSchema('商品不存在');
const price = (what: string) =>
  z.coerce
    .number({ message: `${what}须为数字` })
    .min(0, `${what}不能为负数`)
    .max(10_000_000, `${what}过大`);

/** The list's filter; named so the page can read it from the URL (parseLenient). */
export const storefrontFilterSchema = z
  .object({
    keyword: z.string().trim().max(50, '关键词最多50个字').optional(),
    typeId: rowIdSchema('服务类别不存在').optional(),
    cityCode: z
      .string()
      .regex(/^\d{6}$/, '城市编码须为6位数字')
      .optional(),
    priceMin: price('最低价').optional(),
    priceMax: price('最高价').optional(),
    /** Goods offered at one venue (场地). */
    spaceId: rowIdSchema('场地不存在').optional(),
    sort: z.enum(STOREFRONT_SORTS, { message: '排序方式有误' }).optional(),
  })
  .refine((f) => f.priceMin === undefined || f.priceMax === undefined || f.priceMin <= f.priceMax, {
    message: '最低价不能高于最高价',
    path: ['priceMax'],
  });
export type StorefrontFilter = z.infer<typeof storefrontFilterSchema>;

export const storefrontGoodsItemSchema = z.object({
  goodsId: z.number().int(),
  name: z.string(),
  typeName: z.string(),
  coverUrl: z.string().nullable(),
  /** Lowest SKU price, in 元. */
  minPrice: z.number(),
  sales: z.number().int(),
  cityCode: z.string(),
  cityName: z.string(),
  sellerName: z.string(),
  /** Average stars of its evaluations (one decimal), null without any. */
  rating: z.number().nullable(),
  evaluationCount: z.number().int(),
});
export type StorefrontGoodsItem = z.infer<typeof storefrontGoodsItemSchema>;

export const storefrontGoodsListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/storefront/goodsList',
  access: 'public',
  summary: '场地活动服务列表（已上架且审核通过的商品）',
  input: storefrontFilterSchema,
  output: pageOf(storefrontGoodsItemSchema),
  paged: true,
  retry: true,
});

export const storefrontCategoryListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/storefront/categories',
  access: 'public',
  summary: '服务类别（商品类型）',
  input: noInput,
  output: z.array(z.object({ typeId: z.number().int(), name: z.string() })),
  retry: true,
});

export const storefrontSkuSchema = z.object({
  skuId: z.number().int(),
  attrs: z.record(z.string(), z.string()),
  /** "套餐：标准版 / 场次：单场" */
  text: z.string(),
  price: z.number(),
  stock: z.number().int(),
});
export type StorefrontSku = z.infer<typeof storefrontSkuSchema>;

export const storefrontGoodsDetailSchema = storefrontGoodsItemSchema.extend({
  description: z.string(),
  images: z.array(z.string()),
  brandName: z.string().nullable(),
  modelName: z.string().nullable(),
  /** The sale attributes the SKUs vary by, in the type's order, only values some SKU has. */
  saleAttrs: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  skus: z.array(storefrontSkuSchema),
  /** Venues (场地) this service is offered at. */
  spaces: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type StorefrontGoodsDetail = z.infer<typeof storefrontGoodsDetailSchema>;

export const storefrontGoodsDetailOp = defineOp({
  method: 'POST',
  path: '/api/foreground/storefront/goodsDetail',
  access: 'public',
  summary: '场地活动服务详情（SKU、价格、商家、已售）',
  input: z.object({ goodsId }),
  output: storefrontGoodsDetailSchema,
  retry: true,
});

export const storefrontEvaluationSchema = z.object({
  evaluationId: z.number().int(),
  /** Masked: 王** */
  buyerName: z.string(),
  rating: z.number().int(),
  content: z.string(),
  skuText: z.string(),
  reply: z.string().nullable(),
  createdAt: z.string(),
});
export type StorefrontEvaluation = z.infer<typeof storefrontEvaluationSchema>;

export const storefrontEvaluationListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/storefront/evaluations',
  access: 'public',
  summary: '商品评价（最新在前）',
  input: z.object({ goodsId }),
  output: pageOf(storefrontEvaluationSchema),
  paged: true,
  retry: true,
});

export const storefrontOrderCreateInput = z.object({
  goodsId,
  skuId: rowIdSchema('请选择规格'),
  quantity: z.coerce
    .number({ message: '请输入购买数量' })
    .int('购买数量须为整数')
    .min(1, '购买数量至少为1')
    .max(STOREFRONT_QUANTITY_MAX, `一次最多购买${STOREFRONT_QUANTITY_MAX}份`),
  contactName: displayName(z.string().trim().min(1, '请输入联系人').max(20, '联系人最多20个字')),
  contactPhone: encodedPhone(phoneSchema, { plain: 'accept' }),
  address: z.string().trim().max(200, '活动地址最多200个字').default(''),
  remark: z.string().trim().max(200, '备注最多200个字').default(''),
});
export type StorefrontOrderCreateInput = z.input<typeof storefrontOrderCreateInput>;
export type StorefrontOrderCreate = z.infer<typeof storefrontOrderCreateInput>;

export const storefrontOrderCreateOp = defineOp({
  method: 'POST',
  path: '/api/foreground/storefront/order/create',
  access: 'member',
  summary: '下单（服务端按当前价格与库存生成待付款订单）',
  input: storefrontOrderCreateInput,
  output: z.object({ orderId: z.number().int(), orderNo: z.string(), totalAmount: z.number(), status: z.literal('pending_payment') }),
});

const orderRef = z.object({ orderId: rowIdSchema('订单不存在') });

export const storefrontOrderCancelOp = defineOp({
  method: 'POST',
  path: '/api/foreground/storefront/order/cancel',
  access: 'member',
  summary: '买家取消未付款订单（恢复库存）',
  input: orderRef.extend({ reason: z.string().trim().max(100, '取消原因最多100个字').default('') }),
  output: memberOrderDetailSchema,
});

export const storefrontOrderConfirmOp = defineOp({
  method: 'POST',
  path: '/api/foreground/storefront/order/confirm',
  access: 'member',
  summary: '买家确认完成（商家已发货的订单）',
  input: orderRef,
  output: memberOrderDetailSchema,
});

export const storefrontEvaluateOp = defineOp({
  method: 'POST',
  path: '/api/foreground/storefront/order/evaluate',
  access: 'member',
  summary: '评价已完成的订单（每单一次）',
  input: orderRef.extend({ rating: evaluationFields.stars, content: evaluationFields.content }),
  output: memberOrderDetailSchema,
});
