import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { StorageKey } from '@shp/contracts';
import { renderRoutes } from '../../test/render';
import type { AppLoadContext } from 'react-router';
import ShopDetailPage, { ErrorBoundary, loader, meta } from './shop-detail';

afterEach(() => window.sessionStorage.clear());

/** The server loader of /shopDetail?id=999999 with the API's answer for a unit it does not have. */
async function serverAnswer(cookie?: string) {
  const context = {
    api: {
      call: () => Promise.reject(Object.assign(new Error('铺位不存在或已下架'), { httpStatus: 404, code: 404 })),
    },
  } as unknown as AppLoadContext;
  const request = new Request('http://x/shopDetail?id=999999', { headers: cookie ? { cookie } : {} });
  try {
    await loader({ request, context, params: {} } as Parameters<typeof loader>[0]);
  } catch (thrown) {
    return thrown as { data: { message: string; listKind?: string }; init: { status: number } };
  }
  throw new Error('the loader answered a unit that does not exist');
}

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

describe('the server page of a missing unit', () => {
  it('names a 点位 and offers 找点位 to a visitor whose last list was the business-point list, before any script runs', async () => {
    const thrown = await serverAnswer('cityCode=110000; findListKind=point');
    expect(thrown.init.status).toBe(404);
    expect(thrown.data.message).toBe('点位不存在或已下架');
    // What the server renders from that answer: no session storage to read yet.
    const loaderAnswer = () => {
      throw new Response(JSON.stringify(thrown.data), { status: 404, headers: { 'content-type': 'application/json' } });
    };
    renderRoutes([{ path: '/shopDetail', Component: ShopDetailPage, ErrorBoundary, loader: loaderAnswer }], '/shopDetail?id=999999');
    expect((await screen.findByRole('link', { name: '去找点位' })).getAttribute('href')).toBe('/findShopList?tabcheck=2&titleCode=1');
    expect(screen.getByText('点位不存在或已下架')).toBeTruthy();
  });

  it("keeps the API's 铺位 reason for a visitor from the shop list or from no list", async () => {
    expect((await serverAnswer('findListKind=shop')).data.message).toBe('铺位不存在或已下架');
    expect((await serverAnswer()).data.message).toBe('铺位不存在或已下架');
  });
});

describe('/shopDetail tab title', () => {
  it('carries the unit name (商铺汇-<unit>) and keeps the description', () => {
    const shop = { title: '静安 南京西路临街旺铺 120㎡', address: '上海南京西路1号', area: 120, rentText: '60,000元/月', description: '临街铺位' };
    const tags =
      meta({ data: { shop }, matches: [{ meta: [{ title: '商铺汇-铺位详情' }, { name: 'description', content: '通用' }] }] } as unknown as Parameters<
        typeof meta
      >[0]) ?? [];
    expect(tags).toContainEqual({ title: '商铺汇-静安 南京西路临街旺铺 120㎡' });
    expect(tags.filter((t) => 'title' in t)).toHaveLength(1);
    expect(tags.find((t) => 'name' in t && t.name === 'description')).toBeTruthy();
  });
});
