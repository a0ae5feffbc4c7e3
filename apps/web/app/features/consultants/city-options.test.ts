import { describe, expect, it } from 'vitest';
import { consultantCityOptions } from './city-options';

describe('consultantCityOptions', () => {
  it('names a city outside the top bar, and never labels it with its bare code', () => {
    expect(consultantCityOptions('650100', '乌鲁木齐').at(-1)).toEqual({ value: '650100', label: '乌鲁木齐' });
    const unnamed = consultantCityOptions('650100', undefined);
    expect(unnamed.at(-1)).toEqual({ value: '650100', label: '其他城市' });
    expect(unnamed.some((o) => /\d/.test(o.label))).toBe(false);
    expect(consultantCityOptions('110000', undefined)).toHaveLength(12);
  });
});
