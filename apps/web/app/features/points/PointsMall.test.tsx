import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { goodsListOp, pointSummaryOp, redeemOp } from '@shp/contracts';
import { envelope, renderWithProviders } from '../../test/render';
import { PointsMall } from './PointsMall';

afterEach(() => vi.unstubAllGlobals());

describe('兑换 a physical item (PointsMall)', () => {
  it('refuses a receiver and address of spaces in the form, as the API (it trims) would', async () => {
    const redeems: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === pointSummaryOp.path)
        return envelope({ balance: 500, totalEarned: 500, totalSpent: 0, todayEarned: 0, signedToday: true, lotteryCost: 50, tasks: [], rules: [] });
      if (url === goodsListOp.path)
        return envelope({ list: [{ id: 1, name: '定制笔记本', imageUrl: '', pointsCost: 100, virtual: false, stock: 5 }], total: 1, pageNum: 1, pageSize: 12 });
      if (url === redeemOp.path) redeems.push(JSON.parse(String(init?.body)));
      return envelope({ orderNo: 'P1', balance: 400 });
    });
    renderWithProviders(<PointsMall token="tok" />);
    fireEvent.click(await screen.findByRole('button', { name: '立即兑换' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('收货人'), { target: { value: '   ' } });
    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '13912345678' } });
    fireEvent.change(within(dialog).getByLabelText('收货地址'), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认兑换' }));
    expect(await within(dialog).findByText('请输入收货人')).toBeTruthy();
    expect(within(dialog).getByText('请输入收货地址')).toBeTruthy();
    expect(redeems).toEqual([]);
  });
});

describe('paging the points mall (SPEC §9)', () => {
  it('asks for 20 goods a page and offers the sizes every list offers, 5 to 200', async () => {
    const pages: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === pointSummaryOp.path)
        return envelope({ balance: 500, totalEarned: 500, totalSpent: 0, todayEarned: 0, signedToday: true, lotteryCost: 50, tasks: [], rules: [] });
      pages.push((JSON.parse(String(init?.body)) as { pageParam?: unknown }).pageParam);
      const list = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `好物${i + 1}`, imageUrl: '', pointsCost: 10, virtual: true, stock: 5 }));
      return envelope({ list, total: 45, pageNum: 1, pageSize: 20 });
    });
    renderWithProviders(<PointsMall token="tok" />);
    await screen.findByText('好物20');
    expect(pages).toEqual([{ pageNum: 1, pageSize: 20 }]);
    const sizes = screen.getByRole('combobox', { name: '每页条数' }) as HTMLSelectElement;
    expect(sizes.value).toBe('20');
    expect(Array.from(sizes.options, (o) => Number(o.value))).toEqual([5, 10, 20, 30, 50, 100, 200]);
    expect(screen.getAllByRole('button', { name: /^第\d+页$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
  });
});

describe('兑换 while the balance is unknown (PointsMall)', { timeout: 30_000 }, () => {
  it('does not say 积分不足 and leaves the check to the server', async () => {
    const redeems: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === pointSummaryOp.path) return envelope(null, 500);
      if (url === goodsListOp.path)
        return envelope({
          list: [{ id: 1, name: '电子月刊', imageUrl: '/g.png', pointsCost: 20, virtual: true, stock: 5 }],
          total: 1,
          pageNum: 1,
          pageSize: 20,
        });
      if (url === redeemOp.path) redeems.push(JSON.parse(String(init?.body)).data);
      return envelope({ orderNo: 'P1', balance: 80 });
    });
    renderWithProviders(<PointsMall token="tok" />);
    fireEvent.click(await screen.findByRole('button', { name: '立即兑换' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('（积分不足）')).toBeNull();
    expect(dialog.textContent).toContain('当前积分 —');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认兑换' }));
    await waitFor(() => expect(redeems).toEqual([{ goodsId: 1 }]));
  });
});
