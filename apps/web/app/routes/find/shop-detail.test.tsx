import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { StorageKey } from '@shp/contracts';
import { renderRoutes } from '../../test/render';
import ShopDetailPage, { ErrorBoundary } from './shop-detail';

afterEach(() => window.sessionStorage.clear());

function missingUnit(url: string) {
  // What the server loader's 404 reaches the page as (lib/server-data throws it for a missing record).
  const loader = () => {
    throw new Response(JSON.stringify({ message: '铺位不存在或已下架' }), { status: 404, headers: { 'content-type': 'application/json' } });
  };
  return renderRoutes([{ path: '/shopDetail', Component: ShopDetailPage, ErrorBoundary, loader }], url);
}

describe('/shopDetail of a unit that does not exist', () => {
  it('says the 点位 is missing and offers 找点位 (with the filters left there) to a visitor who came from the business-point list', async () => {
    window.sessionStorage.setItem(StorageKey.FIND_SHOP_FROM, '/findShopList?tabcheck=2&titleCode=1&region=110105');
    missingUnit('/shopDetail?id=999999');
    expect((await screen.findByRole('link', { name: '去找点位' })).getAttribute('href')).toBe('/findShopList?tabcheck=2&titleCode=1&region=110105');
    expect(screen.queryByRole('link', { name: '去找铺' })).toBeNull();
    expect(screen.getByText('点位不存在或已下架')).toBeTruthy();
    expect(screen.queryByText('铺位不存在或已下架')).toBeNull();
  });

  it('offers 找铺 to a visitor from the shop list, and without any list visited', async () => {
    window.sessionStorage.setItem(StorageKey.FIND_SHOP_FROM, '/findShopList?tabcheck=1&area=0-50');
    const first = missingUnit('/shopDetail?id=999999');
    // The list the visitor came from is read after hydration; until then the plain shop list.
    await waitFor(() => expect(screen.getByRole('link', { name: '去找铺' }).getAttribute('href')).toBe('/findShopList?tabcheck=1&area=0-50'));
    expect(screen.getByText('铺位不存在或已下架')).toBeTruthy();
    first.unmount();
    window.sessionStorage.clear();
    missingUnit('/shopDetail?id=999999');
    expect((await screen.findByRole('link', { name: '去找铺' })).getAttribute('href')).toBe('/findShopList?tabcheck=1');
    expect(screen.getByText('铺位不存在或已下架')).toBeTruthy();
  });

  it('keeps the reason of an error that is not a missing unit, even from the business-point list', async () => {
    window.sessionStorage.setItem(StorageKey.FIND_SHOP_FROM, '/findShopList?tabcheck=2&titleCode=1');
    const loader = () => {
      throw new Response(JSON.stringify({ message: '请求参数有误' }), { status: 400, headers: { 'content-type': 'application/json' } });
    };
    renderRoutes([{ path: '/shopDetail', Component: ShopDetailPage, ErrorBoundary, loader }], '/shopDetail?id=abc');
    expect(await screen.findByText('请求参数有误')).toBeTruthy();
    expect(screen.queryByText('点位不存在或已下架')).toBeNull();
  });
});
