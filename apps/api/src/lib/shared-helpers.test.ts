import { describe, expect, it } from 'vitest';
import { chinaDayDigits, chinaMinuteText, chinaMonth, chinaMonthDayTimeText, chinaSecondDigits, isoDay, isoTime, isoTimeOrNull } from './dates.js';
import { rentText, toFen, toYuan, yuanText } from './money.js';
import { offsetOf, pageAnswer } from './paging.js';
import { intList } from './sql.js';
import { paragraphsOf } from './text.js';

describe('shared API formatting (one home for each rule)', () => {
  it('writes an instant as UTC ISO whether the driver answered a Date or text', () => {
    expect(isoTime(new Date('2024-05-01T10:00:00+08:00'))).toBe('2024-05-01T02:00:00.000Z');
    expect(isoTime('2024-05-01 10:00:00+08')).toBe('2024-05-01T02:00:00.000Z');
    expect(isoTimeOrNull(null)).toBeNull();
    expect(isoTimeOrNull(undefined)).toBeNull();
    expect(isoTimeOrNull('2024-05-01T02:00:00Z')).toBe('2024-05-01T02:00:00.000Z');
  });
  it('writes a day from a date column or an instant', () => {
    expect(isoDay('2024-05-01')).toBe('2024-05-01');
    expect(isoDay(new Date('2024-05-01T02:00:00Z'))).toBe('2024-05-01');
  });
  it('writes China-time texts of an instant, past midnight UTC+8 too', () => {
    const at = new Date('2024-05-31T16:05:09Z'); // 2024-06-01 00:05:09 in China
    expect(chinaMonth(at)).toBe('2024-06');
    expect(chinaDayDigits(at)).toBe('20240601');
    expect(chinaSecondDigits(at)).toBe('20240601000509');
    expect(chinaMinuteText(at)).toBe('2024-06-01 00:05');
    expect(chinaMonthDayTimeText(at)).toBe('6月1日 00:05');
  });
  it('converts fen and yuan and writes amounts as the pages do', () => {
    expect(toYuan('2220000')).toBe(22200);
    expect(toFen(19.99)).toBe(1999);
    expect(yuanText(2220000)).toBe('¥22,200.00');
    expect(rentText(8.5, 'day_sqm')).toBe('8.5元/㎡/天');
    expect(rentText(19711.4, 'month')).toBe('19,711元/月');
  });
  it('pages, arrays and paragraphs', () => {
    expect(offsetOf({ pageNum: 3, pageSize: 20 })).toEqual({ limit: 20, offset: 40 });
    expect(pageAnswer(['a'], 41, { pageNum: 3, pageSize: 20 })).toEqual({ list: ['a'], total: 41, pageNum: 3, pageSize: 20 });
    expect(intList('{1,2,3}')).toEqual([1, 2, 3]);
    expect(intList([4, 5])).toEqual([4, 5]);
    expect(intList(null)).toEqual([]);
    expect(paragraphsOf('一段\n\n  二段 \n \n')).toEqual(['一段', '二段']);
  });
});
