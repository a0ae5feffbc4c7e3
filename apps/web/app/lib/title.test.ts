import { describe, expect, it } from 'vitest';
import { titleForLocation } from './title';
import { findRoute, flatRoutes } from '../route-table';

describe('browser titles (SPEC §2)', () => {
  it('prefixes the route title', () => {
    expect(titleForLocation('/product', '')).toBe('商铺汇-找商场');
    expect(titleForLocation('/personalCenter/myBrand', '')).toBe('商铺汇-我的品牌');
    // The tab says what the page's heading says.
    expect(titleForLocation('/personalCenter/coinDetail', '')).toBe('商铺汇-抽奖记录');
    expect(titleForLocation('/personalCenter/makeAppointment', '')).toBe('商铺汇-我的预约');
  });
  it('chooses child titles by titleCode, default 0, out of range back to 0', () => {
    expect(titleForLocation('/consIndex', '')).toBe('商铺汇-资讯');
    expect(titleForLocation('/consIndex', '?titleCode=1')).toBe('商铺汇-广场服务');
    expect(titleForLocation('/franchiseBrands', '?titleCode=2')).toBe('商铺汇-品牌列表');
    expect(titleForLocation('/franchiseBrands', '?titleCode=7')).toBe('商铺汇-公告');
    expect(titleForLocation('/findShopList', '?tabcheck=2')).toBe('商铺汇-找点位');
    expect(titleForLocation('/cooperAtions', '?tabcheck=3')).toBe('商铺汇-IP合作');
  });
  it('falls back to the prefix alone for unknown paths', () => {
    expect(titleForLocation('/nowhere', '')).toBe('商铺汇-页面不存在');
  });
  it('matches paths case-insensitively and with parameters', () => {
    expect(findRoute('/spaceError/2')?.fullPath).toBe('/spaceError/:type');
    expect(findRoute('/citySCreen')?.title).toBe('更多城市');
  });
  it('declares every SPEC route', () => {
    const paths = new Set(flatRoutes.map((r) => r.fullPath));
    for (const p of [
      '/',
      '/version',
      '/resultPage',
      '/aboutUs',
      '/citySCreen',
      '/cloudVideo',
      '/detailsLive',
      '/consDetails',
      '/serviceProject',
      '/renshidaili',
      '/hotInvestment',
      '/pdf',
      '/articleDetail',
      '/noResult',
      '/LandingPage',
      '/spaceError/:type',
      '/redirectLogin',
      '/personalCenter',
      '/personalCenter/myOrder',
      '/sellerCenter/goods/addOrEdit',
      '/sellerCenter/evaluationDetail',
    ]) {
      expect(paths.has(p), p).toBe(true);
    }
  });
});
