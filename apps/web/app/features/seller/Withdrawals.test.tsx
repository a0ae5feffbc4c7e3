import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope, renderWithProviders } from '../../test/render';
import {
  SELLER_WITHDRAWAL_STEP_UP_MSG,
  sellerSaleAndflowListOp,
  sellerWithdrawalApplyOp,
  sellerWithdrawalBalanceOp,
  sellerWithdrawalListOp,
  stepUpSendSmsOp,
} from '@shp/contracts';
import { atWidth, stubMatchMedia } from '../../test/match-media';
import { Withdrawals } from './Withdrawals';

afterEach(() => vi.unstubAllGlobals());

/** The double-click is covered by hooks/use-one-at-a-time.test.tsx and the API's own refusal (seller.test.ts). */
function stubApi() {
  const applied: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url === sellerWithdrawalBalanceOp.path) return envelope({ available: 100, totalIncome: 100, withdrawn: 0, account: null });
    if (url === sellerWithdrawalApplyOp.path) {
      applied.push(JSON.parse(String(init?.body)).data);
      await new Promise((r) => setTimeout(r, 200));
      return envelope({
        withdrawalId: 1,
        withdrawNo: 'TX2026112500001',
        amount: 1,
        status: 'pending',
        statusText: '处理中',
        bankName: '招商银行',
        accountName: '演示',
        accountNo: '**** **** 6789',
        createdAt: new Date().toISOString(),
        processedAt: null,
        remark: '',
      });
    }
    return envelope({ list: [], total: 0, pageNum: 1, pageSize: 10, income: 0, outgo: 0 });
  });
  return applied;
}

async function openAndFill(amount: string) {
  renderWithProviders(<Withdrawals />);
  const open = await screen.findByRole('button', { name: /申请提现/ });
  await waitFor(() => expect((open as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(open);
  fireEvent.change(await screen.findByLabelText('提现金额（元）'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('开户银行'), { target: { value: '招商银行' } });
  fireEvent.change(screen.getByLabelText('开户名'), { target: { value: '演示商家' } });
  fireEvent.change(screen.getByLabelText('银行卡号'), { target: { value: '6225880123456789' } });
}

describe('申请提现 (Withdrawals)', { timeout: 30_000 }, () => {
  it('refuses a negative amount with a message instead of sending 0.01', async () => {
    const applied = stubApi();
    await openAndFill('-5');
    fireEvent.click(screen.getByRole('button', { name: /提交申请/ }));
    expect(await screen.findByText('提现金额须大于0')).toBeTruthy();
    expect(applied).toEqual([]);
  });
});

describe('申请提现的金额提示 (Withdrawals)', { timeout: 30_000 }, () => {
  it('names one fault of an amount past the limit, not that and the balance both', async () => {
    const applied = stubApi();
    await openAndFill('999999999');
    fireEvent.click(screen.getByRole('button', { name: /提交申请/ }));
    expect(await screen.findByText('提现金额不能超过1000000元')).toBeTruthy();
    expect(screen.queryByText('提现金额不能超过可提现余额')).toBeNull();
    // Within the limit but over the balance (100): that one is named.
    fireEvent.change(screen.getByLabelText('提现金额（元）'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: /提交申请/ }));
    expect(await screen.findByText('提现金额不能超过可提现余额')).toBeTruthy();
    expect(applied).toEqual([]);
  });
});

describe('amounts (Withdrawals)', { timeout: 30_000 }, () => {
  it('shows every amount with thousands separators and two decimals: cards, records, totals and flow', async () => {
    const at = '2026-11-25T02:00:00.000Z';
    vi.stubGlobal('fetch', async (url: string) => {
      if (url === sellerWithdrawalBalanceOp.path) return envelope({ available: 221340, totalIncome: 1234567.5, withdrawn: 1013227.5, account: null });
      if (url === sellerWithdrawalListOp.path) {
        return envelope({
          list: [
            {
              withdrawalId: 1,
              withdrawNo: 'TX2026112500001',
              amount: 5000,
              status: 'pending',
              statusText: '处理中',
              bankName: '招商银行',
              accountName: '演示',
              accountNo: '**** **** 6789',
              createdAt: at,
              processedAt: null,
              remark: '',
            },
          ],
          total: 1,
          pageNum: 1,
          pageSize: 10,
        });
      }
      if (url === sellerSaleAndflowListOp.path) {
        return envelope({
          list: [
            { flowId: 1, kind: 'sale', kindText: '订单收入', amount: 221340, orderNo: 'DD1', withdrawNo: null, cityName: null, note: '', createdAt: at },
            { flowId: 2, kind: 'withdrawal', kindText: '提现', amount: -5000, orderNo: null, withdrawNo: 'TX1', cityName: null, note: '', createdAt: at },
          ],
          total: 2,
          pageNum: 1,
          pageSize: 20,
          income: 1234567.5,
          outgo: 5000,
        });
      }
      return envelope(null);
    });
    renderWithProviders(<Withdrawals />);
    expect(await screen.findByText('¥221,340.00')).toBeTruthy();
    expect(screen.getByText('¥1,234,567.50')).toBeTruthy();
    expect(screen.getByText('¥1,013,227.50')).toBeTruthy();
    expect(await screen.findByText('¥5,000.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '销售与流水' }));
    expect(await screen.findByText('+¥221,340.00')).toBeTruthy();
    expect(screen.getByText('-¥5,000.00')).toBeTruthy();
    expect(screen.getAllByText('¥1,234,567.50')).toHaveLength(2);
    expect(document.body.textContent).not.toMatch(/\d{4}\.\d\d/);
  });
});

describe('on a phone (Withdrawals)', { timeout: 30_000 }, () => {
  it('shows a card a request and a card a flow, every field in view, no sideways-scrolling table', async () => {
    stubMatchMedia(atWidth(390));
    const at = '2026-11-25T02:00:00.000Z';
    vi.stubGlobal('fetch', async (url: string) => {
      if (url === sellerWithdrawalBalanceOp.path) return envelope({ available: 100, totalIncome: 100, withdrawn: 0, account: null });
      if (url === sellerWithdrawalListOp.path) {
        return envelope({
          list: [
            {
              withdrawalId: 1,
              withdrawNo: 'TX2026112500001',
              amount: 5000,
              status: 'pending',
              statusText: '处理中',
              bankName: '招商银行',
              accountName: '演示',
              accountNo: '**** **** 6789',
              createdAt: at,
              processedAt: null,
              remark: '',
            },
          ],
          total: 1,
          pageNum: 1,
          pageSize: 20,
        });
      }
      if (url === sellerSaleAndflowListOp.path) {
        return envelope({
          list: [
            {
              flowId: 1,
              kind: 'sale',
              kindText: '订单收入',
              amount: 39000,
              orderNo: 'SO20261016100019',
              withdrawNo: null,
              cityName: '上海',
              note: '订单完成',
              createdAt: at,
            },
          ],
          total: 1,
          pageNum: 1,
          pageSize: 20,
          income: 39000,
          outgo: 0,
        });
      }
      return envelope(null);
    });
    renderWithProviders(<Withdrawals />);
    const records = await screen.findByRole('list', { name: '提现记录' });
    const card = within(records).getAllByRole('listitem')[0];
    for (const text of ['TX2026112500001', '处理中', '¥5,000.00', '招商银行 **** **** 6789', '2026-11-25 10:00'])
      expect(within(card).getByText(text, { exact: false })).toBeTruthy();
    expect(document.querySelector('table')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '销售与流水' }));
    const flows = await screen.findByRole('list', { name: '销售与流水' });
    const line = within(flows).getAllByRole('listitem')[0];
    for (const text of ['订单收入', '+¥39,000.00', 'SO20261016100019', '上海', '2026-11-25 10:00'])
      expect(within(line).getByText(text, { exact: false })).toBeTruthy();
    expect(document.querySelector('.ant-tabs-tabpane-active table')).toBeNull();
  });
});

describe('提现记录 with a status that matches nothing (Withdrawals)', { timeout: 30_000 }, () => {
  for (const width of [1280, 390]) {
    it(`at ${width}px says 没有符合条件的提现记录 and clears the filter, not 暂无提现记录`, async () => {
      stubMatchMedia(atWidth(width));
      const asked: Record<string, unknown>[] = [];
      vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
        if (url === sellerWithdrawalBalanceOp.path) return envelope({ available: 0, totalIncome: 0, withdrawn: 0, account: null });
        if (url === sellerWithdrawalListOp.path) asked.push(JSON.parse(String(init?.body)).data);
        return envelope({ list: [], total: 0, pageNum: 1, pageSize: 20, income: 0, outgo: 0 });
      });
      renderWithProviders(<Withdrawals />);
      expect(await screen.findByText('暂无提现记录')).toBeTruthy();
      fireEvent.mouseDown(screen.getByRole('combobox', { name: '提现状态' }));
      const option = await waitFor(() => document.querySelector('.ant-select-item-option[title="处理中"]') ?? Promise.reject(new Error('no option 处理中')));
      fireEvent.click(option);
      await waitFor(() => expect(asked.at(-1)?.status).toBe('pending'));
      expect(await screen.findByText('没有符合条件的提现记录')).toBeTruthy();
      expect(screen.queryByText('暂无提现记录')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));
      await waitFor(() => expect(asked.at(-1)?.status).toBeUndefined());
      expect(await screen.findByText('暂无提现记录')).toBeTruthy();
    });
  }
});

describe('申请提现到新账户要短信验证 (Withdrawals)', { timeout: 120_000 }, () => {
  it("sends a code to the seller's phone, asks for it in the six-box dialog, shows a refusal, then submits with it", async () => {
    const applied: Record<string, unknown>[] = [];
    let codeSends = 0;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === sellerWithdrawalBalanceOp.path) return envelope({ available: 100, totalIncome: 100, withdrawn: 0, account: null });
      if (url === stepUpSendSmsOp.path) {
        codeSends++;
        return envelope({ countdown: 60, phone: '138****0011' });
      }
      if (url === sellerWithdrawalApplyOp.path) {
        const data = JSON.parse(String(init?.body)).data as Record<string, unknown>;
        applied.push(data);
        const refuse = (msg: string, extra: unknown = null) =>
          new Response(JSON.stringify({ code: 502, msg, data: extra }), { status: 400, headers: { 'content-type': 'application/json' } });
        if (!data.smsCode) return refuse(SELLER_WITHDRAWAL_STEP_UP_MSG, { stepUp: 'sms' });
        if (data.smsCode !== '246810') return refuse('验证码错误，请重新输入');
        return envelope({
          withdrawalId: 1,
          withdrawNo: 'TX2026112500001',
          amount: 5,
          status: 'pending',
          statusText: '处理中',
          bankName: '招商银行',
          accountName: '演示',
          accountNo: '**** **** 6789',
          createdAt: new Date().toISOString(),
          processedAt: null,
          remark: '',
        });
      }
      return envelope({ list: [], total: 0, pageNum: 1, pageSize: 10, income: 0, outgo: 0 });
    });
    await openAndFill('5');
    fireEvent.click(screen.getByRole('button', { name: /提交申请/ }));
    const dialog = (await screen.findByText(/验证码已发送至 138\*\*\*\*0011/, {}, { timeout: 10_000 })).closest('[role="dialog"]') as HTMLElement;
    expect(within(dialog).getByText('短信验证')).toBeTruthy();
    expect(codeSends).toBe(1);
    const ok = () => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    ok();
    expect(await within(dialog).findByText('请填写验证码')).toBeTruthy();
    fireEvent.paste(within(dialog).getByLabelText('验证码第1位'), { clipboardData: { getData: () => '111111' } });
    ok();
    expect(await within(dialog).findByText('验证码错误，请重新输入')).toBeTruthy();
    fireEvent.paste(within(dialog).getByLabelText('验证码第1位'), { clipboardData: { getData: () => '246810' } });
    ok();
    await waitFor(() => expect(applied).toHaveLength(3));
    expect(applied[2]).toMatchObject({ amount: 5, accountNo: '6225880123456789', smsCode: '246810' });
  });
});
