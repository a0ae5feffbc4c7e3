import { describe, expect, it } from 'vitest';
import { cityListOp, eventVenueListOp, type OpDef } from '@shp/contracts';
import CooperationList, { loader } from './cooperation-list';
import { leaseTypeFromQuery } from '../../features/cooperation/lease-type-query';
import { renderOnServer } from '../../test/render';

const venue = {
  id: 1,
  name: '中庭A区',
  mallName: '朝阳大悦城',
  cityCode: '110000',
  cityName: '北京',
  location: '1F中庭',
  area: 200,
  leaseTypes: ['快闪店', '路演活动'],
  priceDay: 8000,
  minDays: 3,
  dailyTraffic: 30000,
  coverUrl: '/uploads/demo/space.jpg',
};

/** The page as the server sends it; records the filter the loader asked the API for. */
async function serverHtml(url: string) {
  const asked: Record<string, unknown>[] = [];
  const call = async (op: OpDef, input: Record<string, unknown>) => {
    if (op.path === cityListOp.path)
      return { hot: [], province: [], regionWeb: [], tier: [], region: [{ cities: [{ cityCode: '530400', cityName: '玉溪', hasMall: true }] }] };
    if (op.path !== eventVenueListOp.path) throw new Error(`unexpected call ${op.path}`);
    asked.push(input);
    return { total: 1, list: [venue], pageNum: 1, pageSize: 20 };
  };
  const { html } = await renderOnServer([{ id: 'venues', path: '/cooperationList', loader, Component: CooperationList }], url, call);
  return { html, asked };
}

/** What a select shows: the chosen value, or its placeholder. */
const selectText = (html: string, label: string) => {
  const at = html.indexOf(`aria-label="${label}"`);
  const start = html.lastIndexOf('<div class="ant-select ', at);
  return html
    .slice(start, html.lastIndexOf('<', at))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
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
    expect(selectText(html, '活动类型')).toBe('快闪店');
    expect(html).toContain('中庭A区');
  });

  it('an unknown value is ignored: the whole list, no type chosen', async () => {
    const { html, asked } = await serverHtml(`/cooperationList?leaseType=${encodeURIComponent('婚礼')}&sort=price`);
    expect(asked).toEqual([{ cityCode: undefined, leaseType: undefined, sort: 'price' }]);
    expect(selectText(html, '活动类型')).toBe('活动类型');
    expect(html).toContain('中庭A区');
  });
});

describe('/cooperationList ?cityCode= outside the 12 offered cities', () => {
  it('shows the city by name in the select (it showed the code 530400) and filters by it', async () => {
    const { html, asked } = await serverHtml('/cooperationList?cityCode=530400');
    expect(asked).toEqual([expect.objectContaining({ cityCode: '530400' })]);
    expect(selectText(html, '城市')).toBe('玉溪');
  });

  it('ignores a code that is no city: the whole list, 全部城市', async () => {
    const { html, asked } = await serverHtml('/cooperationList?cityCode=999999');
    expect(asked).toEqual([expect.objectContaining({ cityCode: undefined })]);
    expect(selectText(html, '城市')).toBe('全部城市');
  });

  it('keeps one of the 12 offered cities as it was', async () => {
    const { html, asked } = await serverHtml('/cooperationList?cityCode=310000');
    expect(asked).toEqual([expect.objectContaining({ cityCode: '310000' })]);
    expect(selectText(html, '城市')).toBe('上海');
  });
});
