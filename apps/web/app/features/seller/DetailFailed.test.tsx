import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { sellerEvaluationDetailOp, sellerGoodsDetailOp, sellerOrderDetailOp } from '@shp/contracts';
import { envelope, renderWithProviders } from '../../test/render';
import { OrderDetail } from './OrderDetail';
import { EvaluationDetail } from './Evaluations';
import { GoodsDetail } from './GoodsDetail';
import { GoodsEditor } from './GoodsEditor';

afterEach(() => vi.unstubAllGlobals());

/** `path` answers `code` (a server error, or 404 for an item that is gone); everything else fails the same way. */
function stubFailing(path: string, code: number) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    return envelope(null, code);
  });
  return { count: () => calls.filter((u) => u === path).length };
}

const pages = [
  { name: 'OrderDetail', path: sellerOrderDetailOp.path, ui: <OrderDetail orderId={7} />, gone: '订单不存在' },
  { name: 'EvaluationDetail', path: sellerEvaluationDetailOp.path, ui: <EvaluationDetail evaluationId={7} />, gone: '评价不存在' },
  { name: 'GoodsDetail', path: sellerGoodsDetailOp.path, ui: <GoodsDetail goodsId={7} />, gone: '商品不存在或已删除' },
  { name: 'GoodsEditor', path: sellerGoodsDetailOp.path, ui: <GoodsEditor goodsId={7} />, gone: '商品不存在' },
];

describe('seller detail pages that fail to load', { timeout: 60_000 }, () => {
  for (const p of pages) {
    it(`${p.name}: a server error is no '${p.gone}' and can be retried`, async () => {
      const api = stubFailing(p.path, 500);
      renderWithProviders(p.ui);
      expect(await screen.findByText('加载失败')).toBeTruthy();
      expect(screen.queryByText(p.gone)).toBeNull();
      const before = api.count();
      fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
      await vi.waitFor(() => expect(api.count()).toBeGreaterThan(before));
    });

    it(`${p.name}: the server's 404 says '${p.gone}'`, async () => {
      stubFailing(p.path, 404);
      renderWithProviders(p.ui);
      expect(await screen.findByText(p.gone)).toBeTruthy();
      expect(screen.queryByRole('button', { name: /重\s*试/ })).toBeNull();
    });

    it(`${p.name}: an id the server refuses (502, HTTP 400) says '${p.gone}', not 加载失败`, async () => {
      vi.stubGlobal(
        'fetch',
        async () =>
          new Response(JSON.stringify({ code: 502, msg: '请求参数有误', data: null }), { status: 400, headers: { 'content-type': 'application/json' } }),
      );
      renderWithProviders(p.ui);
      expect(await screen.findByText(p.gone)).toBeTruthy();
      expect(screen.queryByText('加载失败')).toBeNull();
      expect(screen.queryByRole('button', { name: /重\s*试/ })).toBeNull();
    });
  }
});
