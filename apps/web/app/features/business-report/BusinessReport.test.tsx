import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ResultCode, ServerText, businessReportOp } from '@shp/contracts';
import { appVisits, envelope, renderWithProviders } from '../../test/render';
import { clearSession, setSessionFromLogin } from '../../lib/session';
import { BusinessReport } from './BusinessReport';
import type { ChartSpec } from './LazyChart';

// The charts' canvas is not drawn in jsdom: the stand-in shows what each chart was asked to draw.
vi.mock('./LazyChart', () => ({
  LazyChart: ({ spec, ariaLabel }: { spec: ChartSpec; ariaLabel: string }) => (
    <div role="img" aria-label={ariaLabel} data-labels={spec.labels.join('|')} data-values={spec.values.join('|')} data-pcts={spec.pcts.join('|')} />
  ),
}));

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
        brandLinked: true,
        generatedAt: '2026-11-26T10:00:00.000Z',
        currentMonth: { label: '2026-11', throughDay: 26 },
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

  describe('figures that say what they count', () => {
    const months = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
    const series = (values: number[]) => months.map((label, i) => ({ label, value: values[i] }));
    const report = (over: object = {}) => ({
      brandName: '演示茶饮',
      brandLinked: true,
      generatedAt: '2026-11-27T02:00:00.000Z',
      currentMonth: { label: '2026-11', throughDay: 27 },
      totals: { leads: 4, appointments: 1, matchingMalls: 5, matchingShops: 9 },
      leadsByMonth: series([0, 0, 1, 0, 1, 2]),
      leadsByStatus: [
        { label: '待跟进', value: 3 },
        { label: '已联系', value: 1 },
      ],
      brandViews: series([0, 0, 0, 0, 2, 2]),
      brandPageViews: series([0, 0, 0, 0, 0, 5]),
      matchingMallsByCity: [
        { label: '上海', value: 4 },
        { label: '北京', value: 1 },
      ],
      shopTrend: series([1, 1, 1, 1, 1, 3]),
      ...over,
    });
    const show = async (data: object) => {
      vi.stubGlobal('fetch', async () => envelope(data));
      signIn('L4');
      renderWithProviders(<BusinessReport token="tok-1" />);
      await screen.findByText('近6个月留资');
    };
    const card = (title: string) => screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;

    it('shows every chart with its numbers and shares, and marks the running month', async () => {
      await show(report());
      const leads = card('近6个月留资');
      const chart = within(leads).getByRole('img');
      expect(chart.getAttribute('data-labels')).toBe('6月|7月|8月|9月|10月|11月（截至27日）');
      expect(chart.getAttribute('data-values')).toBe('0|0|1|0|1|2');
      expect(chart.getAttribute('data-pcts')).toBe('0|0|25|0|25|50');
      const figures = within(leads).getByRole('list', { name: '近6个月留资数据' });
      expect(
        within(figures)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['6月00%', '7月00%', '8月125%', '9月00%', '10月125%', '11月（截至27日）250%']);
      expect(within(leads).getByText('本月截至11月27日，未满整月')).toBeTruthy();
      // The doughnut of statuses: each slice with its share.
      expect(within(card('留资跟进状态')).getByRole('img').getAttribute('data-pcts')).toBe('75|25');
      expect(within(card('拓展城市匹配商场')).getByRole('img').getAttribute('aria-label')).toBe('拓展城市匹配商场：上海 4（80%），北京 1（20%）');
      // Not monthly: no partial-month note.
      expect(within(card('拓展城市匹配商场')).queryByText(/未满整月/)).toBeNull();
      for (const title of ['品牌关注度', '品牌页浏览量', '拓展城市新增铺位趋势'])
        expect(within(card(title)).getByText('本月截至11月27日，未满整月')).toBeTruthy();
    });

    it("says whose data each chart counts: the member's own leads or the platform's activity", async () => {
      await show(report());
      expect(within(card('近6个月留资')).getByText(/统计口径：您本人/)).toBeTruthy();
      expect(within(card('留资跟进状态')).getByText(/统计口径：您本人/)).toBeTruthy();
      expect(within(card('品牌关注度')).getByText(/统计口径：平台上其他用户.*不含您本人/)).toBeTruthy();
      expect(within(card('品牌页浏览量')).getByText(/统计口径：平台访客/)).toBeTruthy();
      expect(within(card('拓展城市匹配商场')).getByText(/统计口径：平台/)).toBeTruthy();
      expect(within(card('拓展城市新增铺位趋势')).getByText(/统计口径：平台/)).toBeTruthy();
      expect(screen.getByText(/我的留资、我的预约为您本人的数据/)).toBeTruthy();
    });

    it('asks a member whose brand is not linked to link it, instead of a chart that can never fill', async () => {
      await show(report({ brandLinked: false, brandPageViews: series([0, 0, 0, 0, 0, 0]) }));
      const views = card('品牌页浏览量');
      expect(views.querySelector('[data-values]')).toBeNull();
      expect(within(views).getByText('关联平台品牌后统计')).toBeTruthy();
      expect(within(views).getByRole('link', { name: '去关联品牌' }).getAttribute('href')).toBe('/personalCenter/fabu');
    });
  });
});
