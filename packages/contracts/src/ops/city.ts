import { z } from 'zod';
import { defineOp } from '../op.js';

/** A city that has malls, with how many (SPEC projectCityList). */
export const mallCitySchema = z.object({
  cityCode: z.string(),
  cityName: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  initial: z.string(),
  mallCount: z.number().int(),
});
export type MallCity = z.infer<typeof mallCitySchema>;

/**
 * state '5' (the SPEC's value) means open malls; other states are refused so a typo does not
 * silently widen the list.
 */
export const projectCityListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/city/projectCityList',
  access: 'public',
  summary: '有已开业商场的城市（state 5）',
  input: z.object({ state: z.literal('5', { message: '状态有误' }).default('5') }),
  output: z.array(mallCitySchema),
  retry: true,
});

export const projectCityTreeOp = defineOp({
  method: 'POST',
  path: '/api/foreground/city/projectCityTree',
  access: 'public',
  summary: '有商场的城市，按省分组',
  input: z.object({}).default({}),
  output: z.array(
    z.object({
      provinceCode: z.string(),
      provinceName: z.string(),
      cities: z.array(mallCitySchema),
    }),
  ),
  retry: true,
});

export const gdCoordinateQueryOp = defineOp({
  method: 'POST',
  path: '/api/foreground/location/gdCoordinateQuery',
  access: 'public',
  summary: '浏览器坐标（WGS-84）→ 最近的城市（cityCode）',
  input: z.object({
    latitude: z.coerce.number({ message: '纬度有误' }).min(-90, '纬度有误').max(90, '纬度有误'),
    longitude: z.coerce.number({ message: '经度有误' }).min(-180, '经度有误').max(180, '经度有误'),
  }),
  /** cityCode null: no known city centre within reach (outside mainland China, or unknown area). */
  output: z.object({
    cityCode: z.string().nullable(),
    cityName: z.string().nullable(),
    hasMall: z.boolean(),
    distanceKm: z.number().nullable(),
  }),
  retry: true,
});
