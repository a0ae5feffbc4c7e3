import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sellerGoodsListOp } from '@shp/contracts';
import { renderRoutes } from '../../test/render';
import { stubListApi } from '../../test/stub-list';
import { atWidth, stubMatchMedia } from '../../test/match-media';
import { GoodsList } from './GoodsList';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/sellerCenter/goods/list';

/** 45 goods. */
const stubApi = () =>
  stubListApi(sellerGoodsListOp.path, 45, (n) => ({
    goodsId: n,
    name: `快闪场地${n}`,
    typeName: '场地',
    coverUrl: null,
    minPrice: 100,
    stock: 5,
    sales: 0,
    status: 'rejected',
    statusText: '已驳回',
    rejectReason: null,
    onShelf: false,
    updatedAt: '2026-11-20T02:00:00.000Z',
  }));

const renderList = (url: string) =>
  renderRoutes(
    [
      { path: LIST, element: <GoodsList /> },
      { path: '/sellerCenter/goods/details', element: <h1>商品详情</h1> },
      { path: '/sellerCenter/goods/addOrEdit', element: <h1>编辑商品</h1> },
    ],
    url,
  );

const keywordInput = () => screen.getByPlaceholderText('请输入商品名称') as HTMLInputElement;
const currentPage = () => screen.getByRole('navigation', { name: '分页' }).querySelector('[aria-current="page"]')?.textContent;

describe('商品列表的筛选在网址中 (GoodsList)', { timeout: 60_000 }, () => {
  it('opens with the filter and page of the URL (the overview links by status)', async () => {
    const api = stubApi();
    renderList(`${LIST}?status=rejected&keyword=快闪&shelf=down&page=2&limit=10`);
    await screen.findByText('快闪场地11');
    expect(api.last()).toEqual({ data: { keyword: '快闪', status: 'rejected', onShelf: false }, pageParam: { pageNum: 2, pageSize: 10 } });
    expect(keywordInput().value).toBe('快闪');
    expect(screen.getByTitle('未上架')).toBeTruthy();
    expect(currentPage()).toBe('2');
  });

  it('keeps filter and page through a goods page and Back, and follows Back between filters', async () => {
    const api = stubApi();
    const { router } = renderList(LIST);
    await screen.findByText('快闪场地1');
    fireEvent.change(keywordInput(), { target: { value: ' 快闪 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(api.last().data).toEqual({ keyword: '快闪' }));
    fireEvent.click(await screen.findByRole('button', { name: '第2页' }));
    await screen.findByText('快闪场地21');
    const filtered = router.state.location.search;
    expect(new URLSearchParams(filtered).get('page')).toBe('2');

    fireEvent.click(screen.getByRole('link', { name: '快闪场地21' }));
    await screen.findByRole('heading', { name: '商品详情' });
    await act(() => router.navigate(-1));
    await screen.findByText('快闪场地21');
    expect(router.state.location.search).toBe(filtered);
    expect(keywordInput().value).toBe('快闪');
    expect(api.last()).toMatchObject({ data: { keyword: '快闪' }, pageParam: { pageNum: 2 } });

    await act(() => router.navigate(-1));
    await screen.findByText('快闪场地1');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(keywordInput().value).toBe(''));
    expect(api.last().data).toEqual({});
  });

  it('drops values it cannot use, without an error', async () => {
    const api = stubApi();
    renderList(`${LIST}?status=lost&keyword=${'长'.repeat(60)}&shelf=sideways&page=x`);
    await screen.findByText('快闪场地1');
    expect(api.calls).toEqual([{ data: {}, pageParam: { pageNum: 1, pageSize: 20 } }]);
  });

  it('offers 回到第一页 on a page past the end, keeping the filter', async () => {
    stubApi();
    const { router } = renderList(`${LIST}?keyword=快闪&page=9`);
    fireEvent.click(await screen.findByRole('button', { name: '回到第一页' }));
    await screen.findByText('快闪场地1');
    const q = new URLSearchParams(router.state.location.search);
    expect(q.get('page')).toBeNull();
    expect(q.get('keyword')).toBe('快闪');
  });
});

describe('商品列表在手机上 (GoodsList, 412 px)', { timeout: 60_000 }, () => {
  it('shows a card a goods, no sideways-scrolling table, with its actions, a tick for the batch buttons and the pager', async () => {
    stubMatchMedia(atWidth(412));
    const api = stubApi();
    const { router } = renderList(LIST);
    const list = await screen.findByRole('list', { name: '商品列表' });
    expect(document.querySelector('.ant-table')).toBeNull();
    const cards = list.querySelectorAll('li[data-goods-id]');
    expect(cards).toHaveLength(20);
    const first = within(cards[0] as HTMLElement);
    first.getByRole('link', { name: '快闪场地1' });
    first.getByText('已驳回');
    first.getByText(/场地 · ¥100\.00起/);
    first.getByText('未上架');
    first.getByRole('button', { name: '提交审核' });
    first.getByRole('button', { name: /删\s*除/ });

    // Ticking a card is selecting its row: the batch buttons act on it.
    const batchDown = screen.getByRole('button', { name: '批量下架' }) as HTMLButtonElement;
    expect(batchDown.disabled).toBe(true);
    fireEvent.click(first.getByRole('checkbox', { name: '选择快闪场地1' }));
    await waitFor(() => expect(batchDown.disabled).toBe(false));

    fireEvent.click(await screen.findByRole('button', { name: '第2页' }));
    await screen.findByText('快闪场地21');
    expect(api.last().pageParam).toEqual({ pageNum: 2, pageSize: 20 });

    fireEvent.click(within(screen.getByRole('list', { name: '商品列表' }).querySelector('li') as HTMLElement).getByRole('button', { name: /编\s*辑/ }));
    await screen.findByRole('heading', { name: '编辑商品' });
    expect(router.state.location.search).toBe('?goodsId=21');
  });
});

describe('筛选条件不藏在收起的表单里 (GoodsList)', { timeout: 60_000 }, () => {
  const collapsed = () => document.querySelector('.shp-search-form-fields')?.getAttribute('data-collapsed');

  it('opens the search form when the URL filters by status or shelf (the overview links by status)', async () => {
    stubApi();
    renderList(`${LIST}?status=pending`);
    await screen.findByText('快闪场地1');
    expect(collapsed()).toBe('0');
  });

  it('keeps it collapsed when only the name, the first field, is filtered', async () => {
    stubApi();
    renderList(`${LIST}?keyword=快闪`);
    await screen.findByText('快闪场地1');
    expect(collapsed()).toBe('1');
  });
});
