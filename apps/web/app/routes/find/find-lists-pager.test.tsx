import { describe, expect, it } from 'vitest';
import { districtListOp, formatTreeOp, shopPageListOp, type OpDef, type ShopCardItem } from '@shp/contracts';
import FindShopList, { loader } from './find-shop-list';
import { renderOnServer } from '../../test/render';

const unit = (id: number): ShopCardItem => ({
  id,
  title: `朝阳大悦城 B1 点位 ${id}`,
  coverUrl: '/uploads/demo/point.jpg',
  cityName: '北京',
  districtName: '朝阳区',
  mallName: '朝阳大悦城',
  area: 30,
  floor: 'B1',
  frontage: 4,
  rentText: '8.5元/㎡/天',
  monthlyRent: 7650,
  propertyFee: 30,
  formats: ['零售'],
  openingStatus: 'vacant',
  grade: 'A',
  availableDate: '2026-12-01',
  dailyTraffic: 20000,
  foodReady: false,
});

/** The page as the server sends it: loader through the load context, then the HTML (no scripts run). */
async function serverHtml(url: string) {
  const call = async (op: OpDef) => {
    if (op.path === districtListOp.path) return [{ regionId: '110105', regionName: '朝阳区' }];
    if (op.path === formatTreeOp.path) return [];
    if (op.path === shopPageListOp.path) return { total: 45, list: [unit(1), unit(2)] };
    throw new Error(`unexpected call ${op.path}`);
  };
  return (await renderOnServer([{ id: 'find-shop-list', path: '/findShopList', loader, Component: FindShopList }], url, call)).html;
}

describe('find list pager in the server HTML', () => {
  it('links page 2 (with the filters kept) before any script runs, so a tap pages and crawlers reach it', async () => {
    const html = await serverHtml('/findShopList?tabcheck=2&titleCode=1&area=0-50');
    expect(html).toContain('href="/findShopList?tabcheck=2&amp;titleCode=1&amp;area=0-50&amp;page=2"');
    expect(html).toMatch(/<a[^>]*href="\/findShopList\?tabcheck=2&amp;titleCode=1&amp;area=0-50"[^>]*aria-current="page"/);
  });

  it('links the pages around a later page, at the size in the URL', async () => {
    const html = await serverHtml('/findShopList?tabcheck=1&page=2&limit=10');
    expect(html).toMatch(/<a[^>]*href="\/findShopList\?tabcheck=1&amp;page=3&amp;limit=10"[^>]*aria-label="下一页"/);
    expect(html).toMatch(/<a[^>]*href="\/findShopList\?tabcheck=1&amp;limit=10"[^>]*aria-label="上一页"/);
  });
});
