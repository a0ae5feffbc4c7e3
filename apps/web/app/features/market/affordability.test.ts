import { describe, expect, it } from 'vitest';
import { affordability, FORMAT_PRESETS, presetDailyRevenue, RENT_RATIO_LIMIT } from './affordability';

const unit = { monthlyRent: 30000, area: 100, propertyFee: 20, transferFee: 120000 };

describe('租金测算', () => {
  it('computes the ratio, occupancy cost, break-even and payback', () => {
    const a = affordability(unit, 10000, 0.6);
    expect(a.monthlyRevenue).toBe(300000);
    expect(a.rentRatio).toBeCloseTo(0.1);
    expect(a.rentRatioTooHigh).toBe(false);
    // 30,000 rent + 20 元/㎡/月 × 100 ㎡
    expect(a.occupancyCost).toBe(32000);
    // 32,000 ÷ 0.6 ÷ 30
    expect(a.breakEvenDailyRevenue).toBeCloseTo(1777.78, 2);
    // 300,000 × 0.6 − 32,000 = 148,000 a month
    expect(a.monthlySurplus).toBe(148000);
    expect(a.paybackMonths).toBeCloseTo(120000 / 148000);
  });

  it('flags rent above 15 % of revenue, not at it', () => {
    expect(affordability(unit, 30000 / RENT_RATIO_LIMIT / 30, 0.5).rentRatioTooHigh).toBe(false);
    expect(affordability(unit, 6000, 0.5).rentRatioTooHigh).toBe(true);
  });

  it('answers no payback when the margin does not cover the costs, and 0 without a fee', () => {
    expect(affordability(unit, 1000, 0.5).paybackMonths).toBeNull();
    expect(affordability({ ...unit, transferFee: 0 }, 1000, 0.5).paybackMonths).toBe(0);
  });

  it('has no ratio without revenue and no break-even without a margin', () => {
    const a = affordability(unit, 0, 0);
    expect(a.rentRatio).toBeNull();
    expect(a.breakEvenDailyRevenue).toBeNull();
    expect(affordability(unit, -5, 2).monthlyRevenue).toBe(0);
  });

  it('scales a preset by the area', () => {
    const tea = FORMAT_PRESETS.find((p) => p.key === 'tea')!;
    expect(presetDailyRevenue(tea, 20)).toBe(3000);
    expect(presetDailyRevenue(tea, 20.3)).toBe(3050);
  });
});
