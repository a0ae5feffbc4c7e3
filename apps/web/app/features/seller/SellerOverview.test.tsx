import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sellerProfileOp, sellerWithdrawalBalanceOp } from '@shp/contracts';
import { envelope, renderWithProviders } from '../../test/render';
import { SellerOverview } from './SellerOverview';

afterEach(() => vi.unstubAllGlobals());

const profile = {
  userId: 'u1',
  nickName: '演示商家',
  gradeCode: 'normal',
  companyName: '演示公司',
  entryStatus: '已入驻',
  approvalApiBase: '',
  counts: { toShip: 1, unpaid: 2, goodsPending: 3, unreplied: 4 },
};

describe('商家中心 overview (SellerOverview)', { timeout: 30_000 }, () => {
  it('says the balance failed to load and retries it, instead of a bare —', async () => {
    let balanceCalls = 0;
    vi.stubGlobal('fetch', async (url: string) => {
      if (url === sellerProfileOp.path) return envelope(profile);
      if (url === sellerWithdrawalBalanceOp.path) {
        balanceCalls += 1;
        return balanceCalls === 1 ? envelope(null, 500) : envelope({ available: 221340, totalIncome: 221340, withdrawn: 0, account: null });
      }
      return envelope(null, 500);
    });
    renderWithProviders(<SellerOverview />);
    expect(await screen.findByText('余额加载失败', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('¥221,340.00')).toBeTruthy();
    await waitFor(() => expect(balanceCalls).toBe(2));
    expect(screen.queryByText('余额加载失败', { exact: false })).toBeNull();
  });
});
