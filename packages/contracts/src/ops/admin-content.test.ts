import { describe, expect, it } from 'vitest';
import { advertFieldsSchema } from './admin-content.js';

const advert = (startsAt: string, endsAt: string) => ({
  position: 'list_banner',
  title: '横幅',
  imageUrl: '/media/placeholder/banner.svg',
  linkUrl: '/brand',
  height: 120,
  sort: 1,
  startsAt,
  endsAt,
});

describe('advert schedule', () => {
  it('compares start and end as instants, whatever offset each is written with', () => {
    // 10:00 China time is 02:00 UTC: before an end at 05:00 UTC.
    expect(advertFieldsSchema.safeParse(advert('2026-01-01T10:00:00+08:00', '2026-01-01T05:00:00Z')).success).toBe(true);
    // 05:00 UTC is after an end at 10:00 China time (02:00 UTC).
    const late = advertFieldsSchema.safeParse(advert('2026-01-01T05:00:00Z', '2026-01-01T10:00:00+08:00'));
    expect(late.success).toBe(false);
    expect(late.error?.issues[0]?.message).toBe('结束时间须晚于开始时间');
  });
});
