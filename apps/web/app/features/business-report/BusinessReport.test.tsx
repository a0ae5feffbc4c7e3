import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { ResultCode, ServerText, businessReportOp } from '@shp/contracts';
import { appVisits, envelope, renderWithProviders } from '../../test/render';
import { clearSession, setSessionFromLogin } from '../../lib/session';
import { BusinessReport } from './BusinessReport';

function signIn(gradeCode: string) {
  act(() =>
    setSessionFromLogin({
      token: 'tok-1',
      expiresIn: 604800,
      userInfo: { desePhone: '138****8000', avatarUrl: '', nickName: '张三', memberId: '7', userId: 'u1', encryptPhone: 'enc', gradeCode, userRole: '' },
    }),
  );
}

/** Every URL the page fetches; the report call is refused as the API refuses it. */
function stubApi() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    return envelope(null, ResultCode.FORBIDDEN);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('经营报告 (BusinessReport)', { timeout: 30_000 }, () => {
  it('refuses an L0 member from the session grade, without the call the API can only refuse', async () => {
    const calls = stubApi();
    signIn('L0');
    renderWithProviders(<BusinessReport token="tok-1" />);
    expect(await screen.findByText('经营报告仅对 L3、L4 会员开放')).toBeTruthy();
    expect(screen.getByText(ServerText.VIP_ONLY)).toBeTruthy();
    expect(calls).not.toContain(businessReportOp.path);
  });

  it('asks the API for an L3 member, and still shows its refusal (a grade lowered since login)', async () => {
    const calls = stubApi();
    signIn('L3');
    renderWithProviders(<BusinessReport token="tok-1" />);
    expect(await screen.findByText('经营报告仅对 L3、L4 会员开放')).toBeTruthy();
    expect(calls).toContain(businessReportOp.path);
  });

  it('is generated afresh when the member comes back: an appointment made meanwhile is counted', async () => {
    let appointments = 0;
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      const months = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((label) => ({ label, value: 0 }));
      return envelope({
        brandName: '演示茶饮',
        generatedAt: '2026-11-26T10:00:00.000Z',
        totals: { leads: 5, appointments, matchingMalls: 0, matchingShops: 0 },
        leadsByMonth: months,
        leadsByStatus: [],
        brandViews: months,
        brandPageViews: months,
        matchingMallsByCity: [],
        shopTrend: months,
      });
    });
    signIn('L3');
    const visit = appVisits(<BusinessReport token="tok-1" />);
    const first = visit();
    await screen.findByText('我的预约');
    first.unmount();
    appointments = 1;
    visit();
    await waitFor(() => expect(asked.filter((u) => u === businessReportOp.path)).toHaveLength(2));
    const shown = () => screen.getByText('我的预约').closest('.ant-statistic')?.querySelector('.ant-statistic-content-value')?.textContent;
    await waitFor(() => expect(shown()).toBe('1'));
  });
});
