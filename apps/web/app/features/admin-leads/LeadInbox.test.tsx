import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminLeadDetailOp, adminLeadListOp, adminLeadStatsOp, decodePhone, type AdminLead } from '@shp/contracts';
import { envelope, renderRoutes } from '../../test/render';
import type { ListCall } from '../../test/stub-list';
import { atWidth, stubMatchMedia } from '../../test/match-media';
import { LeadInbox } from './LeadInbox';

afterEach(() => vi.unstubAllGlobals());

const INBOX = '/admin/leads';
const operator = { id: 1, username: 'admin', displayName: '管理员', role: 'admin' as const };

const lead = (n: number): AdminLead => ({
  id: n,
  kind: 'consult',
  sourceType: '2',
  sourcePage: 'home',
  brandName: `品牌${n}`,
  brandId: null,
  liaison: '张三',
  phone: '139****5678',
  phoneMasked: true,
  isOpenShop: 'Y',
  cityCode: null,
  targetType: null,
  targetId: null,
  channel: {},
  details: {},
  status: 'new',
  memberId: null,
  assignedOperatorId: null,
  assignedOperatorName: null,
  deadlineAt: '2026-11-26T02:00:00.000Z',
  overdue: false,
  firstContactAt: null,
  createdAt: '2026-11-25T02:00:00.000Z',
  updatedAt: '2026-11-25T02:00:00.000Z',
});

/** 45 leads; records each list call's filter and page. */
function stubApi() {
  const calls: ListCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url === adminLeadStatsOp.path) return envelope({ byStatus: { new: 45 }, overdue: 0, unassigned: 45, mine: 0 });
    if (url !== adminLeadListOp.path) return envelope([]);
    const body = JSON.parse(String(init?.body)) as ListCall;
    calls.push({ data: body.data, pageParam: body.pageParam });
    const { pageNum, pageSize } = body.pageParam;
    const first = (pageNum - 1) * pageSize;
    const list = Array.from({ length: Math.max(0, Math.min(pageSize, 45 - first)) }, (_, i) => lead(first + i + 1));
    return envelope({ list, total: 45, pageNum, pageSize });
  });
  return { calls, last: () => calls[calls.length - 1] };
}

const renderInbox = (url: string) => renderRoutes([{ path: INBOX, element: <LeadInbox operator={operator} /> }], url);
const currentPage = () => document.querySelector('.ant-pagination-item-active')?.textContent;

describe('线索收件箱的筛选和页码在网址中 (LeadInbox)', { timeout: 60_000 }, () => {
  it('opens with the filter and page of the URL', async () => {
    const api = stubApi();
    renderInbox(`${INBOX}?status=new&kind=consult&overdue=1&assigned=none&q=品牌&page=2&limit=10`);
    await screen.findByText('品牌11');
    expect(api.last()).toEqual({
      data: { status: 'new', kind: 'consult', overdue: true, assigned: 'none', q: '品牌' },
      pageParam: { pageNum: 2, pageSize: 10 },
    });
    expect(screen.getByRole('switch', { name: '只看逾期' }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByPlaceholderText('品牌、联系人或完整手机号') as HTMLInputElement).value).toBe('品牌');
    // No longer than the filter schema takes: a longer search could never filter the list.
    expect((screen.getByPlaceholderText('品牌、联系人或完整手机号') as HTMLInputElement).maxLength).toBe(64);
    expect(currentPage()).toBe('2');
  });

  it('keeps filter and page in the URL and follows Back between them', async () => {
    const api = stubApi();
    const { router } = renderInbox(INBOX);
    await screen.findByText('品牌1');
    fireEvent.click(screen.getByRole('switch', { name: '只看逾期' }));
    await waitFor(() => expect(api.last().data).toEqual({ overdue: true }));
    fireEvent.click(await waitFor(() => document.querySelector('.ant-pagination-item-3') ?? Promise.reject(new Error('no page 3'))));
    await screen.findByText('品牌41');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ overdue: '1', page: '3' });

    // A full phone searched stays out of the address bar in clear.
    const box = screen.getByPlaceholderText('品牌、联系人或完整手机号');
    fireEvent.change(box, { target: { value: '13912345678' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.last()).toEqual({ data: { overdue: true, q: '13912345678' }, pageParam: { pageNum: 1, pageSize: 20 } }));
    const q = new URLSearchParams(router.state.location.search);
    expect(router.state.location.search).not.toContain('13912345678');
    expect(decodePhone(q.get('phone') ?? '')).toBe('13912345678');

    // Back: the previous filter and page again (from the cache), the search box emptied.
    await act(() => router.navigate(-1));
    await screen.findByText('品牌41');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ overdue: '1', page: '3' });
    expect((box as HTMLInputElement).value).toBe('');
    expect(currentPage()).toBe('3');
  });
});

describe('线索收件箱在手机上 (LeadInbox, narrow)', { timeout: 60_000 }, () => {
  it('shows a card a lead, no sideways-scrolling table, with 处理 and the pager reachable', async () => {
    stubMatchMedia(atWidth(412));
    const api = stubApi();
    const { router } = renderInbox(INBOX);
    const list = await screen.findByRole('list', { name: '线索列表' });
    expect(document.querySelector('.ant-table')).toBeNull();
    const cards = list.querySelectorAll('li[data-lead-id]');
    expect(cards).toHaveLength(20);
    const first = within(cards[0] as HTMLElement);
    first.getByText('品牌1');
    first.getByText('待跟进');
    first.getByText(/预约咨询 · 张三 · 139\*\*\*\*5678/);
    first.getByText('未分配');

    // 处理 opens the lead, as the table's button does.
    fireEvent.click(first.getByRole('button', { name: /处\s*理/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('lead')).toBe('1'));
    await act(() => router.navigate(-1));

    // The pager still pages, through the URL.
    fireEvent.click(await waitFor(() => document.querySelector('.ant-pagination-item-3') ?? Promise.reject(new Error('no page 3'))));
    await screen.findByText('品牌41');
    expect(api.last().pageParam).toEqual({ pageNum: 3, pageSize: 20 });
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');
  });
});

describe('线索不存在或加载失败 (LeadDrawer)', { timeout: 60_000 }, () => {
  /** The inbox as stubApi answers it; the lead's detail as `detail` answers. */
  function stubDetail(detail: () => Response) {
    stubApi();
    const inbox = (globalThis.fetch as unknown as (url: string, init?: RequestInit) => Promise<Response>).bind(globalThis);
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => (url === adminLeadDetailOp.path ? detail() : inbox(url, init)));
  }
  const answer = (code: number, msg: string) => new Response(JSON.stringify({ code, msg, data: null }), { headers: { 'content-type': 'application/json' } });

  it('says a lead of an old link is gone, without the page-broken message, and closes back to the inbox', async () => {
    stubDetail(() => answer(404, '线索不存在'));
    const { router } = renderInbox(`${INBOX}?lead=999`);
    await screen.findByText('线索不存在');
    expect(document.body.textContent).not.toContain('页面展示出问题了');
    fireEvent.click(screen.getByRole('button', { name: '返回收件箱' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('lead')).toBeNull());
  });

  it('offers 重试 when the lead could not be loaded', async () => {
    let calls = 0;
    stubDetail(() =>
      ++calls === 1
        ? answer(500, '系统异常，请稍后重试')
        : envelope({ ...lead(7), events: [], allowedTransitions: [], context: { cityName: null, pagePath: null, target: null, recentViews: [] } }),
    );
    renderInbox(`${INBOX}?lead=7`);
    await screen.findByText('系统异常，请稍后重试');
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await screen.findByText('线索 #7');
  });
});

describe('where a lead came from (LeadDrawer)', { timeout: 60_000 }, () => {
  it('shows the city, the page, the unit and what the member viewed before', async () => {
    stubApi();
    const inbox = (globalThis.fetch as unknown as (url: string, init?: RequestInit) => Promise<Response>).bind(globalThis);
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) =>
      url === adminLeadDetailOp.path
        ? envelope({
            ...lead(7),
            details: { pagePath: '/shopDetail?id=5' },
            events: [],
            allowedTransitions: ['contacted', 'lost'],
            context: {
              cityName: '上海市',
              pagePath: '/shopDetail?id=5',
              target: { type: 'shop', id: 5, name: '静安临街铺', link: '/shopDetail?id=5' },
              recentViews: [{ path: '/findShopList?tabcheck=1', title: '找铺', at: '2026-11-27T02:00:00.000Z' }],
            },
          })
        : inbox(url, init),
    );
    renderInbox(`${INBOX}?lead=7`);
    await screen.findByText('线索 #7');
    expect(screen.getByText('上海市')).toBeTruthy();
    expect(screen.getByRole('link', { name: '静安临街铺' }).getAttribute('href')).toBe('/shopDetail?id=5');
    expect(screen.getByRole('link', { name: '/shopDetail?id=5' })).toBeTruthy();
    expect(screen.getByTestId('lead-recent-views').textContent).toContain('找铺');
    // The page is not repeated as a raw field.
    expect(screen.queryByText('pagePath')).toBeNull();
    expect(screen.getByRole('button', { name: '标记已联系' })).toBeTruthy();
  });
});

describe('线索收件箱的统计卡片 (LeadInbox)', { timeout: 60_000 }, () => {
  it("a count's card lists the very leads it counts, whatever was filtered before", async () => {
    const api = stubApi();
    const { router } = renderInbox(`${INBOX}?kind=consult&status=won&q=品牌&page=2`);
    await screen.findByText('品牌21');
    // 未分配（未结束）counts unassigned leads not yet ended, of every kind.
    fireEvent.click(screen.getByText('未分配（未结束）'));
    await waitFor(() => expect(api.last()).toEqual({ data: { assigned: 'none', open: true }, pageParam: { pageNum: 1, pageSize: 20 } }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ assigned: 'none', open: '1' });
    expect((screen.getByPlaceholderText('品牌、联系人或完整手机号') as HTMLInputElement).value).toBe('');
    screen.getByText('仅未结束');

    fireEvent.click(screen.getByText('我跟进中'));
    await waitFor(() => expect(api.last().data).toEqual({ assigned: 'me', open: true }));
    fireEvent.click(screen.getByText('已逾期（超1个工作日未联系）'));
    await waitFor(() => expect(api.last().data).toEqual({ overdue: true }));
    fireEvent.click(screen.getByText('待跟进', { selector: '.ant-statistic-title' }));
    await waitFor(() => expect(api.last().data).toEqual({ status: 'new' }));
    expect(screen.queryByText('仅未结束')).toBeNull();
  });
});
