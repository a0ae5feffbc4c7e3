import { z } from 'zod';
import { defineOp } from '../op.js';
import { noInput } from '../envelope.js';
import { sellerStoreBindingSchema } from './seller-entry.js';

export const memberInfoSchema = z.object({
  avatarUrl: z.string(),
  desePhone: z.string(),
  nickName: z.string(),
  memberId: z.string(),
  gradeCode: z.string(),
  /** Grade name from the grade-equity list; '尚未成为VIP' for L0. */
  gradeName: z.string(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const gradeSchema = z.object({
  gradeCode: z.string(),
  gradeName: z.string(),
  /** Comma-separated equity names, as SPEC §3 describes them. */
  equities: z.string(),
  /** The same list turned into an array. */
  equityList: z.array(z.string()),
});
export type Grade = z.infer<typeof gradeSchema>;

/** SPEC §3: each comma-separated equity list becomes an array. */

export const memberInfoOp = defineOp({
  method: 'POST',
  path: '/api/foreground/member/info',
  access: 'member',
  summary: '会员信息（头像、脱敏手机号、昵称、会员号、等级）',
  input: noInput,
  output: memberInfoSchema,
});

export const memberLevelSchema = z.object({
  gradeCode: z.string(),
  gradeName: z.string(),
  isVip: z.boolean(),
  /** L3/L4: the business report is open. */
  reportAccess: z.boolean(),
  /** Role SH100011: the seller centre is open. */
  sellerAccess: z.boolean(),
  equityList: z.array(z.string()),
});
export type MemberLevel = z.infer<typeof memberLevelSchema>;

export const memberLevelOp = defineOp({
  method: 'POST',
  path: '/api/foreground/member/level',
  access: 'member',
  summary: '会员等级与权益',
  input: noInput,
  output: memberLevelSchema,
});

/** SPEC §7 "Seller": queryMemberLevel (same answer, the name the seller pages use). */
export const queryMemberLevelOp = defineOp({
  method: 'POST',
  path: '/api/foreground/member/queryMemberLevel',
  access: 'member',
  summary: '查询会员等级（商家中心）',
  input: noInput,
  output: memberLevelSchema,
});

export const gradeListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/member/gradeList',
  access: 'public',
  summary: '会员等级列表 L0–L4',
  input: noInput,
  output: z.array(gradeSchema),
  retry: true,
});

export const gradeEquityRelationListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/member/gradeEquityRelationList',
  access: 'public',
  summary: 'VIP 等级权益（L1–L4，逗号分隔）',
  input: noInput,
  output: z.array(gradeSchema),
  retry: true,
});

/** Seller-centre entries; role SH100011 only (enforced by the API). */
export const sellerCenterMenuOp = defineOp({
  method: 'POST',
  path: '/api/foreground/member/sellerCenterMenu',
  access: 'seller',
  summary: '商家中心菜单（需角色 SH100011）',
  input: noInput,
  output: z.array(z.object({ title: z.string(), path: z.string(), name: z.string() })),
});

/** Business-report entry check; grades L3 and L4 only (enforced by the API). */
export const reportAccessOp = defineOp({
  method: 'POST',
  path: '/api/foreground/member/reportAccess',
  access: 'report',
  summary: '经营报告权限（仅 L3、L4）',
  input: noInput,
  output: z.object({ gradeCode: z.string(), gradeName: z.string() }),
});

// ---- Affiliated stores (SPEC §7 queryAffiliatedStore; semantics ours, decision 008) -----------

/** The member's part in a store they are affiliated with. Today a store has one seller: its operator. */
export const AFFILIATED_STORE_ROLE_LABEL = { operator: '经营者' } as const;

/** A store as the seller centre binds it (same fields), seen from the member: role and status. */
export const affiliatedStoreSchema = sellerStoreBindingSchema
  .pick({
    bindingId: true,
    storeId: true,
    storeName: true,
    plazaId: true,
    plazaName: true,
    cityName: true,
    bunkNo: true,
    floor: true,
    brandId: true,
    brandName: true,
  })
  .extend({
    role: z.enum(['operator']),
    roleName: z.string(),
    /** Signature of the binding agreement: unsigned | signed (待签约 / 已签约). */
    status: sellerStoreBindingSchema.shape.signatureStatus,
    statusText: z.string(),
    boundAt: z.string(),
  });
export type AffiliatedStore = z.infer<typeof affiliatedStoreSchema>;

/** Stores shown at most; `total` tells when there are more (the seller centre lists them all). */
export const AFFILIATED_STORE_MAX = 50;

export const affiliatedStoresSchema = z.object({
  /** Role SH100011 now: the member may manage these stores in the seller centre. */
  sellerAccess: z.boolean(),
  /** The supplier entry: none | draft | pending | approved | rejected, with its label. */
  entryStatus: z.enum(['none', 'draft', 'pending', 'approved', 'rejected']),
  entryStatusText: z.string(),
  companyName: z.string().nullable(),
  /** Newest binding first, at most AFFILIATED_STORE_MAX. Empty for a plain member. */
  stores: z.array(affiliatedStoreSchema),
  total: z.number().int(),
});
export type AffiliatedStores = z.infer<typeof affiliatedStoresSchema>;

export const queryAffiliatedStoreOp = defineOp({
  method: 'POST',
  path: '/api/foreground/member/queryAffiliatedStore',
  access: 'member',
  summary: '查询当前用户关联的店铺（商家中心绑定的店铺、角色与签约状态；普通会员为空）',
  input: noInput,
  output: affiliatedStoresSchema,
});
