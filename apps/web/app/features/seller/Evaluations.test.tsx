import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { sellerEvaluationListOp } from '@shp/contracts';
import { renderRoutes } from '../../test/render';
import { stubListApi } from '../../test/stub-list';
import { EvaluationList } from './Evaluations';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/sellerCenter/evaluationManagement';

/** 30 evaluations. */
const stubApi = () =>
  stubListApi(sellerEvaluationListOp.path, 30, (n) => ({
    evaluationId: n,
    orderId: n,
    orderNo: `SO${n}`,
    goodsId: 1,
    goodsName: '快闪场地',
    buyerName: `买家${n}`,
    rating: 4,
    content: `评价内容${n}`,
    reply: null,
    repliedAt: null,
    createdAt: '2026-11-20T02:00:00.000Z',
  }));

const renderList = (url: string) =>
  renderRoutes(
    [
      { path: LIST, element: <EvaluationList /> },
      { path: '/sellerCenter/evaluationDetail', element: <h1>评价详情</h1> },
    ],
    url,
  );

describe('评价列表的筛选在网址中 (EvaluationList)', { timeout: 60_000 }, () => {
  it('opens with the rating, reply state and page of the URL, and keeps them through an evaluation and Back', async () => {
    const api = stubApi();
    const { router } = renderList(`${LIST}?rating=4&replied=0&page=2&limit=10`);
    await screen.findByText('评价内容11');
    expect(api.last()).toEqual({ data: { rating: 4, replied: false }, pageParam: { pageNum: 2, pageSize: 10 } });
    expect(screen.getByTitle('4星')).toBeTruthy();
    expect(screen.getByTitle('待回复')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('link', { name: '回复' })[0]);
    await screen.findByRole('heading', { name: '评价详情' });
    await act(() => router.navigate(-1));
    await screen.findByText('评价内容11');
    expect(router.state.location.search).toBe('?rating=4&replied=0&page=2&limit=10');
    expect(api.last()).toEqual({ data: { rating: 4, replied: false }, pageParam: { pageNum: 2, pageSize: 10 } });
  });

  it('drops values it cannot use (the overview links with replied=0)', async () => {
    const api = stubApi();
    renderList(`${LIST}?rating=9&replied=maybe&page=x`);
    await screen.findByText('评价内容1');
    expect(api.calls).toEqual([{ data: {}, pageParam: { pageNum: 1, pageSize: 20 } }]);
  });

  it('offers 回到第一页 on a page past the end, keeping the filter', async () => {
    stubApi();
    const { router } = renderList(`${LIST}?replied=0&page=9`);
    fireEvent.click(await screen.findByRole('button', { name: '回到第一页' }));
    await screen.findByText('评价内容1');
    const q = new URLSearchParams(router.state.location.search);
    expect(q.get('page')).toBeNull();
    expect(q.get('replied')).toBe('0');
  });
});
