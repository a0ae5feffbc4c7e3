import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { sellerStockProblem, sellerYuanProblem } from './seller-rules.js';
import { sellerStockSchema, sellerYuanSchema } from './ops/seller-entry.js';

const apiSays = (schema: z.ZodType, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? null : r.error.issues[0].message;
};

describe('seller amounts and stock: a form and the API say the same', () => {
  it('amounts in 元', () => {
    const cases: [number | null | undefined, string | null][] = [
      [undefined, '请输入价格'],
      [null, '请输入价格'],
      [Number.NaN, '请输入价格'],
      [-5, '价格须大于0'],
      [0, '价格须大于0'],
      [-5.123, '价格须大于0'],
      [0.001, '价格须大于0'],
      [10_000_000.01, '价格不能超过10000000元'],
      [1.234, '价格最多保留两位小数'],
      [0.01, null],
      [0.1 + 0.2, null],
      [1999.5, null],
      [10_000_000, null],
    ];
    for (const [v, msg] of cases) {
      expect(sellerYuanProblem('价格', v), String(v)).toBe(msg);
      expect(apiSays(sellerYuanSchema('价格'), v), String(v)).toBe(msg);
    }
    expect(sellerYuanProblem('提现金额', 1_000_001, 1_000_000)).toBe(apiSays(sellerYuanSchema('提现金额', 1_000_000), 1_000_001));
  });

  it('stock', () => {
    const cases: [number | null | undefined, string | null][] = [
      [undefined, '请输入库存'],
      [null, '请输入库存'],
      [-5, '库存不能为负数'],
      [2.5, '库存须为整数'],
      [-2.5, '库存须为整数'],
      [1_000_001, '库存不能超过1000000'],
      [0, null],
      [1_000_000, null],
    ];
    for (const [v, msg] of cases) {
      expect(sellerStockProblem(v), String(v)).toBe(msg);
      expect(apiSays(sellerStockSchema, v), String(v)).toBe(msg);
    }
  });
});
