import { z } from 'zod';
import { defineOp } from '../op.js';
import { pageOf } from '../envelope.js';
import { shopListItemSchema } from './shops.js';
import { spaceListItemSchema } from './spaces.js';
import { mallListItemSchema } from './malls.js';
import { brandListItemSchema } from './brands.js';

export const COLLECT_TYPES = ['mall', 'shop', 'space', 'brand'] as const;
export type CollectType = (typeof COLLECT_TYPES)[number];
export const COLLECT_TYPE_LABELS: Record<CollectType, string> = { mall: '商场', shop: '铺位', space: '场地', brand: '品牌' };

const target = z.object({
  targetType: z.enum(COLLECT_TYPES, { message: '收藏类型有误' }),
  targetId: z.coerce.number({ message: '请选择收藏对象' }).int('收藏对象有误').positive('收藏对象有误'),
});

export const queryStoreFlagOp = defineOp({
  method: 'POST',
  path: '/api/foreground/store/queryStoreFlag',
  access: 'public',
  summary: '是否已收藏（游客恒为否）',
  input: target,
  output: z.object({ collected: z.boolean(), count: z.number() }),
  retry: true,
});

export const storeUpOp = defineOp({
  method: 'POST',
  path: '/api/foreground/store/storeUp',
  access: 'member',
  summary: '收藏（重复收藏不报错）',
  input: target,
  output: z.object({ collected: z.literal(true), count: z.number() }),
});

export const cancelStoreUpOp = defineOp({
  method: 'POST',
  path: '/api/foreground/store/cancelStoreUp',
  access: 'member',
  summary: '取消收藏（未收藏时也成功）',
  input: target,
  output: z.object({ collected: z.literal(false), count: z.number() }),
});

const collectedAt = z.object({ collectedAt: z.string() });

export const collectPageShopListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/collect/pageShopList',
  access: 'member',
  summary: '我收藏的铺位与点位',
  input: z.object({ kind: z.enum(['shop', 'point']).optional() }).default({}),
  output: pageOf(shopListItemSchema.extend(collectedAt.shape)),
  paged: true,
});

export const collectPageMallListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/collect/pageMallList',
  access: 'member',
  summary: '我收藏的商场',
  input: z.object({}).default({}),
  output: pageOf(mallListItemSchema.extend(collectedAt.shape)),
  paged: true,
});

export const spaceCollectListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/spaceCollect/list',
  access: 'member',
  summary: '我收藏的活动场地',
  input: z.object({}).default({}),
  output: pageOf(spaceListItemSchema.extend(collectedAt.shape)),
  paged: true,
});

export const collectPageBrandListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/collect/pageBrandList',
  access: 'member',
  summary: '我收藏的品牌',
  input: z.object({}).default({}),
  output: pageOf(brandListItemSchema.extend(collectedAt.shape)),
  paged: true,
});

export const collectCountsOp = defineOp({
  method: 'POST',
  path: '/api/foreground/collect/counts',
  access: 'member',
  summary: '我的收藏数量（按类型）',
  input: z.object({}).default({}),
  /** consultant: consultants collected on their own pages (a separate store from the other four). */
  output: z.object({ mall: z.number(), shop: z.number(), space: z.number(), brand: z.number(), consultant: z.number() }),
});
