import { describe, expect, it } from 'vitest';
import { cappedNote, countText, searchTabLabel } from './count-text';

const counts = { mall: 0, shop: 1000, brand: 9, news: 6 };
const capped = { mall: false, shop: true, brand: false, news: false };

describe('search counts', () => {
  it('marks a count that stopped at its cap with a plus', () => {
    expect(countText(6, false)).toBe('6');
    expect(countText(200, true)).toBe('200+');
  });

  it('labels each tab with what it lists, and a capped one as at least that', () => {
    expect(searchTabLabel('all', counts, capped)).toBe('全部');
    expect(searchTabLabel('news', counts, capped)).toBe('资讯（6）');
    expect(searchTabLabel('mall', counts, capped)).toBe('商场（0）');
    expect(searchTabLabel('shop', counts, capped)).toBe('铺位（1000+）');
  });

  it('says a capped list shows only the most relevant matches', () => {
    expect(cappedNote('shop', counts, capped)).toBe('结果较多，只列出最相关的 1000 条，加一个词可缩小范围');
    expect(cappedNote('all', counts, capped)).toBe('结果较多，每类只列出最相关的 1000 条，加一个词可缩小范围');
    expect(cappedNote('news', counts, capped)).toBeNull();
    expect(cappedNote('all', counts, { ...capped, shop: false })).toBeNull();
  });
});
