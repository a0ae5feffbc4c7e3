import { describe, expect, it } from 'vitest';
import { yuanRules } from './amount-rules';

async function complaint(value: number | null, max?: number): Promise<string | null> {
  const [required, rule] = yuanRules('订单金额', max);
  if (value == null) return required.message;
  return rule.validator(null, value).then(
    () => null,
    (e: Error) => e.message,
  );
}

describe('yuanRules', () => {
  it('says what the API says about an amount, without changing it', async () => {
    expect(await complaint(null)).toBe('请输入订单金额');
    expect(await complaint(-5)).toBe('订单金额须大于0');
    expect(await complaint(0)).toBe('订单金额须大于0');
    expect(await complaint(10_000_000.01)).toBe('订单金额不能超过10000000元');
    expect(await complaint(1.234)).toBe('订单金额最多保留两位小数');
    expect(await complaint(0.1 + 0.2)).toBeNull();
    expect(await complaint(6800)).toBeNull();
    expect(await complaint(1_000_001, 1_000_000)).toBe('订单金额不能超过1000000元');
  });
});
