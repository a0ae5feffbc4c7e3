import { describe, expect, it } from 'vitest';
import { availabilityText } from './ShopCard';

describe('a unit card says when the unit can be had, as its status allows', () => {
  const today = '2026-11-25';
  it('never calls a leased unit 可租', () => {
    expect(availabilityText('leased', '2026-10-13', today)).toBeNull();
    expect(availabilityText('leased', '2026-12-04', today)).toBe('预计2026-12-04空出');
  });
  it('reads 现可租 once the date has come, and the date while it is ahead', () => {
    expect(availabilityText('vacant', '2026-11-01', today)).toBe('现可租');
    expect(availabilityText('vacant', today, today)).toBe('现可租');
    expect(availabilityText('leasing_soon', '2026-12-20', today)).toBe('2026-12-20 起可租');
  });
});
