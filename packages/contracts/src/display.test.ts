import { describe, expect, it } from 'vitest';
import { vipLabel } from './display.js';

describe('vipLabel (personal-centre VIP tag)', () => {
  it('says VIP once, whatever the operator named the grade', () => {
    expect(vipLabel('L3', '黄金VIP')).toBe('黄金VIP');
    expect(vipLabel('L4', 'VIP L4')).toBe('VIP L4');
    expect(vipLabel('L2', '白银会员')).toBe('VIP 白银会员');
    expect(vipLabel('L3')).toBe('VIP L3');
    expect(vipLabel('L0', '普通会员')).toBe('尚未成为VIP');
    expect(vipLabel('')).toBe('尚未成为VIP');
  });
});
