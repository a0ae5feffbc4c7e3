import { z } from 'zod';
import { displayName } from '../text-safety.js';
import { defineOp } from '../op.js';
import { noInput, pageOf } from '../envelope.js';
import { contactSchema, phoneSchema } from '../validation.js';
import { contentIdSchema } from './content.js';
import { encodedPhone } from '../phone-codec.js';
import { CODE_PATTERN, Msg } from '../rules.js';
import { LEASE_TYPES } from './spaces.js';
import { LEAD_STATUS_LABELS } from './admin-leads.js';

/**
 * Cooperation programme kinds. The first four are the /cooperAtions tabs (tabcheck/titleCode 0–3);
 * the others have their own pages (/businessService, /qzcCooperation, /sqwtCooperation, /zhsyCooperation).
 */
export const COOPERATION_KINDS = [
  { kind: 'cross_industry', name: '异业合作', tab: 0, path: '/cooperAtions?tabcheck=0' },
  { kind: 'supplier', name: '供应商合作', tab: 1, path: '/cooperAtions?tabcheck=1' },
  { kind: 'franchise', name: '加盟合作', tab: 2, path: '/cooperAtions?tabcheck=2' },
  { kind: 'ip', name: 'IP合作', tab: 3, path: '/cooperAtions?tabcheck=3' },
  { kind: 'business_service', name: '商务服务', tab: null, path: '/businessService' },
  { kind: 'enterprise', name: '企业合作', tab: null, path: '/qzcCooperation' },
  { kind: 'community', name: '社区委托合作', tab: null, path: '/sqwtCooperation' },
  { kind: 'revenue', name: '综合收益合作', tab: null, path: '/zhsyCooperation' },
] as const;
export type CooperationKind = (typeof COOPERATION_KINDS)[number]['kind'];
export const cooperationKindSchema = z.enum(COOPERATION_KINDS.map((k) => k.kind) as [CooperationKind, ...CooperationKind[]], {
  message: '合作类型不存在',
});
export const cooperationKindName = (kind: string) => COOPERATION_KINDS.find((k) => k.kind === kind)?.name ?? kind;
/** tabcheck 0–3 → kind; anything else falls back to tab 0. */
export const cooperationKindOfTab = (tab: string | number | null | undefined): CooperationKind =>
  COOPERATION_KINDS.find((k) => k.tab !== null && String(k.tab) === String(tab ?? ''))?.kind ?? 'cross_industry';

export const programmeSchema = z.object({
  id: z.number().int(),
  kind: cooperationKindSchema,
  kindName: z.string(),
  title: z.string(),
  partner: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  cityCode: z.string().nullable(),
  cityName: z.string().nullable(),
  tags: z.array(z.string()),
  applyCount: z.number().int(),
  publishedAt: z.string(),
});
export type Programme = z.infer<typeof programmeSchema>;

export const programmeDetailSchema = programmeSchema.extend({
  paragraphs: z.array(z.string()),
  benefits: z.array(z.string()),
  requirements: z.array(z.string()),
  related: z.array(programmeSchema),
});

export const cooperationListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/cooperation/list',
  access: 'public',
  summary: '合作项目列表（按 tabcheck 0–3 或合作类型）',
  input: z
    .object({
      tabcheck: z.coerce.number().int().min(0, '合作类型不存在').max(3, '合作类型不存在').optional(),
      kind: cooperationKindSchema.optional(),
      cityCode: z
        .string()
        .regex(/^\d{6}$/, '城市编码须为6位数字')
        .optional(),
      keyword: z.string().trim().max(30, '关键词不能超过30个字').optional(),
    })
    .default({}),
  output: pageOf(programmeSchema),
  retry: true,
  paged: true,
});

export const cooperationDetailOp = defineOp({
  method: 'POST',
  path: '/api/foreground/cooperation/detail',
  access: 'public',
  summary: '合作项目详情',
  input: z.object({ id: contentIdSchema }),
  output: programmeDetailSchema,
});

/**
 * SMS code (scene LEAD) of an application form: required unless a logged-in member applies with
 * their own phone (nobody leaves a lead in someone else's name).
 */
export const applicationCodeSchema = z.string().trim().regex(CODE_PATTERN, Msg.CODE_DIGITS).optional();

/** SPEC §7 leads joinSubmit: an application to cooperate, stored as a lead of kind 'cooperation'. */
export const joinSubmitInput = z.object({
  programmeId: contentIdSchema.optional(),
  kind: cooperationKindSchema,
  companyName: displayName(z.string().trim().min(1, '请输入公司/品牌名称').max(100, '公司/品牌名称不能超过100个字')),
  liaison: contactSchema,
  phone: encodedPhone(phoneSchema, { plain: 'accept' }),
  identifyingCode: applicationCodeSchema,
  cityCode: z
    .string()
    .regex(/^\d{6}$/, '城市编码须为6位数字')
    .optional(),
  intention: z.string().trim().min(5, '合作意向至少5个字').max(500, '合作意向不能超过500个字'),
});
export type JoinSubmitInput = z.infer<typeof joinSubmitInput>;

export const leadReceiptSchema = z.object({
  id: z.number().int(),
  /** Follow-up promise: one working day (weekends skipped). */
  deadlineAt: z.string(),
});

export const joinSubmitOp = defineOp({
  method: 'POST',
  path: '/api/foreground/cooperation/joinSubmit',
  access: 'public',
  summary: '提交合作申请（登录后可在个人中心查看）',
  input: joinSubmitInput,
  output: leadReceiptSchema,
});

/**
 * What the application forms (cooperation, franchise, merchant service) prefill for a signed-in
 * member, still editable: the account's own phone, and a contact name when the member has given
 * one before (decision 024). The masked cookie cannot fill an editable phone field.
 */
export const applicantContactOp = defineOp({
  method: 'POST',
  path: '/api/foreground/cooperation/applicantContact',
  access: 'member',
  summary: '申请表预填：本人手机号与联系人',
  input: noInput,
  output: z.object({ liaison: z.string(), phone: z.string() }),
});

/** The kinds of a member's applications shown under 我的合作. */
export const MY_COOPERATION_KINDS = [
  { kind: 'cooperation', name: '合作申请' },
  { kind: 'merchant_service', name: '商户服务' },
  { kind: 'franchise', name: '加盟申请' },
] as const;
export const myCooperationKindSchema = z.enum(['cooperation', 'merchant_service', 'franchise'], { message: '类型有误' });

/** LEAD_STATUS_LABELS read by any status string (the same map, not a second set of names). */
export const LEAD_STATUS_NAMES: Readonly<Record<string, string>> = LEAD_STATUS_LABELS;

export const myCooperationItemSchema = z.object({
  id: z.number().int(),
  kind: myCooperationKindSchema,
  kindName: z.string(),
  /** Programme, service or brand the application is about. */
  title: z.string(),
  subtitle: z.string(),
  liaison: z.string(),
  phone: z.string(),
  status: z.string(),
  statusName: z.string(),
  createdAt: z.string(),
  deadlineAt: z.string(),
});

export const queryMyCooperationListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/cooperation/queryMyCooperationList',
  access: 'member',
  summary: '我的合作（合作申请、商户服务咨询、加盟申请）',
  input: z.object({ kind: myCooperationKindSchema.optional(), status: z.enum(['new', 'contacted', 'qualified', 'won', 'lost']).optional() }).default({}),
  output: pageOf(myCooperationItemSchema),
  paged: true,
});

export const queryMyCooperationDetailOp = defineOp({
  method: 'POST',
  path: '/api/foreground/cooperation/queryMyCooperationDetail',
  access: 'member',
  summary: '我的合作详情（仅本人）',
  input: z.object({ id: contentIdSchema }),
  output: myCooperationItemSchema.extend({
    /** The form's further fields, as label/value pairs. */
    fields: z.array(z.object({ label: z.string(), value: z.string() })),
    history: z.array(z.object({ at: z.string(), status: z.string().nullable(), statusName: z.string(), note: z.string() })),
    link: z.string().nullable(),
  }),
});

export const hotInvestmentItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cityName: z.string(),
  districtName: z.string(),
  coverUrl: z.string(),
  investmentScore: z.number().int(),
  openStatus: z.string(),
  businessArea: z.number().int(),
  dailyTraffic: z.number().int(),
  rentMin: z.number(),
  rentMax: z.number(),
  /** 在租铺位 (kind shop, ON_MARKET_STATUSES), as on the mall's card. */
  vacantShops: z.number().int(),
});

export const hotInvestmentOp = defineOp({
  method: 'POST',
  path: '/api/foreground/cooperation/hotInvestment',
  access: 'public',
  summary: '热门招商项目（按招商热度）',
  input: z
    .object({
      cityCode: z
        .string()
        .regex(/^\d{6}$/, '城市编码须为6位数字')
        .optional(),
    })
    .default({}),
  output: pageOf(hotInvestmentItemSchema),
  retry: true,
  paged: true,
});

export const eventVenueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mallName: z.string(),
  cityName: z.string(),
  location: z.string(),
  area: z.number().int(),
  leaseTypes: z.array(z.string()),
  priceDay: z.number().int(),
  minDays: z.number().int(),
  dailyTraffic: z.number().int(),
  coverUrl: z.string(),
});

/** /cooperationList: event venues for cooperation activities (快闪, 路演, 展览…). */
export const eventVenueListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/cooperation/venueList',
  access: 'public',
  summary: '找活动场地（合作活动场地列表）',
  input: z
    .object({
      cityCode: z
        .string()
        .regex(/^\d{6}$/, '城市编码须为6位数字')
        .optional(),
      leaseType: z.enum(LEASE_TYPES, { message: '租赁类型有误' }).optional(),
      sort: z.enum(['traffic', 'price'], { message: '排序方式有误' }).optional(),
    })
    .default({}),
  output: pageOf(eventVenueSchema),
  retry: true,
  paged: true,
});
