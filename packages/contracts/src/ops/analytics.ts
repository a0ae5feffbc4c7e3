import { z } from 'zod';
import { defineOp } from '../op.js';
import { DEFAULT_REGION_ID } from '../constants.js';

/**
 * SPEC §7: share-tracking ids come from one fixed table mapping page names to code tuples
 * [page code, module code, event code]. Pages not listed share the 'default' tuple.
 */
export const SHARE_TRACK_TABLE = {
  default: ['P000', 'M00', 'E00'],
  home: ['P001', 'M01', 'E01'],
  consDetails: ['P101', 'M11', 'E11'],
  brandDetails: ['P102', 'M11', 'E12'],
  consultantDetail: ['P201', 'M21', 'E21'],
  cooperationDetail: ['P301', 'M31', 'E31'],
  merchantService: ['P401', 'M41', 'E41'],
  joinbrandDetail: ['P501', 'M51', 'E51'],
  cloudDetail: ['P601', 'M61', 'E61'],
  cloudVideo: ['P602', 'M61', 'E62'],
  chamberMoreDetils: ['P701', 'M71', 'E71'],
  detailsLive: ['P702', 'M71', 'E72'],
  case: ['P801', 'M81', 'E81'],
  productDetail: ['P901', 'M91', 'E91'],
  // The mall's and the shop's other addresses (route table): one page each, one tuple.
  shoppingMallDetail: ['P901', 'M91', 'E91'],
  shopDetail: ['P902', 'M92', 'E92'],
  newShopDetails: ['P902', 'M92', 'E92'],
  spaceDetail: ['P903', 'M93', 'E93'],
} as const satisfies Record<string, readonly [string, string, string]>;
export type TrackedPageName = keyof typeof SHARE_TRACK_TABLE;

/** The tuple of a page name (first path segment), 'default' when not listed. */
export function shareTrackCodes(pageName: string): readonly [string, string, string] {
  return (SHARE_TRACK_TABLE as Record<string, readonly [string, string, string]>)[pageName] ?? SHARE_TRACK_TABLE.default;
}

export const analyticsEventSchema = z.object({
  type: z.enum(['page', 'share'], { message: '事件类型有误' }),
  pageName: z.string().trim().min(1, '请传入页面名').max(64),
  path: z.string().trim().max(500),
  title: z.string().trim().max(120).optional(),
  regionId: z.string().trim().max(16).default(DEFAULT_REGION_ID),
  referrer: z.string().trim().max(500).optional(),
  shareUniqueId: z.string().uuid('分享ID须为UUID').optional(),
});

export const analyticsTrackOp = defineOp({
  method: 'POST',
  path: '/api/foreground/analytics/track',
  access: 'public',
  summary: '页面与分享事件上报（区域默认 1，登录用户与分享/线索字段服务端记录）',
  input: z.object({ events: z.array(analyticsEventSchema).min(1, '请传入事件').max(20, '一次最多上报20个事件') }),
  output: z.object({ accepted: z.number().int() }),
});
