import { describe, expect, it } from 'vitest';
import { linkWithTrail, parseBreadcrumb } from './breadcrumb';

const q = (s: string) => new URLSearchParams(s);

describe('breadcrumb query (SPEC §2)', () => {
  it('reads dash-separated "title,path" pairs with their queries from queryStr (array in step order)', () => {
    const steps = parseBreadcrumb(
      q(`breadcrumb=${encodeURIComponent('资讯,/consIndex-品牌故事,/brandStory')}&queryStr=${encodeURIComponent('[{"titleCode":"0","page":"2"},{}]')}`),
    );
    expect(steps).toEqual([
      { title: '资讯', to: '/consIndex?titleCode=0&page=2' },
      { title: '品牌故事', to: '/brandStory' },
    ]);
  });

  it('matches a pair without a path on route titles and child titles, queries keyed by path', () => {
    const steps = parseBreadcrumb(
      q(`breadcrumb=${encodeURIComponent('找合作-IP合作-招商顾问')}&queryStr=${encodeURIComponent('{"/consultant":{"cityCode":"310000"}}')}`),
    );
    expect(steps[0]).toEqual({ title: '找合作', to: null });
    expect(steps[1]).toEqual({ title: 'IP合作', to: '/cooperAtions?tabcheck=3' });
    expect(steps[2]).toEqual({ title: '招商顾问', to: '/consultant?cityCode=310000' });
  });

  it('links a child title picked by a query value that is not its index (找点位 is tabcheck=2)', () => {
    const steps = parseBreadcrumb(q(`breadcrumb=${encodeURIComponent('找铺-找点位')}`));
    expect(steps).toEqual([
      { title: '找铺', to: '/findShopList?tabcheck=1' },
      { title: '找点位', to: '/findShopList?tabcheck=2' },
    ]);
  });

  it('never links outside the site or to unknown routes, and survives broken JSON', () => {
    const steps = parseBreadcrumb(q(`breadcrumb=${encodeURIComponent('坏,//evil.example-坏2,javascript:alert(1)-没有,/no/such')}&queryStr=%7Bbroken`));
    expect(steps.map((s) => s.to)).toEqual([null, null, null]);
  });

  it('builds links that carry the trail onwards with the current page as the last step', () => {
    const to = linkWithTrail('/consDetails?id=5', { pathname: '/consIndex', search: '?titleCode=1' });
    const url = new URL(to, 'http://x');
    expect(url.pathname).toBe('/consDetails');
    expect(url.searchParams.get('id')).toBe('5');
    expect(parseBreadcrumb(url.searchParams)).toEqual([{ title: '广场服务', to: '/consIndex?titleCode=1' }]);
    const next = linkWithTrail('/consDetails?id=6', { pathname: url.pathname, search: url.search }, '某篇资讯');
    const steps = parseBreadcrumb(new URL(next, 'http://x').searchParams);
    expect(steps.map((s) => s.title)).toEqual(['广场服务', '某篇资讯']);
    expect(steps[1].to).toBe('/consDetails?id=5');
  });
});
