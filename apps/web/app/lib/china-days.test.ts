import { afterEach, describe, expect, it, vi } from 'vitest';
import dayjs from 'dayjs';
import { chinaDay } from '@shp/contracts';
import { outsideChinaDays } from './china-days';

afterEach(() => {
  vi.useRealTimers();
});

const at = (iso: string) => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(iso));
};
const pickable = (days: string[], first: number, last?: number) => days.filter((d) => !outsideChinaDays(first, last)(dayjs(d)));

describe('China days for date pickers', () => {
  it('keeps the China day across a UTC midnight, when a UTC browser turns its date', () => {
    at('2026-11-25T23:59:00Z'); // 07:59 on the 26th in China
    expect(chinaDay()).toBe('2026-11-26');
    expect(pickable(['2026-11-25', '2026-11-26', '2026-11-27'], 0)).toEqual(['2026-11-26', '2026-11-27']);
    at('2026-11-26T00:01:00Z');
    expect(chinaDay()).toBe('2026-11-26');
    expect(pickable(['2026-11-25', '2026-11-26', '2026-11-27'], 0)).toEqual(['2026-11-26', '2026-11-27']);
  });

  it('turns the day at China midnight (16:00 UTC), while UTC is still on the day before', () => {
    at('2026-11-25T15:59:59Z');
    expect(pickable(['2026-11-24', '2026-11-25', '2026-11-26'], 0)).toEqual(['2026-11-25', '2026-11-26']);
    at('2026-11-25T16:00:00Z');
    expect(chinaDay()).toBe('2026-11-26');
    expect(pickable(['2026-11-24', '2026-11-25', '2026-11-26'], 0)).toEqual(['2026-11-26']);
  });

  it('bounds a window from tomorrow to 60 days ahead, in China days', () => {
    at('2026-11-25T17:30:00Z'); // 01:30 on the 26th in China
    expect(pickable(['2026-11-26', '2026-11-27', '2027-01-25', '2027-01-26'], 1, 60)).toEqual(['2026-11-27', '2027-01-25']);
  });
});
