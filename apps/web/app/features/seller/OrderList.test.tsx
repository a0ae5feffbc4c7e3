import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decodePhone, sellerOrderListOp } from '@shp/contracts';
import { renderRoutes } from '../../test/render';
import { stubListApi } from '../../test/stub-list';
import { onNotice, type Notice } from '../../lib/notify';
import { atWidth, stubMatchMedia } from '../../test/match-media';
import { OrderList } from './OrderList';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/sellerCenter/orderManageList';

/** 45 orders. */
const stubApi = () =>
  stubListApi(sellerOrderListOp.path, 45, (n) => ({
    orderId: n,
    orderNo: `SO${String(n).padStart(4, '0')}`,
    status: 'paid',
    statusText: '待发货',
    firstItemName: '快闪策划',
    itemCount: 1,
    buyerName: '买家',
    buyerPhone: '138****0003',
    totalAmount: 100,
    createdAt: '2026-11-20T02:00:00.000Z',
  }));

function renderList(url: string) {
  return renderRoutes(
    [
      { path: LIST, element: <OrderList /> },
      { path: '/sellerCenter/orderDetail', element: <h1>订单详情</h1> },
    ],
    url,
  );
}

const orderNoInput = () => screen.getByPlaceholderText('请输入订单号') as HTMLInputElement;
// By their place: the test has no zh_CN locale, so the placeholders are antd's English ones.
const rangeInputs = () => [...document.querySelectorAll<HTMLInputElement>('.ant-picker-range input')].map((i) => i.value);
const currentPage = () => screen.getByRole('navigation', { name: '分页' }).querySelector('[aria-current="page"]')?.textContent;

describe('订单列表的筛选在网址中 (OrderList)', { timeout: 60_000 }, () => {
  it('opens with the filter and page of the URL', async () => {
    const api = stubApi();
    renderList(`${LIST}?status=paid&orderNo=SO00&dateFrom=2026-11-01&dateTo=2026-11-20&page=2&limit=10`);
    await screen.findByText('SO0011');
    expect(api.last()).toMatchObject({
      data: { status: 'paid', orderNo: 'SO00', dateFrom: '2026-11-01', dateTo: '2026-11-20' },
      pageParam: { pageNum: 2, pageSize: 10 },
    });
    expect(orderNoInput().value).toBe('SO00');
    expect(screen.getByTitle('待发货')).toBeTruthy();
    expect(rangeInputs()).toEqual(['2026-11-01', '2026-11-20']);
    expect(currentPage()).toBe('2');
  });

  it('keeps filter and page through an order and Back, and follows Back and Forward between filters', async () => {
    const api = stubApi();
    const { router } = renderList(LIST);
    await screen.findByText('SO0001');
    fireEvent.change(orderNoInput(), { target: { value: ' SO00 ' } });
    fireEvent.change(screen.getByPlaceholderText('手机号'), { target: { value: '138' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(api.last().data).toEqual({ orderNo: 'SO00', buyerPhone: expect.any(String) }));
    fireEvent.click(await screen.findByRole('button', { name: '第2页' }));
    await screen.findByText('SO0021');
    const filtered = router.state.location.search;
    const q = new URLSearchParams(filtered);
    expect(q.get('orderNo')).toBe('SO00');
    expect(q.get('page')).toBe('2');
    // The phone stays out of the address bar and history in clear, as it does on the wire.
    expect(q.get('buyerPhone')).not.toContain('138');
    expect(decodePhone(q.get('buyerPhone') ?? '')).toBe('138');

    fireEvent.click(screen.getByRole('link', { name: 'SO0021' }));
    await screen.findByRole('heading', { name: '订单详情' });
    await act(() => router.navigate(-1));
    await screen.findByText('SO0021');
    expect(router.state.location.search).toBe(filtered);
    expect(orderNoInput().value).toBe('SO00');
    expect((screen.getByPlaceholderText('手机号') as HTMLInputElement).value).toBe('138');
    expect(currentPage()).toBe('2');
    expect(api.last()).toMatchObject({ data: { orderNo: 'SO00' }, pageParam: { pageNum: 2 } });

    // Back twice more: page 1 of the filter, then the unfiltered list, with the fields following.
    await act(() => router.navigate(-1));
    await screen.findByText('SO0001');
    expect(orderNoInput().value).toBe('SO00');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(orderNoInput().value).toBe(''));
    expect(api.last().data).toEqual({});
    await act(() => router.navigate(1));
    await waitFor(() => expect(orderNoInput().value).toBe('SO00'));
    expect(api.last().data).toMatchObject({ orderNo: 'SO00' });
  });

  it('falls back to defaults for values it cannot use, without an error', async () => {
    const api = stubApi();
    const seen: Notice[] = [];
    const stop = onNotice((n) => seen.push(n));
    renderList(`${LIST}?status=lost&orderNo=${'9'.repeat(40)}&buyerPhone=abc&dateFrom=2026-13-01&dateTo=2026-02-31&page=x&limit=7`);
    await screen.findByText('SO0001');
    expect(api.calls).toEqual([{ data: {}, pageParam: { pageNum: 1, pageSize: 20 } }]);
    expect(orderNoInput().value).toBe('');
    expect(seen).toEqual([]);
    stop();
  });

  it('drops a range that ends before it starts, and keeps the good values beside it', async () => {
    const api = stubApi();
    renderList(`${LIST}?dateFrom=2026-11-20&dateTo=2026-11-01&status=completed&page=-3`);
    await screen.findByText('SO0001');
    expect(api.calls).toEqual([{ data: { status: 'completed' }, pageParam: { pageNum: 1, pageSize: 20 } }]);
    expect(rangeInputs()).toEqual(['', '']);
  });

  it('offers 回到第一页 on a page past the end, and 重置 clears the URL', async () => {
    const api = stubApi();
    const { router } = renderList(`${LIST}?orderNo=SO&page=9`);
    fireEvent.click(await screen.findByRole('button', { name: '回到第一页' }));
    await screen.findByText('SO0001');
    expect(router.state.location.search).toBe('?orderNo=SO');
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(orderNoInput().value).toBe('');
    expect(api.last().data).toEqual({});
  });
});

describe('订单列表在手机上 (OrderList, 412 px)', { timeout: 60_000 }, () => {
  it('shows a card an order, no sideways-scrolling table, with 去发货 and the pager', async () => {
    stubMatchMedia(atWidth(412));
    const api = stubApi();
    const { router } = renderList(LIST);
    const list = await screen.findByRole('list', { name: '订单列表' });
    expect(document.querySelector('.ant-table')).toBeNull();
    const cards = list.querySelectorAll('li[data-order-id]');
    expect(cards).toHaveLength(20);
    const first = within(cards[0] as HTMLElement);
    first.getByRole('link', { name: 'SO0001' });
    first.getByText('待发货');
    first.getByText('快闪策划');
    first.getByText('实付金额：¥100.00');
    first.getByText(/买家 138\*\*\*\*0003/);

    fireEvent.click(await screen.findByRole('button', { name: '第2页' }));
    await screen.findByText('SO0021');
    expect(api.last().pageParam).toEqual({ pageNum: 2, pageSize: 20 });

    fireEvent.click(within(screen.getByRole('list', { name: '订单列表' }).querySelector('li') as HTMLElement).getByRole('link', { name: '去发货' }));
    await screen.findByRole('heading', { name: '订单详情' });
    expect(router.state.location.search).toBe('?orderId=21');
  });
});

describe('筛选条件不藏在收起的表单里 (OrderList)', { timeout: 60_000 }, () => {
  const collapsed = () => document.querySelector('.shp-search-form-fields')?.getAttribute('data-collapsed');

  it('opens the search form when the URL filters by more than the order number (the overview links by status)', async () => {
    stubApi();
    renderList(`${LIST}?status=pending_payment`);
    await screen.findByText('SO0001');
    expect(collapsed()).toBe('0');
  });

  it('keeps it collapsed when only the order number, the first field, is filtered', async () => {
    stubApi();
    renderList(`${LIST}?orderNo=SO00`);
    await screen.findByText('SO0001');
    expect(collapsed()).toBe('1');
  });
});
