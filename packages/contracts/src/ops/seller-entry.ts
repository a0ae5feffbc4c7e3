import { z } from 'zod';
import { displayName } from '../text-safety.js';
import { defineOp } from '../op.js';
import { noInput, okOutput, pageOf } from '../envelope.js';
import { PHONE_PATTERN } from '../rules.js';
import { encodedPhone } from '../phone-codec.js';
import { SELLER_STOCK_MAX, SELLER_STOCK_MSG, SELLER_YUAN_MAX, hasAtMostCents, sellerYuanMsg } from '../seller-rules.js';

/*
 * Seller centre (SPEC §2, §6, §7 "Seller, supplier and binding"). Every call needs role SH100011
 * and sees only the caller's own rows.
 */

export const SELLER_BASE = '/api/foreground/seller';

const id = (msg: string) => z.coerce.number({ message: msg }).int(msg).positive(msg).max(Number.MAX_SAFE_INTEGER, msg);
export const sellerIdSchema = id;

/** Money in 元 with at most two decimals; forms check the same with sellerYuanProblem. */
export const sellerYuanSchema = (label: string, max = SELLER_YUAN_MAX) => {
  const m = sellerYuanMsg(label, max);
  return z.number({ message: m.required }).min(0.01, m.min).max(max, m.max).refine(hasAtMostCents, m.cents);
};

/** Stock of a goods SKU; forms check the same with sellerStockProblem. */
export const sellerStockSchema = z
  .number({ message: SELLER_STOCK_MSG.required })
  .int(SELLER_STOCK_MSG.int)
  .min(0, SELLER_STOCK_MSG.min)
  .max(SELLER_STOCK_MAX, SELLER_STOCK_MSG.max);

/** A calendar day: 2026-13-01 or 2026-02-31 made an Invalid Date (a 500) or slid into March. */
export const sellerDateOnlySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式须为YYYY-MM-DD')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, '日期格式须为YYYY-MM-DD');

// ——— Seller profile and member level ———

export const sellerProfileSchema = z.object({
  userId: z.string(),
  nickName: z.string(),
  gradeCode: z.string(),
  companyName: z.string().nullable(),
  entryStatus: z.string(),
  /** Where the approval-details helper sends its GET calls (config APPROVAL_API_BASE). */
  approvalApiBase: z.string(),
  counts: z.object({ toShip: z.number().int(), unpaid: z.number().int(), goodsPending: z.number().int(), unreplied: z.number().int() }),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

export const sellerProfileOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/profile`,
  access: 'seller',
  summary: '商家中心：当前商家概况',
  input: noInput,
  output: sellerProfileSchema,
  retry: true,
});

// ——— Supplier entry (入驻管理) ———

export const SELLER_ENTRY_STATUS_LABEL: Record<string, string> = {
  none: '未入驻',
  draft: '草稿',
  pending: '审核中',
  approved: '已入驻',
  rejected: '已驳回',
};

export const sellerIncomingProjectSchema = z.object({
  projectId: z.number().int(),
  name: z.string(),
  description: z.string(),
  requirements: z.string(),
  applied: z.boolean(),
});
export const sellerIncomingProjectListOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/supplier/incomingProject`,
  access: 'seller',
  summary: '供应商入驻项目',
  input: noInput,
  output: z.array(sellerIncomingProjectSchema),
  retry: true,
});

export const sellerSupplierCompanySchema = z.object({
  name: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  contact: z.string(),
  phone: z.string(),
  address: z.string(),
  licenceUrl: z.string().nullable(),
});
export type SellerSupplierCompany = z.infer<typeof sellerSupplierCompanySchema>;

export const sellerSupplierCompanyOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/supplier/company`,
  access: 'seller',
  summary: '供应商公司信息',
  input: noInput,
  output: sellerSupplierCompanySchema.nullable(),
  retry: true,
});

export const sellerSupplierStatusSchema = z.object({
  status: z.enum(['none', 'draft', 'pending', 'approved', 'rejected']),
  statusText: z.string(),
  rejectReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  projectIds: z.array(z.number().int()),
});
export const sellerSupplierStatusOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/supplier/status`,
  access: 'seller',
  summary: '供应商入驻状态',
  input: noInput,
  output: sellerSupplierStatusSchema,
  retry: true,
});

export const sellerPartnerIncomingSaveInput = z.object({
  name: displayName(z.string().trim().min(1, '请输入公司名称').max(100, '公司名称最多100字')),
  creditCode: z
    .string()
    .trim()
    .regex(/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/, '请输入18位统一社会信用代码'),
  legalPerson: z.string().trim().min(1, '请输入法定代表人').max(20, '法定代表人最多20字'),
  contact: z.string().trim().min(1, '请输入联系人').max(20, '联系人最多20字'),
  phone: encodedPhone(z.string().trim().regex(PHONE_PATTERN, '请输入正确的手机号码'), { plain: 'accept' }),
  address: z.string().trim().min(1, '请输入公司地址').max(200, '公司地址最多200字'),
  licenceUrl: z.string().startsWith('/media/uploads/', '营业执照须通过上传获得').max(512).nullable().optional(),
  projectIds: z.array(id('入驻项目无效')).min(1, '请至少选择一个入驻项目').max(20),
  /** false saves a draft; true submits for review. */
  submit: z.boolean().default(false),
});
export const sellerPartnerIncomingSaveOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/supplier/partnerIncomingSave`,
  access: 'seller',
  summary: '保存（或提交）供应商入驻资料',
  input: sellerPartnerIncomingSaveInput,
  output: sellerSupplierStatusSchema,
});

// ——— Store binding ———

export const sellerPlazaSchema = z.object({
  plazaId: z.number().int(),
  plazaName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  address: z.string(),
});
export const sellerPlazaPageOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/bind/plazaPage`,
  access: 'seller',
  summary: '广场（商场）分页，绑定店铺时一次取1000条',
  input: z.object({
    keyword: z.string().trim().max(50).optional(),
    cityCode: z
      .string()
      .regex(/^\d{6}$/, '城市编码须为6位数字')
      .optional(),
  }),
  output: pageOf(sellerPlazaSchema),
  paged: true,
  retry: true,
});

/** storeStatus '1': stores in operation (leased), the ones a seller can bind. */
export const SELLER_STORE_STATUS_OPEN = '1';
export const sellerStoreSchema = z.object({
  storeId: z.number().int(),
  storeName: z.string(),
  floor: z.string(),
  bunkNo: z.string(),
  area: z.number(),
  /** Already bound by a seller (possibly the caller). */
  bound: z.boolean(),
});
export const sellerStoreByPlazaOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/bind/storeByPlaza`,
  access: 'seller',
  summary: '广场下的营业中店铺（storeStatus 1）',
  input: z.object({ plazaId: id('请选择广场'), storeStatus: z.literal(SELLER_STORE_STATUS_OPEN).default(SELLER_STORE_STATUS_OPEN) }),
  output: z.array(sellerStoreSchema),
  retry: true,
});

export const sellerBindBrandSchema = z.object({ brandId: z.number().int(), brandName: z.string(), logoUrl: z.string() });
export const sellerBindBrandListOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/bind/brandList`,
  access: 'seller',
  summary: '可绑定的品牌',
  input: z.object({ keyword: z.string().trim().max(50).optional() }),
  output: pageOf(sellerBindBrandSchema),
  paged: true,
  retry: true,
});

export const SELLER_SIGNATURE_STATUS_LABEL: Record<string, string> = { unsigned: '待签约', signed: '已签约' };

export const sellerStoreBindingSchema = z.object({
  bindingId: z.number().int(),
  plazaId: z.number().int(),
  plazaName: z.string(),
  cityName: z.string(),
  storeId: z.number().int(),
  storeName: z.string(),
  bunkNo: z.string(),
  floor: z.string(),
  area: z.number(),
  brandId: z.number().int(),
  brandName: z.string(),
  signatureStatus: z.enum(['unsigned', 'signed']),
  signatureText: z.string(),
  signedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SellerStoreBinding = z.infer<typeof sellerStoreBindingSchema>;

const bindInput = z.object({
  plazaId: id('请选择广场'),
  storeId: id('请选择店铺'),
  brandId: id('请选择品牌'),
});
export const sellerBindStoreOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/bind/bindStore`,
  access: 'seller',
  summary: '绑定店铺',
  input: bindInput,
  output: sellerStoreBindingSchema,
});
export const sellerModifyBindStoreOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/bind/modifyBindStore`,
  access: 'seller',
  summary: '修改绑定的店铺（重新签约）',
  input: bindInput.extend({ bindingId: id('绑定记录无效') }),
  output: sellerStoreBindingSchema,
});
export const sellerStoreBunkListOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/bind/storeBunkList`,
  access: 'seller',
  summary: '我绑定的店铺铺位',
  input: noInput,
  output: pageOf(sellerStoreBindingSchema),
  paged: true,
  retry: true,
});

export const sellerSignatureResultSchema = z.object({
  bindingId: z.number().int(),
  status: z.enum(['unsigned', 'signed']),
  statusText: z.string(),
  signedAt: z.string().nullable(),
});
export const sellerSignatureResultOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/bind/signatureResult`,
  access: 'seller',
  summary: '绑定协议签约结果',
  input: z.object({ bindingId: id('绑定记录无效') }),
  output: sellerSignatureResultSchema,
  retry: true,
});
export const sellerSignBindingOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/bind/sign`,
  access: 'seller',
  summary: '签署店铺绑定协议',
  input: z.object({ bindingId: id('绑定记录无效'), agree: z.literal(true, { message: '请勾选同意绑定协议' }) }),
  output: sellerSignatureResultSchema,
});
export const sellerUnbindStoreOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/bind/unbind`,
  access: 'seller',
  summary: '解除店铺绑定',
  input: z.object({ bindingId: id('绑定记录无效') }),
  output: okOutput,
});
export const sellerShopListExportOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/bind/exportShopList`,
  access: 'seller',
  summary: '导出店铺列表（xlsx）',
  input: noInput,
  output: z.null(),
  binary: true,
});
