import { z } from 'zod';
import { defineOp } from '../op.js';
import { noInput } from '../envelope.js';

/** Saved searches per member (我的订阅). */
export const SAVED_SEARCH_LIMIT = 20;
export const SAVED_SEARCH_KINDS = ['shop', 'point', 'mall', 'space'] as const;
export const SAVED_SEARCH_KIND_LABELS = { shop: '商铺', point: '点位', mall: '商场', space: '活动场地' } as const;
/** The word a member replies to the SMS digest to stop it. */
export const SMS_UNSUBSCRIBE_WORD = 'TD';

const code6 = (msg: string) => z.string().regex(/^\d{6}$/, msg);
const lng = z.number({ message: '经度须为数字' }).min(73, '地图范围超出中国境内').max(136, '地图范围超出中国境内');
const lat = z.number({ message: '纬度须为数字' }).min(3, '地图范围超出中国境内').max(54, '地图范围超出中国境内');
const bound = (label: string) =>
  z
    .number({ message: `${label}须为数字` })
    .min(0, `${label}不能为负数`)
    .max(1_000_000_000, `${label}过大`);

/** What a saved search matches; each field is one indexed column, absent = any. */
export const savedSearchCriteriaSchema = z
  .object({
    kind: z.enum(SAVED_SEARCH_KINDS, { message: '请选择订阅类型' }),
    cityCode: code6('请选择城市'),
    /** The districts chosen on the list; a change matches in any of them. */
    districtCodes: z.array(code6('区域编码须为6位数字'), { message: '区域格式有误' }).min(1, '区域不能为空').max(30, '最多选择30个区域').optional(),
    /** The formats chosen on the list; a change matches any of them (a first-level format covers its children). */
    formatIds: z
      .array(z.number({ message: '业态编号有误' }).int('业态编号有误').positive('业态编号有误'), { message: '业态格式有误' })
      .min(1, '业态不能为空')
      .max(30, '最多选择30个业态')
      .optional(),
    areaMin: bound('最小面积').optional(),
    areaMax: bound('最大面积').optional(),
    /** Units: monthly rent in 元; malls: 元/㎡/天; spaces: 元/天. */
    rentMin: bound('最低租金').optional(),
    rentMax: bound('最高租金').optional(),
    /** The map view: [west, south, east, north]. */
    bbox: z.tuple([lng, lat, lng, lat], { message: '地图范围格式有误' }).optional(),
    /** A drawn area: 3 to 50 vertices. */
    polygon: z
      .array(z.tuple([lng, lat]), { message: '绘制的区域格式有误' })
      .min(3, '绘制的区域至少需要3个点')
      .max(50, '绘制的区域最多50个点')
      .optional(),
    /** The list's keyword: a change matches when its words hold every word of it. */
    keyword: z.string({ message: '关键词须为文字' }).trim().min(1, '关键词不能为空').max(50, '关键词最多50个字').optional(),
    /** Units (铺位/点位): the floors chosen on the list; a change matches on any of them. */
    floors: z
      .array(z.string({ message: '楼层须为文字' }).trim().min(1, '楼层不能为空').max(8, '楼层最多8个字'), { message: '楼层格式有误' })
      .min(1, '楼层不能为空')
      .max(20, '最多选择20个楼层')
      .optional(),
  })
  .superRefine((c, ctx) => {
    if (c.areaMin !== undefined && c.areaMax !== undefined && c.areaMin > c.areaMax)
      ctx.addIssue({ code: 'custom', path: ['areaMax'], message: '最小面积不能大于最大面积' });
    if (c.rentMin !== undefined && c.rentMax !== undefined && c.rentMin > c.rentMax)
      ctx.addIssue({ code: 'custom', path: ['rentMax'], message: '最低租金不能高于最高租金' });
    if (c.floors && c.kind !== 'shop' && c.kind !== 'point') ctx.addIssue({ code: 'custom', path: ['floors'], message: '只有铺位和点位可按楼层订阅' });
    if (c.bbox && (c.bbox[0] >= c.bbox[2] || c.bbox[1] >= c.bbox[3]))
      ctx.addIssue({ code: 'custom', path: ['bbox'], message: '地图范围有误：西边须小于东边，南边须小于北边' });
  });
export type SavedSearchCriteria = z.infer<typeof savedSearchCriteriaSchema>;

const nameSchema = z.string({ message: '请输入订阅名称' }).trim().min(1, '请输入订阅名称').max(40, '订阅名称最多40个字');
/** Same-site path of the list page, to open the search again. */
const linkSchema = z
  .string()
  .trim()
  .max(1000, '链接过长')
  .regex(/^\/(?!\/)[^\s\\]*$/, '链接须为本站路径');

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  criteria: savedSearchCriteriaSchema,
  /** Plain Chinese summary of the criteria, e.g. "商铺 · 朝阳区 · 50–100㎡". */
  summary: z.string(),
  link: z.string(),
  smsDigest: z.boolean(),
  paused: z.boolean(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchCreateOp = defineOp({
  method: 'POST',
  path: '/api/foreground/subscriptions/create',
  access: 'member',
  summary: '保存搜索（每人最多20个订阅）',
  input: z.object({ name: nameSchema, criteria: savedSearchCriteriaSchema, link: linkSchema, smsDigest: z.boolean().default(false) }),
  output: savedSearchSchema,
});

export const savedSearchListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/subscriptions/list',
  access: 'member',
  summary: '我的订阅',
  input: noInput,
  output: z.object({ list: z.array(savedSearchSchema), limit: z.number().int() }),
});

export const savedSearchUpdateOp = defineOp({
  method: 'POST',
  path: '/api/foreground/subscriptions/update',
  access: 'member',
  summary: '修改订阅：名称、短信摘要、暂停',
  input: z.object({
    id: z.number({ message: '订阅编号有误' }).int().positive('订阅编号有误'),
    name: nameSchema.optional(),
    smsDigest: z.boolean().optional(),
    paused: z.boolean().optional(),
  }),
  output: savedSearchSchema,
});

export const savedSearchDeleteOp = defineOp({
  method: 'POST',
  path: '/api/foreground/subscriptions/delete',
  access: 'member',
  summary: '删除订阅',
  input: z.object({ id: z.number({ message: '订阅编号有误' }).int().positive('订阅编号有误') }),
  output: z.object({ deleted: z.boolean() }),
});
