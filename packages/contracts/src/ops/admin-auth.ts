import { z } from 'zod';
import { defineOp, OPERATOR_ROLES } from '../op.js';
import { noInput, okOutput, pageOf } from '../envelope.js';

/** Back-office sign-in and operator accounts (not in SPEC: the operator console, /admin). */
export const operatorRoleSchema = z.enum(OPERATOR_ROLES, { message: '请选择角色' });

export const OPERATOR_ROLE_LABELS = { admin: '管理员', consultant: '招商顾问', editor: '内容编辑' } as const;

export const operatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: operatorRoleSchema,
});
export type Operator = z.infer<typeof operatorSchema>;

export const operatorAccountSchema = operatorSchema.extend({
  status: z.enum(['active', 'disabled']),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;

export const operatorUsernameSchema = z
  .string()
  .trim()
  .min(3, '账号至少3位')
  .max(32, '账号最多32位')
  .regex(/^[a-zA-Z0-9_.-]+$/, '账号只能包含字母、数字、下划线、点和横线');
/** Long passphrases over character-class rules (NIST 800-63B). */
export const operatorPasswordSchema = z.string().min(10, '密码至少10位').max(128, '密码最多128位');
/** Six digits from an authenticator app (RFC 6238, 30 s steps). */
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '请输入6位动态验证码');
export const totpEnrolmentSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** otpauth://totp/… URI, the QR code's content. */
  uri: z.string(),
  /** The URI as an SVG QR code (server-drawn). */
  qrSvg: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const operatorDisplayNameSchema = z.string().trim().min(1, '请输入姓名').max(32, '姓名最多32个字');

export const adminLoginOp = defineOp({
  method: 'POST',
  path: '/api/admin/auth/login',
  access: 'public',
  summary: '运营后台登录（账号密码，可选动态验证码；按账号与IP限流）',
  input: z.object({
    username: z.string().trim().min(1, '请输入账号').max(64),
    password: z.string().min(1, '请输入密码').max(128),
    totpCode: totpCodeSchema.optional(),
  }),
  /**
   * `operator` when signed in. Otherwise the password was right and `totp` says what is missing:
   * `required` the authenticator code, `enrol` an authenticator first (`enrol` carries its secret).
   */
  output: z.object({
    operator: operatorSchema.nullable(),
    totp: z.enum(['required', 'enrol']).nullable(),
    enrol: totpEnrolmentSchema.nullable(),
  }),
});

export const adminTotpStatusOp = defineOp({
  method: 'POST',
  path: '/api/admin/auth/totp/status',
  access: 'operator',
  summary: '本人动态验证码（身份验证器）状态',
  input: noInput,
  output: z.object({ enabled: z.boolean(), required: z.boolean() }),
});

export const adminTotpEnrolOp = defineOp({
  method: 'POST',
  path: '/api/admin/auth/totp/enrol',
  access: 'operator',
  summary: '开始绑定身份验证器：生成密钥与二维码（确认前不生效）',
  input: noInput,
  output: totpEnrolmentSchema,
});

export const adminTotpConfirmOp = defineOp({
  method: 'POST',
  path: '/api/admin/auth/totp/confirm',
  access: 'operator',
  summary: '输入身份验证器上的动态验证码，完成绑定',
  input: z.object({ code: totpCodeSchema }),
  output: okOutput,
});

export const adminTotpDisableOp = defineOp({
  method: 'POST',
  path: '/api/admin/auth/totp/disable',
  access: 'operator',
  summary: '解绑身份验证器（需当前动态验证码；管理员在强制启用时不可解绑）',
  input: z.object({ code: totpCodeSchema }),
  output: okOutput,
});

export const adminLogoutOp = defineOp({
  method: 'POST',
  path: '/api/admin/auth/logout',
  access: 'operator',
  summary: '退出运营后台',
  input: noInput,
  output: okOutput,
});

export const adminMeOp = defineOp({
  method: 'POST',
  path: '/api/admin/auth/me',
  access: 'public',
  summary: '当前运营人员（未登录时为 null）',
  input: noInput,
  output: z.object({ operator: operatorSchema.nullable() }),
});

/** Also the console's change-password form rules (the browser gets schemas only by name). */
export const operatorChangePasswordSchema = z.object({ oldPassword: z.string().min(1, '请输入原密码').max(128), newPassword: operatorPasswordSchema });

export const adminChangePasswordOp = defineOp({
  method: 'POST',
  path: '/api/admin/auth/changePassword',
  access: 'operator',
  summary: '修改本人密码（其他会话失效）',
  input: operatorChangePasswordSchema,
  output: okOutput,
});

/**
 * The operator list's filter. `keyword` matches part of the account or the name (the audit log's
 * 操作人 search, as the user types); `id` is the one account a link's filter names.
 */
export const adminOperatorFilterSchema = z.object({
  role: operatorRoleSchema.optional(),
  keyword: z.string().trim().max(32, '关键词最多32个字').optional(),
  id: z.number().int().positive().optional(),
});

export const adminOperatorListOp = defineOp({
  method: 'POST',
  path: '/api/admin/operators/list',
  access: 'operator',
  operatorRoles: ['admin'],
  summary: '运营人员列表（可按账号或姓名的关键词、按ID筛选）',
  input: adminOperatorFilterSchema.default({}),
  output: pageOf(operatorAccountSchema),
  paged: true,
});

export const adminOperatorCreateOp = defineOp({
  method: 'POST',
  path: '/api/admin/operators/create',
  access: 'operator',
  operatorRoles: ['admin'],
  summary: '新建运营人员',
  input: z.object({ username: operatorUsernameSchema, displayName: operatorDisplayNameSchema, role: operatorRoleSchema, password: operatorPasswordSchema }),
  output: operatorAccountSchema,
});

export const adminOperatorUpdateOp = defineOp({
  method: 'POST',
  path: '/api/admin/operators/update',
  access: 'operator',
  operatorRoles: ['admin'],
  summary: '修改运营人员（角色、状态、重置密码）',
  input: z.object({
    id: z.number().int().positive(),
    displayName: operatorDisplayNameSchema.optional(),
    role: operatorRoleSchema.optional(),
    status: z.enum(['active', 'disabled']).optional(),
    password: operatorPasswordSchema.optional(),
  }),
  output: operatorAccountSchema,
});

/** Consultants a lead can be assigned to. */
export const adminConsultantOptionsOp = defineOp({
  method: 'POST',
  path: '/api/admin/operators/consultants',
  access: 'operator',
  operatorRoles: ['admin', 'consultant'],
  summary: '可分配线索的顾问',
  input: noInput,
  output: z.array(z.object({ id: z.number().int(), displayName: z.string() })),
});
