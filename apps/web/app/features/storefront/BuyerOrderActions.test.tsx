import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { paymentsRefundRequestOp, storefrontOrderCancelOp, type MemberOrderAction } from '@shp/contracts';
import { envelope, renderRoutes } from '../../test/render';
import { BuyerOrderActions } from './BuyerOrderActions';

afterEach(() => vi.unstubAllGlobals());

const at = (buyerActions: MemberOrderAction[]) => renderRoutes([{ path: '/', element: <BuyerOrderActions order={{ id: 7, buyerActions }} /> }], '/');

describe('BuyerOrderActions', () => {
  it('offers 去支付 (the pay page) and 取消订单 before payment; cancelling calls the cancel op for this order', async () => {
    const calls: { url: string; data: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push({ url, data: JSON.parse(String(init?.body)).data });
      return envelope(null);
    });
    at(['pay', 'cancel']);
    expect((await screen.findByText('去支付')).closest('a')?.getAttribute('href')).toBe('/pay?orderId=7');
    fireEvent.click(screen.getByText('取消订单'));
    await waitFor(() => expect(document.querySelector('.ant-popconfirm .ant-btn-primary')).not.toBeNull());
    fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-primary')!);
    await waitFor(() => expect(calls.some((c) => c.url === storefrontOrderCancelOp.path)).toBe(true));
    expect(calls.find((c) => c.url === storefrontOrderCancelOp.path)?.data).toMatchObject({ orderId: 7 });
  }, 60_000);

  it('shows nothing the server does not allow', () => {
    const { container } = at([]);
    expect(container.textContent).toBe('');
  });

  it('asks for stars and at least 5 characters before an evaluation is sent', async () => {
    const fetch = vi.fn(async () => envelope(null));
    vi.stubGlobal('fetch', fetch);
    at(['evaluate']);
    fireEvent.click(await screen.findByRole('button', { name: /评\s*价/ }));
    fireEvent.click(await screen.findByRole('button', { name: '提交评价' }));
    await screen.findByText('请选择评分');
    await screen.findByText('请输入评价内容');
    expect(fetch).not.toHaveBeenCalled();
  }, 60_000);

  it('申请退款 on a paid order needs a reason, then sends it for this order', async () => {
    const calls: { url: string; data: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push({ url, data: JSON.parse(String(init?.body)).data });
      return envelope({ requestId: 1, status: 'pending', statusText: '待处理' });
    });
    at(['refund']);
    fireEvent.click(await screen.findByRole('button', { name: '申请退款' }));
    fireEvent.click(await screen.findByRole('button', { name: '提交申请' }));
    await screen.findByText('请填写退款原因');
    expect(calls).toEqual([]);
    fireEvent.change(screen.getByLabelText('退款原因'), { target: { value: '活动延期' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(calls.find((c) => c.url === paymentsRefundRequestOp.path)?.data).toEqual({ orderId: 7, reason: '活动延期' }));
  }, 60_000);
});
