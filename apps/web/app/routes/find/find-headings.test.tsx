import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import SurroundDetail from './surround-detail';
import SpaceError from './space-error';
import ShopDetailPage from './shop-detail';
import { MissingItem } from '../../features/content/MissingItem';

afterEach(cleanup);

const h1s = () => screen.queryAllByRole('heading', { level: 1 }).map((h) => h.textContent);

describe('/surroundDetail and /spaceError/:type have one h1', () => {
  it('/surroundDetail without a mall: 请先选择商场', async () => {
    renderRoutes([{ path: '/surroundDetail', Component: SurroundDetail, loader: () => ({ s: null }), HydrateFallback: () => null }], '/surroundDetail');
    expect(await screen.findByRole('heading', { level: 1, name: '请先选择商场' })).toBeTruthy();
    expect(h1s()).toEqual(['请先选择商场']);
    expect(screen.getByRole('link', { name: /去找商场/ }).getAttribute('href')).toBe('/product');
  });

  it.each([
    ['1', '场地已下架'],
    ['2', '场地档期已满'],
    ['3', '暂无权限'],
    ['x', '场地暂不可用'],
  ])('/spaceError/%s: %s', async (type, title) => {
    renderRoutes([{ path: '/spaceError/:type', Component: SpaceError }], `/spaceError/${type}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(h1s()).toEqual([title]);
  });
});

describe('an item page opened without its id has one h1 naming what to choose', () => {
  it('/shopDetail (plain markup): 请选择要查看的铺位', async () => {
    renderRoutes([{ path: '/shopDetail', Component: ShopDetailPage, loader: () => ({ shop: null }), HydrateFallback: () => null }], '/shopDetail');
    expect(await screen.findByRole('heading', { level: 1, name: '请选择要查看的铺位' })).toBeTruthy();
    expect(h1s()).toEqual(['请选择要查看的铺位']);
    expect(screen.getByRole('link', { name: '去找铺' }).getAttribute('href')).toBe('/findShopList?tabcheck=1');
  });

  it('the pages built on MissingItem (news, consultant, conference, chamber, franchise, cooperation)', async () => {
    const Page = () => <MissingItem what="顾问" listTo="/consultant" listLabel="去看招商顾问" />;
    renderRoutes([{ path: '/consultantDetail', Component: Page }], '/consultantDetail');
    expect(await screen.findByRole('heading', { level: 1, name: '请选择要查看的顾问' })).toBeTruthy();
    expect(h1s()).toEqual(['请选择要查看的顾问']);
  });
});
