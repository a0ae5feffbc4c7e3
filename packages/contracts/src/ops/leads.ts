import { z } from 'zod';
import { defineOp } from '../op.js';
import { noInput } from '../envelope.js';
import { BRAND_NAME_MAX, CONTACT_MAX, FALLBACK_SOURCE_TYPE } from '../constants.js';
import { CODE_PATTERN, Msg, PHONE_PATTERN } from '../rules.js';
import { encodedPhone } from '../phone-codec.js';
import { rowIdSchema } from '../validation.js';

/** Where a consultation lead was left (stored with the lead for the operators). */
export const LEAD_SOURCE_PAGES = ['side-bar', 'home-left-panel', 'home'] as const;
/** Detail pages a lead can be left from, by what they show. */
export const LEAD_PAGE_TARGETS = ['shop', 'mall', 'space'] as const;
export const LEAD_PAGE_PATH_MAX = 300;

// ---- Brand suggestions ----------------------------------------------------------------------

/** A piece of a suggestion's name; `hit` pieces match the typed text (rendered bold, never as HTML). */
export const highlightPartSchema = z.object({ text: z.string(), hit: z.boolean() });
export type HighlightPart = z.infer<typeof highlightPartSchema>;

/** SPEC §3 brand suggestion: id, associateName, associateNameHighlight. */
export const brandSuggestionSchema = z.object({
  id: z.number().int(),
  associateName: z.string(),
  /** The name split into matching and non-matching pieces (no markup crosses the wire). */
  associateNameHighlight: z.array(highlightPartSchema),
});
export type BrandSuggestion = z.infer<typeof brandSuggestionSchema>;

export const queryAllBrandOp = defineOp({
  method: 'POST',
  path: '/api/foreground/demandbrander/queryAllBrand',
  access: 'public',
  summary: '品牌名称联想（最多10条，匹配部分分段标出）',
  input: z.object({ useBrandName: z.string().trim().max(BRAND_NAME_MAX, `品牌名称最多${BRAND_NAME_MAX}个字`).default('') }),
  output: z.array(brandSuggestionSchema),
  retry: true,
});

// ---- The consultation lead (branderSettled) -------------------------------------------------

export const leadPhoneSchema = z.string({ message: Msg.PHONE_REQUIRED }).trim().min(1, Msg.PHONE_REQUIRED).regex(PHONE_PATTERN, Msg.PHONE_INVALID);

export const branderSettledInput = z.object({
  useBrandName: z.string({ message: Msg.BRAND_REQUIRED }).trim().min(1, Msg.BRAND_REQUIRED).max(BRAND_NAME_MAX, `品牌名称最多${BRAND_NAME_MAX}个字`),
  liaison: z.string({ message: Msg.CONTACT_REQUIRED }).trim().min(1, Msg.CONTACT_REQUIRED).max(CONTACT_MAX, `联系人最多${CONTACT_MAX}个字`),
  /** Set when a suggestion was picked; cleared when the name is typed. */
  brandId: rowIdSchema('品牌编号有误').nullish(),
  isOpenShop: z.enum(['Y', 'N'], { message: Msg.OPEN_SHOP_REQUIRED }),
  sourceType: z.literal(FALLBACK_SOURCE_TYPE, { message: '来源类型有误' }).default(FALLBACK_SOURCE_TYPE),
  /**
   * Visitor's phone; ignored for a logged-in member (their own phone is used). Sent encoded
   * (decision 008); plain digits are still accepted from older callers.
   */
  phone: encodedPhone(leadPhoneSchema, { plain: 'accept' }).optional(),
  /** SMS code (scene LEAD); required unless logged in. */
  identifyingCode: z.string().trim().regex(CODE_PATTERN, Msg.CODE_DIGITS).optional(),
  sourcePage: z.enum(LEAD_SOURCE_PAGES).default('side-bar'),
  cityCode: z
    .string()
    .regex(/^\d{6}$/, '城市编码须为6位数字')
    .optional(),
  /**
   * The unit, mall or space whose page the form was sent from: the server checks it exists and
   * takes the lead's city from it (the city cookie may name another city).
   */
  targetType: z.enum(LEAD_PAGE_TARGETS, { message: '来源页面有误' }).optional(),
  targetId: rowIdSchema('来源页面有误').optional(),
  /** Same-site path (with query) of the page the form was sent from, for the consultant. */
  pagePath: z
    .string()
    .trim()
    .max(LEAD_PAGE_PATH_MAX)
    .regex(/^\/(?!\/)/, '来源页面有误')
    .optional(),
});
export type BranderSettledInput = z.input<typeof branderSettledInput>;

/**
 * isSubmitAgain: 0 new lead stored; 1 this phone already left this brand and it awaits follow-up
 * (edit it in the personal centre); 2 already being handled by customer service.
 */
export const branderSettledOutput = z.object({
  isSubmitAgain: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  leadId: z.string(),
  /** ISO time by which a consultant calls back (one working day, weekends skipped). */
  deadlineAt: z.string(),
  /**
   * A visitor whose SMS code was checked gets a one-time login grant for that phone (leadLoginOp,
   * a few minutes): the success dialog offers 一键登录 without a second code. Null for members.
   */
  loginGrant: z.string().nullable(),
});
export type BranderSettledOutput = z.infer<typeof branderSettledOutput>;

export const branderSettledOp = defineOp({
  method: 'POST',
  path: '/api/foreground/demandbrander/branderSettled',
  access: 'public',
  summary: '预约咨询留资（品牌、联系人、手机号；未登录需短信验证码）',
  input: branderSettledInput,
  output: branderSettledOutput,
});

// ---- The member's own requests (我的预约, 个人中心) ---------------------------------------------

export const myLeadRequestSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  kindName: z.string(),
  /** Brand, programme or unit the request is about. */
  title: z.string(),
  status: z.string(),
  statusName: z.string(),
  /** ISO time by which a consultant calls back; the list shows 顾问将于 X 前联系 while the request is new. */
  deadlineAt: z.string(),
  /** The consultant following it up, once one is assigned. */
  consultantName: z.string().nullable(),
  createdAt: z.string(),
  /** received → assigned → contacted → viewing arranged → closed (decision 040). */
  timeline: z.array(
    z.object({
      step: z.enum(['received', 'assigned', 'contacted', 'viewing', 'closed']),
      title: z.string(),
      done: z.boolean(),
      at: z.string().nullable(),
      /** 未成交: the consultant's reason. */
      detail: z.string().nullable(),
    }),
  ),
  /** Was the first contact (or the close) within the deadline; null while still open and not yet due. */
  deadlineKept: z.boolean().nullable(),
});
export type MyLeadRequest = z.infer<typeof myLeadRequestSchema>;
export type MyLeadStep = MyLeadRequest['timeline'][number];

/** 个人中心 › 账号设置: an SMS at each step of the member's leads (besides the message centre). */
export const leadSmsSettingSchema = z.object({ enabled: z.boolean() });

export const leadSmsSettingOp = defineOp({
  method: 'POST',
  path: '/api/foreground/leads/smsSetting',
  access: 'member',
  summary: '线索进度短信通知：当前设置',
  input: noInput,
  output: leadSmsSettingSchema,
});

export const setLeadSmsSettingOp = defineOp({
  method: 'POST',
  path: '/api/foreground/leads/smsSetting/set',
  access: 'member',
  summary: '线索进度短信通知：开启或关闭',
  input: z.object({ enabled: z.boolean({ message: '请选择是否开启短信通知' }) }),
  output: leadSmsSettingSchema,
});

export const myLeadRequestsOp = defineOp({
  method: 'POST',
  path: '/api/foreground/leads/mine',
  access: 'member',
  summary: '我的咨询需求：状态、顾问、回电时限与进度（最近20条）',
  input: noInput,
  output: z.array(myLeadRequestSchema),
});
