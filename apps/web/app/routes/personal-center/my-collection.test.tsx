import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { collectCountsOp, collectPageMallListOp, collectPageShopListOp, spaceCollectListOp } from '@shp/contracts';
import { envelope, renderRoutes } from '../../test/render';
import { asLoggedInMember } from '../../test/member-cookies';
import MyCollectionPage, { firstTabWithItems } from './my-collection';

asLoggedInMember();
afterEach(() => vi.unstubAllGlobals());

const PC = '/personalCenter/myCollection';
const shop = (n: number) => ({ id: n, title: `铺位${n}`, coverUrl: '', cityName: '上海', districtName: '静安', area: 120, rentText: '面议' });
const space = (n: number) => ({ id: n, name: `场地${n}`, coverUrl: '', mallName: '商场', location: '中庭', area: 30 });

/** The member has `counts` collected; each list answers that many items. Every list call is recorded. */
function stub(counts: { mall: number; shop: number; space: number; brand: number; consultant: number }) {
  const lists: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url === collectCountsOp.path) return envelope(counts);
    lists.push(url);
    const { pageParam } = JSON.parse(String(init?.body)) as { pageParam: { pageNum: number; pageSize: number } };
    const total =
      url === collectPageShopListOp.path ? counts.shop : url === spaceCollectListOp.path ? counts.space : url === collectPageMallListOp.path ? counts.mall : 0;
    const make = url === spaceCollectListOp.path ? space : shop;
    return envelope({ list: Array.from({ length: Math.min(total, pageParam.pageSize) }, (_, i) => make(i + 1)), total, ...pageParam });
  });
  return lists;
}

const selected = () => screen.getByRole('tab', { selected: true }).textContent;

describe('我的收藏 opens on the tab that has items', { timeout: 30_000 }, () => {
  it('picks the first tab with items, else 商场', () => {
    expect(firstTabWithItems({ mall: 0, shop: 0, space: 2, brand: 1, consultant: 0 })).toBe('space');
    expect(firstTabWithItems({ mall: 1, shop: 5 })).toBe('mall');
    expect(firstTabWithItems({ mall: 0, shop: 0 })).toBe('mall');
    expect(firstTabWithItems(undefined)).toBe('mall');
  });

  it('opens 铺位 for a member who collected only shops, without asking for the empty mall list', async () => {
    const lists = stub({ mall: 0, shop: 3, space: 0, brand: 0, consultant: 0 });
    renderRoutes([{ path: PC, element: <MyCollectionPage /> }], PC);
    expect(await screen.findByRole('link', { name: '铺位1' })).toBeTruthy();
    expect(selected()).toBe('铺位（3）');
    expect(lists).toEqual([collectPageShopListOp.path]);
    expect(screen.queryByText('暂无收藏')).toBeNull();
  });

  it('keeps the tab a link names, and a clicked 商场 stays chosen although it is empty', async () => {
    const lists = stub({ mall: 0, shop: 3, space: 2, brand: 0, consultant: 0 });
    const { router } = renderRoutes([{ path: PC, element: <MyCollectionPage /> }], `${PC}?tab=space`);
    expect(await screen.findByRole('link', { name: '场地1' })).toBeTruthy();
    expect(selected()).toBe('场地（2）');
    fireEvent.click(screen.getByRole('tab', { name: '商场' }));
    expect(await screen.findByText('暂无收藏')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=mall');
    expect(selected()).toBe('商场');
    await waitFor(() => expect(lists.at(-1)).toBe(collectPageMallListOp.path));
  });

  it('opens 商场 when nothing is collected', async () => {
    stub({ mall: 0, shop: 0, space: 0, brand: 0, consultant: 0 });
    renderRoutes([{ path: PC, element: <MyCollectionPage /> }], PC);
    expect(await screen.findByText('暂无收藏')).toBeTruthy();
    expect(selected()).toBe('商场');
  });
});
