import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { memberOrderDetailOp, memberOrderPageListOp, type MemberOrderSummary } from '@shp/contracts';
import { envelope, renderRoutes } from '../../test/render';
import { ServiceOrders } from './ServiceOrders';

afterEach(() => vi.unstubAllGlobals());

const order = (n: number, over: Partial<MemberOrderSummary> = {}): MemberOrderSummary => ({
  id: n,
  orderNo: `SO${n}`,
  sellerName: `服务商${n}`,
  status: 'shipped',
  statusText: '已发货',
  totalAmount: 22200,
  itemCount: 1,
  items: [{ itemId: n * 10, goodsName: `开业活动策划${n}`, skuText: '规格：标准', imageUrl: '/media/x.png', price: 11100, quantity: 2, amount: 22200 }],
  createdAt: '2026-11-20T02:00:00.000Z',
  buyerActions: [],
  ...over,
});

/** Stubs fetch: the list answers `list` (recording each filter), the detail answers 404 for id 404. */
function stubApi(list: MemberOrderSummary[]) {
  const filters: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    if (url === memberOrderPageListOp.path) {
      filters.push(body.data);
      return envelope({ list, total: list.length, pageNum: 1, pageSize: 20 });
    }
    if (url === memberOrderDetailOp.path) {
      // As the server's schema does: a non-positive id is refused (502, HTTP 400) before any lookup.
      if (body.data.id <= 0)
        return new Response(JSON.stringify({ code: 502, msg: '订单不存在', data: null }), { status: 400, headers: { 'content-type': 'application/json' } });
      if (body.data.id === 500)
        return new Response(JSON.stringify({ code: 500, msg: '系统异常，请稍后重试', data: null }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        });
      const o = list.find((x) => x.id === body.data.id);
      if (!o)
        return new Response(JSON.stringify({ code: 404, msg: '订单不存在', data: null }), { status: 404, headers: { 'content-type': 'application/json' } });
      return envelope({
        ...o,
        goodsAmount: o.totalAmount,
        paidAt: '2026-11-20T03:00:00.000Z',
        shippedAt: '2026-11-21T03:00:00.000Z',
        completedAt: null,
        cancelledAt: null,
        logisticsCompany: '顺丰速运',
        trackingNo: 'SF0001',
        receiver: { name: '张三', phone: '13900001111', address: '北京市朝阳区某路1号' },
        buyerRemark: '',
        history: [{ at: '2026-11-20T02:00:00.000Z', actionText: '买家下单', statusText: '待付款', note: '买家下单' }],
      });
    }
    return envelope(null);
  });
  return filters;
}

const render = (url = '/o') => renderRoutes([{ path: '/o', element: <ServiceOrders token="tok" /> }], url);

describe('ServiceOrders', { timeout: 30_000 }, () => {
  it('renders each order as a card with seller, items, amount in 元 and status', async () => {
    stubApi([order(1), order(2, { status: 'pending_payment', statusText: '待付款', itemCount: 5, totalAmount: 1234.5 })]);
    render();
    const cards = await screen.findAllByTestId('service-order');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    first.getByText('服务商1');
    first.getByText('开业活动策划1');
    first.getByText('规格：标准');
    first.getByText('¥11,100.00');
    first.getByText('×2');
    first.getByText('实付 ¥22,200.00');
    first.getByText('已发货');
    first.getByText('订单号 SO1');
    first.getByText('下单时间 2026-11-20 10:00');
    const second = within(cards[1]);
    second.getByText('待付款');
    // Not paid yet: what is due, not what was paid.
    second.getByText('应付 ¥1,234.50');
    expect(second.queryByText(/实付/)).toBeNull();
    second.getByText('等5项服务');
  });

  it('shows a Chinese empty state', async () => {
    stubApi([]);
    render();
    await screen.findByText('还没有服务订单');
  });

  it('filters by status through the URL', async () => {
    const filters = stubApi([]);
    const { router } = render();
    await screen.findByText('还没有服务订单');
    fireEvent.click(screen.getByRole('tab', { name: '已完成' }));
    await screen.findByText('暂无已完成的订单');
    expect(router.state.location.search).toBe('?status=completed');
    expect(filters).toEqual([{}, { status: 'completed' }]);
  });

  it('opens the detail with logistics and receiver, kept in the URL', async () => {
    stubApi([order(1)]);
    const { router } = render();
    fireEvent.click(await screen.findByRole('button', { name: /详\s?情/ }));
    const detail = await screen.findByTestId('service-order-detail');
    expect(router.state.location.search).toBe('?id=1');
    within(detail).getByText('顺丰速运');
    within(detail).getByText('SF0001');
    within(detail).getByText('张三 13900001111 北京市朝阳区某路1号');
    within(detail).getByText('2026-11-21 11:00');
  });

  it('says so when the order is not the member’s', async () => {
    stubApi([order(1)]);
    render('/o?id=404');
    await screen.findByText('订单不存在或无权查看');
  });

  it('?id=0, refused as 400, is not there either: no 加载失败, no retry', async () => {
    stubApi([order(1)]);
    render('/o?id=0');
    await screen.findByText('订单不存在或无权查看');
    expect(screen.queryByText('订单详情加载失败')).toBeNull();
    expect(screen.queryByRole('button', { name: /重\s*试/ })).toBeNull();
  });

  it('a server error is 订单详情加载失败 with 重试', async () => {
    stubApi([order(1)]);
    render('/o?id=500');
    await screen.findByText('订单详情加载失败');
    expect(screen.queryByText('订单不存在或无权查看')).toBeNull();
    screen.getByRole('button', { name: /重\s*试/ });
  });
});
