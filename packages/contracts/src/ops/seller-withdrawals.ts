import { z } from 'zod';
import { displayName } from '../text-safety.js';
import { defineOp } from '../op.js';
import { noInput, pageOf } from '../envelope.js';
import { SELLER_BASE, sellerDateOnlySchema, sellerYuanSchema } from './seller-entry.js';
import { WITHDRAWAL_YUAN_MAX } from '../seller-rules.js';

/** A seller's payouts from the balance of completed orders (seller centre › 提现). */

export const SELLER_WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const;
export const SELLER_WITHDRAWAL_STATUS_LABEL: Record<string, string> = { pending: '处理中', paid: '已到账', rejected: '已驳回' };
export const sellerBalanceSchema = z.object({
  /** Sum of completed orders less the platform fees (ledger rows sale + fee). */
  totalIncome: z.number(),
  /** Paid out or in progress. */
  withdrawn: z.number(),
  available: z.number(),
  account: z.object({ bankName: z.string(), accountName: z.string(), accountNo: z.string() }).nullable(),
});
export const sellerWithdrawalSchema = z.object({
  withdrawalId: z.number().int(),
  withdrawNo: z.string(),
  amount: z.number(),
  status: z.enum(SELLER_WITHDRAWAL_STATUSES),
  statusText: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked: only the last four digits. */
  accountNo: z.string(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export const sellerWithdrawalBalanceOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/withdrawal/balance`,
  access: 'seller',
  summary: '可提现余额（来自已完成订单）',
  input: noInput,
  output: sellerBalanceSchema,
  retry: true,
});
export const sellerWithdrawalApplyOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/withdrawal/apply`,
  access: 'seller',
  summary: '申请提现（不超过可提现余额）',
  input: z.object({
    amount: sellerYuanSchema('提现金额', WITHDRAWAL_YUAN_MAX),
    bankName: z.string().trim().min(1, '请输入开户银行').max(32, '开户银行最多32字'),
    accountName: displayName(z.string().trim().min(1, '请输入开户名').max(32, '开户名最多32字')),
    accountNo: z
      .string()
      .trim()
      .regex(/^\d{12,19}$/, '请输入12至19位银行卡号'),
    /** SMS code (stepUpSendSmsOp) when the account was never paid out to before. */
    smsCode: z
      .string()
      .trim()
      .regex(/^\d{6}$/, '请输入6位数字验证码')
      .optional(),
  }),
  output: sellerWithdrawalSchema,
});

/**
 * Refusal of a withdrawal to an account never paid out to before without the SMS code; its `data`
 * is `{ stepUp: 'sms' }` so the client sends the code and asks for it.
 */
export const SELLER_WITHDRAWAL_STEP_UP_MSG = '向新的银行账户提现需要短信验证，请输入发送至您手机的验证码';
const withdrawalFilter = z.object({
  status: z.enum(SELLER_WITHDRAWAL_STATUSES).optional(),
  dateFrom: sellerDateOnlySchema.optional(),
  dateTo: sellerDateOnlySchema.optional(),
});
export const sellerWithdrawalListOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/withdrawal/list`,
  access: 'seller',
  summary: '提现记录',
  input: withdrawalFilter,
  output: pageOf(sellerWithdrawalSchema),
  paged: true,
  retry: true,
});
export const sellerWithdrawalExportOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/withdrawal/export`,
  access: 'seller',
  summary: '导出提现记录（xlsx）',
  input: withdrawalFilter,
  output: z.null(),
  binary: true,
});
