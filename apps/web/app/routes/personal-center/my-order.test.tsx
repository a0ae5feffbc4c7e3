import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { memberOrderPageListOp, orderListOp } from '@shp/contracts';
import { renderRoutes } from '../../test/render';
import { stubListsApi } from '../../test/stub-list';
import MyOrderPage from './my-order';
import { asLoggedInMember } from '../../test/member-cookies';

asLoggedInMember();

const PATH = '/personalCenter/myOrder';
const pointOrder = (n: number) => ({
  id: n,
  orderNo: `PO${n}`,
  goodsName: `积分商品${n}`,
  imageUrl: '',
  points: 10,
  status: 'paid',
  createTime: '2026-11-20T02:00:00.000Z',
});
const serviceOrder = (n: number) => ({
  id: n,
  orderNo: `SO${n}`,
  sellerName: '服务商',
  status: 'paid',
  statusText: '待发货',
  totalAmount: 100,
  itemCount: 1,
  items: [{ itemId: n, goodsName: `服务${n}`, skuText: '', imageUrl: '', price: 100, quantity: 1, amount: 100 }],
  createdAt: '2026-11-20T02:00:00.000Z',
  buyerActions: [],
});

const render = (url: string) =>
  renderRoutes(
    [
      { path: PATH, element: <MyOrderPage /> },
      { path: '*', element: <h1>别处</h1> },
    ],
    url,
  );

describe('我的订单: 积分订单 / 服务订单 tabs in the URL', { timeout: 30_000 }, () => {
  const stub = () =>
    stubListsApi({
      [orderListOp.path]: { total: 1, make: pointOrder },
      [memberOrderPageListOp.path]: { total: 2, make: serviceOrder },
    });

  it('opens on 积分订单 and switches to 服务订单 with ?tab=service', async () => {
    stub();
    const { router } = render(PATH);
    await screen.findByText('积分商品1');
    expect(screen.getByRole('tab', { name: '积分订单' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '服务订单' }));
    await screen.findByText('服务2');
    expect(router.state.location.search).toBe('?tab=service');
    // Back returns to the points orders.
    await act(() => router.navigate(-1));
    await screen.findByText('积分商品1');
    expect(router.state.location.search).toBe('');
  });

  it('a reload of ?tab=service shows the service orders', async () => {
    const api = stub();
    render(`${PATH}?tab=service`);
    await screen.findByText('服务1');
    expect(screen.getByRole('tab', { name: '服务订单' }).getAttribute('aria-selected')).toBe('true');
    expect(api.calls.map((c) => c.path)).toEqual([memberOrderPageListOp.path]);
  });

  it('an unknown tab reads as 积分订单', async () => {
    stub();
    render(`${PATH}?tab=nope`);
    await screen.findByText('积分商品1');
  });
});
