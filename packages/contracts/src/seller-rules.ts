/*
 * Seller-centre amounts and stock: the limits and messages of the API's schemas (ops/seller-*.ts),
 * without Zod, so a form can check a value as the server will and say it in the same words
 * instead of clamping it (decision 009 keeps Zod out of the browser's contracts).
 */

export const SELLER_YUAN_MAX = 10_000_000;
export const SELLER_STOCK_MAX = 1_000_000;
/** One withdrawal request at most (元). */
export const WITHDRAWAL_YUAN_MAX = 1_000_000;

/** Messages for an amount in 元 called `label`, at most `max`. */
export const sellerYuanMsg = (label: string, max = SELLER_YUAN_MAX) => ({
  required: `请输入${label}`,
  min: `${label}须大于0`,
  max: `${label}不能超过${max}元`,
  cents: `${label}最多保留两位小数`,
});

export const SELLER_STOCK_MSG = {
  required: '请输入库存',
  int: '库存须为整数',
  min: '库存不能为负数',
  max: `库存不能超过${SELLER_STOCK_MAX}`,
} as const;

/** At most two decimals, allowing for binary fractions (0.1 + 0.2). */
export const hasAtMostCents = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

const missing = (v: unknown): v is null | undefined => v === null || v === undefined;

/** The API's first complaint about an amount, or null; the order of the checks is the schema's. */
export function sellerYuanProblem(label: string, v: number | null | undefined, max = SELLER_YUAN_MAX): string | null {
  const m = sellerYuanMsg(label, max);
  if (missing(v) || !Number.isFinite(v)) return m.required;
  if (v < 0.01) return m.min;
  if (v > max) return m.max;
  return hasAtMostCents(v) ? null : m.cents;
}

/** The API's first complaint about a stock count, or null. */
export function sellerStockProblem(v: number | null | undefined): string | null {
  if (missing(v) || !Number.isFinite(v)) return SELLER_STOCK_MSG.required;
  if (!Number.isInteger(v)) return SELLER_STOCK_MSG.int;
  if (v < 0) return SELLER_STOCK_MSG.min;
  return v > SELLER_STOCK_MAX ? SELLER_STOCK_MSG.max : null;
}
