import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sellerEvaluationListOp, sellerGoodsListOp, sellerOrderListOp } from '@shp/contracts';
import { renderRoutes } from '../../test/render';
import { stubListApi } from '../../test/stub-list';
import { OrderList } from './OrderList';
import { GoodsList } from './GoodsList';
import { EvaluationList } from './Evaluations';

afterEach(() => vi.unstubAllGlobals());

/** A seller list the server answers empty, at `url` (a filter in the query, or none). */
const pages = [
  {
    name: '订单管理',
    path: sellerOrderListOp.path,
    ui: <OrderList />,
    filtered: '?status=completed',
    none: '暂无订单',
    noMatch: '没有符合条件的订单',
    key: 'status',
  },
  {
    name: '场地活动服务',
    path: sellerGoodsListOp.path,
    ui: <GoodsList />,
    filtered: '?keyword=%E6%97%A0',
    none: '暂无商品，点击“发布商品”添加',
    noMatch: '没有符合条件的商品',
    key: 'keyword',
  },
  {
    name: '评价管理',
    path: sellerEvaluationListOp.path,
    ui: <EvaluationList />,
    filtered: '?rating=1',
    none: '暂无评价',
    noMatch: '没有符合条件的评价',
    key: 'rating',
  },
];

describe('seller lists that come back empty', { timeout: 60_000 }, () => {
  for (const p of pages) {
    it(`${p.name}: a filter that matches nothing says so and clears, not '${p.none}'`, async () => {
      const api = stubListApi(p.path, 0, () => ({}));
      const { router } = renderRoutes([{ path: '/l', element: p.ui }], `/l${p.filtered}`);
      expect(await screen.findByText(p.noMatch)).toBeTruthy();
      expect(screen.queryByText(p.none)).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));
      await waitFor(() => expect(new URLSearchParams(router.state.location.search).has(p.key)).toBe(false));
      await waitFor(() => expect(api.last().data[p.key]).toBeUndefined());
      expect(await screen.findByText(p.none)).toBeTruthy();
    });
  }
});
