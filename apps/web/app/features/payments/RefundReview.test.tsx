import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminRefundListOp, adminRefundRequestDecideOp, adminRefundRequestListOp, type AdminRefund, type AdminRefundRequest } from '@shp/contracts';
import { envelope, renderRoutes } from '../../test/render';
import { atWidth, stubMatchMedia } from '../../test/match-media';
import { RefundReview } from './RefundReview';

afterEach(() => vi.unstubAllGlobals());

const request = (n: number, over: Partial<AdminRefundRequest> = {}): AdminRefundRequest => ({
  requestId: n,
  orderId: 100 + n,
  orderNo: `SO2026112800${n}`,
  orderStatusText: '待发货',
  sellerName: '上海演示活动服务有限公司',
  buyerName: `买家${n}`,
  amount: 420,
  reason: `行程变更${n}`,
  status: 'pending',
  statusText: '待处理',
  decisionReason: null,
  operator: null,
  createdAt: '2026-11-28T01:00:00.000Z',
  decidedAt: null,
  ...over,
});
const refund: AdminRefund = {
  refundNo: 'RF20261128AAAA',
  orderId: 101,
  orderNo: 'SO20261128001',
  paymentNo: 'PY20261128AAAA',
  driverName: '微信支付',
  amount: 420,
  status: 'failed',
  statusText: '退款失败',
  reason: '买家申请退款：行程变更',
  operator: '运营：管理员',
  createdAt: '2026-11-28T01:10:00.000Z',
  doneAt: null,
};

/** Stubs the console's calls: the lists as given, a decision answered as the server would. */
function stubApi(requests: AdminRefundRequest[]) {
  const calls: { url: string; data: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const data = JSON.parse(String(init?.body)).data as Record<string, unknown>;
    calls.push({ url, data });
    const page = (list: unknown[]) => envelope({ list, total: list.length, pageNum: 1, pageSize: 20 });
    if (url === adminRefundRequestListOp.path) return page(requests.filter((r) => !data.status || r.status === data.status));
    if (url === adminRefundListOp.path) return page([refund]);
    if (url === adminRefundRequestDecideOp.path) {
      const r = requests.find((x) => x.requestId === data.requestId)!;
      const done = data.decision === 'approve' ? { status: 'approved' as const, statusText: '已退款' } : { status: 'refused' as const, statusText: '已拒绝' };
      Object.assign(r, done, { decisionReason: data.reason ?? null, operator: '运营：管理员' });
      return envelope(r);
    }
    return envelope(null);
  });
  return calls;
}

const render = (url = '/admin/refunds') => renderRoutes([{ path: '/admin/refunds', element: <RefundReview /> }], url);

describe('退款管理 (RefundReview)', { timeout: 60_000 }, () => {
  it('lists pending requests; 拒绝 needs a reason and sends it; 同意退款 sends the approval', async () => {
    const calls = stubApi([request(1), request(2)]);
    render();
    const row1 = (await screen.findByText('SO20261128001')).closest('tr')!;
    expect(calls[0]).toEqual({ url: adminRefundRequestListOp.path, data: { status: 'pending' } });
    within(row1).getByText('行程变更1');

    fireEvent.click(within((await screen.findByText('SO20261128002')).closest('tr')!).getByRole('button', { name: /拒\s*绝/ }));
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getByRole('button', { name: /拒\s*绝/ });
    expect((ok as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('拒绝原因'), { target: { value: '服务已开始准备' } });
    fireEvent.click(ok);
    await waitFor(() =>
      expect(calls.find((c) => c.url === adminRefundRequestDecideOp.path)?.data).toEqual({ requestId: 2, decision: 'refuse', reason: '服务已开始准备' }),
    );
    await screen.findByText('已拒绝，买家已收到原因');
    // The list is asked again and the refused one left the pending view.
    await waitFor(() => expect(screen.queryByText('SO20261128002')).toBeNull());

    fireEvent.click(within(row1).getByRole('button', { name: '同意退款' }));
    await screen.findByText('款项将原路退回买家，订单随之取消。');
    fireEvent.click((await screen.findByText('确认退款')).closest('button')!);
    await waitFor(() => expect(calls.filter((c) => c.url === adminRefundRequestDecideOp.path).at(-1)?.data).toEqual({ requestId: 1, decision: 'approve' }));
    await screen.findByText('暂无待处理的退款申请');
  });

  it('shows the refunds with their provider state, and an empty or failed list in Chinese', async () => {
    stubApi([]);
    render('/admin/refunds?view=refunds');
    const row = (await screen.findByText('RF20261128AAAA')).closest('tr')!;
    within(row).getByText('退款失败');
    within(row).getByText('微信支付');

    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
    render('/admin/refunds?view=refused');
    await screen.findByText('加载失败，请稍后重试');
  });

  it('fits a 390 px phone as cards with the actions', async () => {
    stubMatchMedia(atWidth(390));
    stubApi([request(3)]);
    render();
    const card = (await screen.findByText(/SO20261128003/)).closest('[class*="card"]') ?? document.body;
    expect(within(card as HTMLElement).getByRole('button', { name: '同意退款' })).toBeTruthy();
    expect(document.querySelector('table')).toBeNull();
  });
});
