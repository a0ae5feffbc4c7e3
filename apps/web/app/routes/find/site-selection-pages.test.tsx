import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type AppLoadContext, type RouteObject } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cityListOp, customizeFindOp, formatTreeOp, siteResultListOp, type CustomizeRecord, type OpDef } from '@shp/contracts';
import FindResultList, { loader as resultLoader } from './find-result-list';
import NoResult, { loader as noResultLoader } from './no-result';
import ShopRecommended, { loader as recommendedLoader } from './shop-recommended';

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
  districtCodes: [],
  floors: [],
  openBy: null,
  createdAt: '2026-11-20T02:00:00.000Z',
};

const routes: RouteObject[] = [
  { id: 'result', path: '/findResultList', loader: resultLoader, Component: FindResultList },
  { id: 'none', path: '/noResult', loader: noResultLoader, Component: NoResult },
  { id: 'needs', path: '/shopRecommended', loader: recommendedLoader, Component: ShopRecommended },
];

/** A page as the server sends it, with the member's record 42 (another id is not theirs: 404). */
async function serverHtml(url: string, total: number) {
  const call = async (op: OpDef, input: { recordId?: number; id?: number }) => {
    if (op.path === siteResultListOp.path) return { total, list: [], pageNum: 1, pageSize: 20, record, relax: [] };
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
  if (result instanceof Response) throw new Error(`answered ${result.status}`);
  const router = createStaticRouter(handler.dataRoutes, result);
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouterProvider router={router} context={result} hydrate={false} />
    </QueryClientProvider>,
  );
  return html.replace(/<!-- -->/g, '');
}

describe('修改需求 / 调整需求 open the needs the member entered', () => {
  it('/findResultList links 修改需求 to the needs form of its record', async () => {
    const html = await serverHtml('/findResultList?recordId=42', 3);
    expect(html).toMatch(/<a[^>]*href="\/shopRecommended\?recordId=42"[^>]*>(?:(?!<\/a>).)*修改需求/);
  });

  it('/noResult links 调整需求 to the needs form of its record', async () => {
    const html = await serverHtml('/noResult?recordId=42', 0);
    expect(html).toMatch(/<a[^>]*href="\/shopRecommended\?recordId=42"[^>]*>(?:(?!<\/a>).)*调整需求/);
  });

  it('/shopRecommended?recordId= is filled with the record on the server', async () => {
    const html = await serverHtml('/shopRecommended?recordId=42', 3);
    expect(html).toMatch(/<input[^>]*id="brandName"[^>]*value="老码头火锅"/);
    expect(html).toMatch(/<input[^>]*aria-label="最小面积"[^>]*value="150"|<input[^>]*value="150"[^>]*aria-label="最小面积"/);
    expect(html).toContain('北京');
  });

  it('a record that is gone or not the member\'s opens a blank form and says so', async () => {
    const html = await serverHtml('/shopRecommended?recordId=43', 3);
    expect(html).toContain('原选址需求不存在，请重新填写');
    expect(html).not.toContain('老码头火锅');
    expect(html).toMatch(/<input[^>]*id="brandName"/);
  });
});
