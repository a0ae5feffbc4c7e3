import { z } from 'zod';
import { defineOp } from '../op.js';
import { pageOf } from '../envelope.js';
import { cityCodeSchema, keywordSchema } from './search.js';

/** Formats are a two-level tree (e.g. 餐饮 › 火锅). */
export const formatNodeSchema = z.object({
  id: z.number(),
  name: z.string(),
  children: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type FormatNode = z.infer<typeof formatNodeSchema>;

export const brandListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string(),
  slogan: z.string(),
  format: z.string(),
  formatParent: z.string(),
  origin: z.string(),
  storeCount: z.number(),
  areaMin: z.number(),
  areaMax: z.number(),
  franchise: z.boolean(),
  investMin: z.number().nullable(),
  investMax: z.number().nullable(),
  hot: z.boolean(),
});
export type BrandListItem = z.infer<typeof brandListItemSchema>;

export const brandDetailSchema = brandListItemSchema.extend({
  intro: z.string(),
  foundedYear: z.number(),
  expandCities: z.array(z.object({ cityCode: z.string(), cityName: z.string() })),
  /** Malls the brand has opened in (from settled brands). */
  malls: z.array(z.object({ id: z.number(), name: z.string(), cityName: z.string(), floor: z.string(), openedAt: z.string() })),
  stories: z.array(z.object({ id: z.number(), title: z.string(), publishedAt: z.string() })),
  collected: z.boolean(),
});
export type BrandDetail = z.infer<typeof brandDetailSchema>;

export const brandFilterSchema = z.object({
  keyword: keywordSchema.optional(),
  formatId: z.coerce.number().int().positive('业态编号有误').optional(),
  franchise: z.boolean().optional(),
  /** Brands expanding into this city. */
  cityCode: cityCodeSchema.optional(),
  hot: z.boolean().optional(),
});

export const brandInfoListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/brand/infoList',
  access: 'public',
  summary: '品牌信息列表（业态、关键词、加盟、拓展城市）',
  input: brandFilterSchema,
  output: pageOf(brandListItemSchema),
  retry: true,
  paged: true,
});

export const brandSimpleListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/brand/simpleList',
  access: 'public',
  summary: '品牌简表（固定第1页、每页10条）',
  input: brandFilterSchema,
  output: pageOf(z.object({ id: z.number(), name: z.string(), logoUrl: z.string(), format: z.string() })),
  retry: true,
});

export const brandDetailOp = defineOp({
  method: 'POST',
  path: '/api/foreground/brand/detail',
  access: 'public',
  summary: '品牌详情：简介、店型面积、拓展城市、已入驻商场',
  input: z.object({ id: z.coerce.number().int('品牌编号有误').positive('品牌编号有误') }),
  output: brandDetailSchema,
  retry: true,
});

export const formatTreeOp = defineOp({
  method: 'POST',
  path: '/api/foreground/format/formatTree',
  access: 'public',
  summary: '业态树（两级）',
  input: z.object({}).default({}),
  output: z.array(formatNodeSchema),
  retry: true,
});
