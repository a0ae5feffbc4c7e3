import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type AppLoadContext, type RouteObject } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cityListOp, customizeFindOp, formatTreeOp, siteResultListOp, type CustomizeRecord, type OpDef } from '@shp/contracts';
import FindResultList, { loader as resultLoader } from './find-result-list';
import NoResult, { loader as noResultLoader } from './no-result';
import ShopRecommended, { loader as recommendedLoader } from './shop-recommended';
import { envelope, renderRoutes } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const record: CustomizeRecord = {
  id: 42,
  brandName: '老码头火锅',
  brandId: null,
  formatId: 11,
  formatName: '火锅',
  areaMin: 150,
  areaMax: 320,
  budget: 88000,
  cityCodes: ['110000'],
  cityNames: ['北京'],
  districtCodes: ['110105'],
  districtNames: ['朝阳区'],
  floors: [],
  openBy: null,
  retrofit: true,
  createdAt: '2026-11-20T02:00:00.000Z',
};

const routes: RouteObject[] = [
  { id: 'result', path: '/findResultList', loader: resultLoader, Component: FindResultList },
  { id: 'none', path: '/noResult', loader: noResultLoader, Component: NoResult },
  { id: 'needs', path: '/shopRecommended', loader: recommendedLoader, Component: ShopRecommended },
];

/** A page as the server sends it, with the member's record 42 (another id is not theirs: 404). */
async function serverHtml(url: string, total: number, list: unknown[] = []) {
  const call = async (op: OpDef, input: { recordId?: number; id?: number }) => {
    if (op.path === siteResultListOp.path)
      return {
        total,
        list,
        pageNum: 1,
        pageSize: 20,
        record,
        relax: [],
        matched: total,
        fitting: list.filter((i) => !(i as { gaps: string[] }).gaps.length).length,
      };
    if (op.path === customizeFindOp.path) {
      if (input.id === 42) return record;
      throw Object.assign(new Error('选址需求不存在'), { httpStatus: 404 });
    }
    if (op.path === formatTreeOp.path) return [{ id: 1, name: '餐饮', children: [{ id: 11, name: '火锅' }] }];
    if (op.path === cityListOp.path) return { hot: [], region: [{ cities: [{ cityCode: '110000', cityName: '北京', hasMall: true }] }] };
    throw new Error(`unexpected call ${op.path}`);
  };
  const context = { api: { call }, pageUrl: url } as unknown as AppLoadContext;
  const handler = createStaticHandler(routes);
  const result = await handler.query(new Request(`http://localhost${url}`), { requestContext: context });
  if (result instanceof Response) return `answered ${result.status} ${result.headers.get('location')}`;
  const router = createStaticRouter(handler.dataRoutes, result);
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouterProvider router={router} context={result} hydrate={false} />
    </QueryClientProvider>,
  );
  return html.replace(/<!-- -->/g, '');
}

const resultItem = (id: number, gaps: string[], availability: string) => ({
  rank: id,
  score: 80,
  gaps,
  availability,
  collected: false,
  factors: [{ factor: 'format', label: '业态匹配', score: 25, max: 25, reason: '推荐业态含「火锅」' }],
  shop: {
    id,
    kind: 'shop',
    title: `测试铺位${id}`,
    coverUrl: '/c.svg',
    cityCode: '110000',
    cityName: '北京',
    districtName: '朝阳区',
    mallId: null,
    mallName: null,
    address: '北京人民路1号',
    area: 150,
    floor: '1F',
    frontage: 8,
    rent: 60000,
    rentUnit: 'month',
    rentText: '60,000元/月',
    monthlyRent: 60000,
    propertyFee: 20,
    formats: ['火锅'],
    openingStatus: 'vacant',
    grade: 'A',
    availableDate: '2026-11-01',
    dailyTraffic: 8000,
    food: { powerKw: 80, water: true, exhaust: true, gas: true },
    createdAt: '2026-11-01T00:00:00.000Z',
  },
});

describe('/findResultList results a brand can act on', () => {
  it('lists the 需改造 units after the fitting ones with what each lacks; every result has 收藏 and 咨询, and the report 重新匹配', async () => {
    const html = await serverHtml('/findResultList?recordId=42', 2, [resultItem(1, [], '现可租'), resultItem(2, ['排烟', '燃气'], '2026-12-20起可租')]);
    const text = html.replace(/<[^>]+>/g, '|');
    expect(text).toMatch(/需改造（1 个/);
    expect(text.indexOf('测试铺位1')).toBeLessThan(text.indexOf('需改造（1 个'));
    expect(text.indexOf('需改造（1 个')).toBeLessThan(text.indexOf('测试铺位2'));
    expect(text).toContain('缺排烟、燃气');
    expect(text).toContain('现可租');
    expect(text).toContain('2026-12-20起可租');
    expect(html.match(/咨询该铺位/g)).toHaveLength(2);
    expect(html.match(/aria-label="收藏"|>收藏</g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    expect(text).toContain('重新匹配');
    expect(text).toContain('接受改造');
  });
});

describe('修改需求 / 调整需求 open the needs the member entered', () => {
  it('/findResultList links 修改需求 to the needs form of its record', async () => {
    const html = await serverHtml('/findResultList?recordId=42', 3);
    expect(html).toMatch(/<a[^>]*href="\/shopRecommended\?recordId=42"[^>]*>(?:(?!<\/a>).)*修改需求/);
    // The needs shown include the districts chosen (they were left out: a district edit showed no change).
    expect(html.replace(/<[^>]+>/g, '|')).toMatch(/区县\|+朝阳区/);
    // In a padded panel of its own (the panel class on the Descriptions lost its padding to antd's).
    expect(html).toMatch(/<section class="shp-panel" aria-label="选址需求"><div class="ant-descriptions/);
  });

  it('/noResult links 调整需求 to the needs form of its record', async () => {
    const html = await serverHtml('/noResult?recordId=42', 0);
    expect(html).toMatch(/<a[^>]*href="\/shopRecommended\?recordId=42"[^>]*>(?:(?!<\/a>).)*调整需求/);
  });

  it('/noResult without a record asks for the needs first (it said 暂无完全匹配的铺位 for nothing searched)', async () => {
    const html = await serverHtml('/noResult', 0);
    expect(html).toContain('请先填写选址需求');
    expect(html).not.toContain('暂无完全匹配的铺位');
    expect(html).toMatch(/<a[^>]*href="\/shopRecommended"[^>]*>(?:(?!<\/a>).)*智能选址/);
  });

  it('/noResult for a record that now has units sends to its results (it said 暂无 over nothing to relax)', async () => {
    expect(await serverHtml('/noResult?recordId=42', 3)).toBe('answered 302 /findResultList?recordId=42');
  });

  it('/shopRecommended?recordId= is filled with the record on the server', async () => {
    const html = await serverHtml('/shopRecommended?recordId=42', 3);
    expect(html).toMatch(/<input[^>]*id="brandName"[^>]*value="老码头火锅"/);
    expect(html).toMatch(/<input[^>]*aria-label="最小面积"[^>]*value="150"|<input[^>]*value="150"[^>]*aria-label="最小面积"/);
    expect(html).toContain('北京');
    // The chosen district by name before the city's district list arrives.
    expect(html).toMatch(/ant-select-selection-item-content">朝阳区</);
  });

  it("a record that is gone or not the member's opens a blank form and says so", async () => {
    const html = await serverHtml('/shopRecommended?recordId=43', 3);
    expect(html).toContain('原选址需求不存在，请重新填写');
    expect(html).not.toContain('老码头火锅');
    expect(html).toMatch(/<input[^>]*id="brandName"/);
  });
});

describe('/findResultList on a page past its end', () => {
  it('says the page has no more and offers the first page of the same record (it showed the heading over nothing)', async () => {
    vi.stubGlobal('fetch', async () => envelope([]));
    const data = { total: 16, list: [], pageNum: 9, pageSize: 20, record, relax: [] };
    const { router } = renderRoutes([{ path: '/findResultList', Component: FindResultList, loader: () => ({ data }) }], '/findResultList?recordId=42&page=9');
    await screen.findByText('这一页没有更多了');
    fireEvent.click(screen.getByRole('button', { name: /回到第一页/ }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?recordId=42'));
  });
});

describe('/findResultList while another page loads', () => {
  it('shows 加载中… over the list (it showed the old page with no sign of loading)', async () => {
    vi.stubGlobal('fetch', async () => envelope([]));
    const item = (n: number) => ({
      rank: n,
      score: 80,
      factors: [],
      gaps: [],
      availability: '现可租',
      collected: false,
      shop: {
        id: n,
        kind: 'shop',
        title: `铺位${n}`,
        cityName: '北京',
        districtName: '朝阳区',
        area: 100,
        floor: '1F',
        rentText: '10元/㎡/天',
        monthlyRent: 30000,
        availableDate: '2026-12-01',
      },
    });
    const first = { total: 40, list: [item(1)], pageNum: 1, pageSize: 20, record, relax: [] };
    const { router } = renderRoutes(
      [
        {
          path: '/findResultList',
          Component: FindResultList,
          loader: ({ request }) => (new URL(request.url).searchParams.get('page') ? new Promise(() => {}) : { data: first }),
        },
      ],
      '/findResultList?recordId=42',
    );
    await screen.findByText('铺位1');
    expect(screen.queryByText('加载中…')).toBeNull();
    void router.navigate('/findResultList?recordId=42&page=2');
    await screen.findByText('加载中…');
  });
});
