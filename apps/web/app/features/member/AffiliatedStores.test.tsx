import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AffiliatedStores as Data } from '@shp/contracts';
import { AffiliatedStores } from './AffiliatedStores';

let answer: Data;
afterEach(() => vi.unstubAllGlobals());

function show(data: Data) {
  answer = data;
  vi.stubGlobal('fetch', async (url: string) => {
    expect(url).toBe('/api/foreground/member/queryAffiliatedStore');
    return new Response(JSON.stringify({ code: 10000, msg: '成功', data: answer }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <AffiliatedStores token="tok" />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const store = (over: Partial<Data['stores'][number]> = {}): Data['stores'][number] => ({
  bindingId: 1,
  storeId: 11,
  storeName: '静安店 2F-08',
  plazaId: 3,
  plazaName: '演示广场',
  cityName: '上海',
  bunkNo: '2F-08',
  floor: '2F',
  brandId: 5,
  brandName: '演示品牌',
  role: 'operator',
  roleName: '经营者',
  status: 'signed',
  statusText: '已签约',
  boundAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('我的店铺 (queryAffiliatedStore)', { timeout: 30_000 }, () => {
  it('lists the stores with role, status and a link to each, and the way into the seller centre', async () => {
    show({
      sellerAccess: true,
      entryStatus: 'approved',
      entryStatusText: '已入驻',
      companyName: '演示供应链有限公司',
      stores: [store(), store({ bindingId: 2, storeId: 12, storeName: '浦东店', status: 'unsigned', statusText: '待签约' })],
      total: 2,
    });
    const link = await screen.findByRole('link', { name: '静安店 2F-08' });
    expect(link.getAttribute('href')).toBe('/shopDetail?id=11');
    expect(screen.getByText('已签约')).toBeTruthy();
    expect(screen.getByText('待签约')).toBeTruthy();
    expect(screen.getAllByText('经营者')).toHaveLength(2);
    expect(screen.getByText('已入驻')).toBeTruthy();
    expect(screen.getByRole('link', { name: /去商家中心管理/ }).getAttribute('href')).toBe('/sellerCenter/networkAcessManageList');
  });

  it('shows the empty state for a plain member, with no seller-centre link', async () => {
    show({ sellerAccess: false, entryStatus: 'none', entryStatusText: '未入驻', companyName: null, stores: [], total: 0 });
    expect(await screen.findByText('暂无关联店铺，商家入驻后可在此查看')).toBeTruthy();
    expect(screen.queryByText('去商家中心管理')).toBeNull();
  });

  it('says when there are more stores than shown and when the seller role is off', async () => {
    show({ sellerAccess: false, entryStatus: 'approved', entryStatusText: '已入驻', companyName: null, stores: [store()], total: 60 });
    expect(await screen.findByText('共 60 家店铺，其余请在商家中心查看')).toBeTruthy();
    expect(screen.getByText('商家权限已关闭，店铺暂不可管理')).toBeTruthy();
  });
});
