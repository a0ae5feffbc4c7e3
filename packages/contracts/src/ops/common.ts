import { z } from 'zod';
import { defineOp } from '../op.js';
import { noInput } from '../envelope.js';

export const citySchema = z.object({
  cityCode: z.string(),
  cityName: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  initial: z.string(),
  tier: z.string().nullable(),
  /** Whether the city has at least one open mall (SPEC §4: else switch to Beijing). */
  hasMall: z.boolean(),
});
export type City = z.infer<typeof citySchema>;

const cityGroup = z.object({ key: z.string(), name: z.string(), cities: z.array(citySchema) });

/** SPEC §3 city list: hot, province, region, regionWeb, tier. */
export const cityListSchema = z.object({
  hot: z.array(citySchema),
  province: z.array(cityGroup),
  /** Grouped by pinyin initial, A–Z. */
  region: z.array(cityGroup),
  /** Initial ranges as the web picker shows them (ABCDE, FGHJ, KLMN, PQRST, WXYZ). */
  regionWeb: z.array(cityGroup),
  tier: z.array(cityGroup),
});
export type CityList = z.infer<typeof cityListSchema>;

export const districtSchema = z.object({ regionId: z.string(), regionName: z.string() });

export const siteConfigSchema = z.object({
  productName: z.string(),
  phone: z.string(),
  email: z.string(),
  licenceNo: z.string(),
  icpNo: z.string(),
  policeNo: z.string(),
  company: z.string(),
  contractUrl: z.string(),
  maintenance: z.boolean(),
  /** Which captcha sendSms wants: the site's slider, or Tencent Cloud Captcha's popup (its app id and script). */
  captcha: z.discriminatedUnion('driver', [
    z.object({ driver: z.literal('slider') }),
    z.object({ driver: z.literal('tencent'), appId: z.string(), scriptUrl: z.string() }),
  ]),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const cityListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/common/cityList',
  access: 'public',
  summary: '城市列表（热门、按省、按首字母、按城市等级）',
  input: noInput,
  output: cityListSchema,
  retry: true,
  successCode: '200',
});

export const districtListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/common/districtList',
  access: 'public',
  summary: '城市下的区县',
  input: z.object({ cityCode: z.string().regex(/^\d{6}$/, '城市编码须为6位数字') }),
  output: z.array(districtSchema),
  retry: true,
});

export const siteConfigOp = defineOp({
  method: 'GET',
  path: '/api/foreground/common/siteConfig',
  access: 'public',
  summary: '站点公开信息（客服电话、备案号等）',
  input: noInput,
  output: siteConfigSchema,
  retry: true,
});
