import { z } from 'zod';
import { defineOp } from '../op.js';
import { noInput, pageOf } from '../envelope.js';
import { INT4_MAX, rowIdSchema } from '../validation.js';

export const AGREEMENT_CODES = ['AGREEMENT', 'PRIVACY_POLICY'] as const;
export const agreementCodeSchema = z.enum(AGREEMENT_CODES, { message: '协议类型须为 AGREEMENT 或 PRIVACY_POLICY' });
export type AgreementCode = z.infer<typeof agreementCodeSchema>;

/** SPEC §3: id, name, version (date), code. */
export const agreementSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  version: z.string(),
  code: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;
export const agreementDetailSchema = agreementSchema.extend({ content: z.string() });
export type AgreementDetail = z.infer<typeof agreementDetailSchema>;

export const agreementPageOp = defineOp({
  method: 'POST',
  path: '/api/foreground/agreementPrivacyPolicy/page',
  access: 'public',
  summary: '协议/隐私政策历史版本（pageSize 99）',
  input: z.object({ code: agreementCodeSchema }),
  output: pageOf(agreementSchema),
  paged: true,
  retry: true,
});

export const agreementDetailOp = defineOp({
  method: 'GET',
  path: '/api/foreground/agreementPrivacyPolicy/detail',
  access: 'public',
  summary: '协议详情',
  input: z.object({ id: rowIdSchema('协议编号有误') }),
  output: agreementDetailSchema,
  retry: true,
});

export const agreementLatestOp = defineOp({
  method: 'POST',
  path: '/api/foreground/agreementPrivacyPolicy/getLatestVersion',
  access: 'public',
  summary: '最新版本（size 1）',
  input: z.object({ code: agreementCodeSchema }),
  output: pageOf(agreementDetailSchema),
  paged: true,
  retry: true,
});

const consentItem = z.object({
  code: z.string(),
  latestId: z.number().int().nullable(),
  latestVersion: z.string().nullable(),
  agreedVersion: z.string().nullable(),
});

export const agreementConsentSchema = z.object({
  items: z.array(consentItem),
  /** SPEC §4: set when the member's agreed version differs from the latest for either document. */
  reAgree: z.boolean(),
});
export type AgreementConsent = z.infer<typeof agreementConsentSchema>;

export const agreementConsentStatusOp = defineOp({
  method: 'POST',
  path: '/api/foreground/agreement/consentStatus',
  access: 'member',
  summary: '当前用户已同意的协议版本与是否需重新同意',
  input: noInput,
  output: agreementConsentSchema,
});

export const agreementAgreeOp = defineOp({
  method: 'POST',
  path: '/api/foreground/agreement/agree',
  access: 'member',
  summary: '同意协议（按 id 记录用户与版本）',
  input: z.object({
    agreementIds: z
      .array(z.number({ message: '协议编号有误' }).int('协议编号有误').min(1, '协议编号有误').max(INT4_MAX, '协议编号有误'))
      .min(1, '请选择要同意的协议')
      .max(10),
  }),
  output: agreementConsentSchema,
});
