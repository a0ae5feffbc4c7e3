import { describe, expect, it } from 'vitest';
import { cityOptionsWith } from './city-options';

describe('cityOptionsWith', () => {
  it('names a city outside the top bar, and never labels it with its bare code', () => {
    expect(cityOptionsWith('650100', '乌鲁木齐').at(-1)).toEqual({ value: '650100', label: '乌鲁木齐' });
    const unnamed = cityOptionsWith('650100', undefined);
    expect(unnamed.at(-1)).toEqual({ value: '650100', label: '其他城市' });
    expect(unnamed.some((o) => /\d/.test(o.label))).toBe(false);
    expect(cityOptionsWith('110000', undefined)).toHaveLength(12);
  });
});
