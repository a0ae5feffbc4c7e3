import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type AppLoadContext } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { eventVenueListOp, type OpDef } from '@shp/contracts';
import CooperationList, { loader } from './cooperation-list';
import { leaseTypeFromQuery } from '../../features/cooperation/lease-type-query';

const venue = { id: 1, name: '中庭A区', mallName: '朝阳大悦城', cityCode: '110000', cityName: '北京', location: '1F中庭', area: 200, leaseTypes: ['快闪店', '路演活动'], priceDay: 8000, minDays: 3, dailyTraffic: 30000, coverUrl: '/uploads/demo/space.jpg' };

/** The page as the server sends it; records the filter the loader asked the API for. */
async function serverHtml(url: string) {
  const asked: Record<string, unknown>[] = [];
  const call = async (op: OpDef, input: Record<string, unknown>) => {
    if (op.path !== eventVenueListOp.path) throw new Error(`unexpected call ${op.path}`);
    asked.push(input);
    return { total: 1, list: [venue], pageNum: 1, pageSize: 20 };
  };
  const context = { api: { call }, pageUrl: url } as unknown as AppLoadContext;
  const handler = createStaticHandler([{ id: 'venues', path: '/cooperationList', loader, Component: CooperationList }]);
  const result = await handler.query(new Request(`http://localhost${url}`), { requestContext: context });
  if (result instanceof Response) throw new Error(`answered ${result.status}`);
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, result)} context={result} hydrate={false} />
    </QueryClientProvider>,
  );
  return { html: html.replace(/<!-- -->/g, ''), asked };
}

/** What the 活动类型 select shows: the chosen type, or its placeholder. */
const leaseSelectText = (html: string) => {
  const at = html.indexOf('aria-label="活动类型"');
  const start = html.lastIndexOf('<div class="ant-select ', at);
  return html.slice(start, html.lastIndexOf('<', at)).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
};

describe('/cooperationList ?leaseType= from old or wrong links', () => {
  it('maps each old 活动类型 label to the lease type it became, keeps current ones, drops the rest', () => {
    expect(leaseTypeFromQuery('快闪')).toBe('快闪店');
    expect(leaseTypeFromQuery('展览')).toBe('展览展示');
    expect(leaseTypeFromQuery('路演')).toBe('路演活动');
    expect(leaseTypeFromQuery('促销')).toBe('促销特卖');
    expect(leaseTypeFromQuery('发布会')).toBe('新品发布');
    expect(leaseTypeFromQuery('品牌市集')).toBe('品牌市集');
    expect(leaseTypeFromQuery(' 快闪店 ')).toBe('快闪店');
    for (const v of ['婚礼', 'toString', '__proto__', '', null, undefined]) expect(leaseTypeFromQuery(v)).toBeUndefined();
  });

  it('an old label (快闪) filters by the current type and shows it chosen', async () => {
    const { html, asked } = await serverHtml(`/cooperationList?leaseType=${encodeURIComponent('快闪')}`);
    expect(asked).toEqual([expect.objectContaining({ leaseType: '快闪店' })]);
    expect(leaseSelectText(html)).toBe('快闪店');
    expect(html).toContain('中庭A区');
  });

  it('an unknown value is ignored: the whole list, no type chosen', async () => {
    const { html, asked } = await serverHtml(`/cooperationList?leaseType=${encodeURIComponent('婚礼')}&sort=price`);
    expect(asked).toEqual([{ cityCode: undefined, leaseType: undefined, sort: 'price' }]);
    expect(leaseSelectText(html)).toBe('活动类型');
    expect(html).toContain('中庭A区');
  });
});
