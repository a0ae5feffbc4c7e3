import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  appointmentListOp,
  collectPageBrandListOp,
  collectPageMallListOp,
  collectPageShopListOp,
  consultantCollectListOp,
  customizeRecordListOp,
  goodsListOp,
  mineQuoteDetailOp,
  mineQuoteListByPageOp,
  myPrizeListOp,
  orderListOp,
  pointBillOp,
  proposalListOp,
  queryMyCooperationDetailOp,
  queryMyCooperationListOp,
  searchFeedbackListOp,
  searchServiceListOp,
  spaceCollectListOp,
} from '@shp/contracts';
import { renderRoutes } from '../../test/render';
import { stubListsApi } from '../../test/stub-list';
import MyCollectionPage from './my-collection';
import MyCooperationPage from './my-cooperation';
import MyReportPage from './my-report';
import NewsPage from './news-page';
import ParticularsPage from './particulars';
import MyOrderPage from './my-order';
import MyPrizePage from './my-prize';
import CoinDetailPage from './coin-detail';
import ProposalPage from './pro-posal';
import ComplaintsReportPage from './complaints-report';
import MakeAppointmentPage from './make-appointment';
import ScorecardShopPage from './scorecard-shop';
import { asLoggedInMember } from '../../test/member-cookies';

asLoggedInMember();

const PC = '/personalCenter';
const currentPage = () => screen.getByRole('navigation', { name: '分页' }).querySelector('[aria-current="page"]')?.textContent;

/** The page under test and, for any other path (an item it opens), a page to come Back from. */
function renderPage(path: string, element: ReactNode, url: string) {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <h1>别处</h1> },
    ],
    url,
  );
}

/** Goes elsewhere and presses Back, as a member who opened an item does. */
async function awayAndBack(router: ReturnType<typeof renderRoutes>['router']) {
  await act(() => router.navigate('/elsewhere'));
  await screen.findByRole('heading', { name: '别处' });
  await act(() => router.navigate(-1));
}

const mall = (n: number) => ({ id: n, name: `商场${n}`, coverUrl: '', cityName: '北京', districtName: '朝阳', address: '路' });
const shop = (n: number) => ({ id: n, title: `铺位${n}`, coverUrl: '', cityName: '北京', districtName: '朝阳', area: 50, rentText: '面议' });
const space = (n: number) => ({ id: n, name: `场地${n}`, coverUrl: '', mallName: '商场', location: '中庭', area: 30 });

describe('我的收藏: tab and page in the URL', { timeout: 60_000 }, () => {
  const stub = () =>
    stubListsApi({
      [collectPageMallListOp.path]: { total: 3, make: mall },
      [collectPageShopListOp.path]: { total: 45, make: shop },
      [spaceCollectListOp.path]: { total: 2, make: space },
    });

  it('opens the tab and page of a link, and keeps them through a shop and Back', async () => {
    const api = stub();
    const { router } = renderPage(`${PC}/myCollection`, <MyCollectionPage />, `${PC}/myCollection?tab=shop&page=2&limit=10`);
    fireEvent.click(await screen.findByRole('link', { name: '铺位11' }));
    await screen.findByRole('heading', { name: '别处' });
    expect(router.state.location.pathname).toBe('/shopDetail');
    await act(() => router.navigate(-1));
    await screen.findByRole('link', { name: '铺位11' });
    expect(router.state.location.search).toBe('?tab=shop&page=2&limit=10');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('铺位');
    expect(currentPage()).toBe('2');
    expect(api.last()).toEqual({ path: collectPageShopListOp.path, data: {}, pageParam: { pageNum: 2, pageSize: 10 } });
  });

  it('starts another tab at page 1, and Back returns to the tab and page before', async () => {
    const api = stub();
    const { router } = renderPage(`${PC}/myCollection`, <MyCollectionPage />, `${PC}/myCollection?tab=shop`);
    fireEvent.click(await screen.findByRole('button', { name: '第2页' }));
    await screen.findByRole('link', { name: '铺位21' });
    fireEvent.click(screen.getByRole('tab', { name: '场地' }));
    await screen.findByRole('link', { name: '场地1' });
    expect(router.state.location.search).toBe('?tab=space');
    await awayAndBack(router);
    await screen.findByRole('link', { name: '场地1' });
    await act(() => router.navigate(-1));
    await screen.findByRole('link', { name: '铺位21' });
    expect(router.state.location.search).toBe('?tab=shop&page=2');
    expect(api.last().path).toBe(collectPageShopListOp.path);
  });

  it('lists collected brands under 品牌, linking to the brand page', async () => {
    const api = stubListsApi({
      [collectPageBrandListOp.path]: {
        total: 1,
        make: (n) => ({
          id: n,
          name: `品牌${n}`,
          logoUrl: '',
          format: '茶饮',
          storeCount: 12,
          areaMin: 30,
          areaMax: 80,
          collectedAt: '2026-11-20T02:00:00.000Z',
        }),
      },
    });
    renderPage(`${PC}/myCollection`, <MyCollectionPage />, `${PC}/myCollection?tab=brand`);
    const link = await screen.findByRole('link', { name: '品牌1' });
    expect(link.getAttribute('href')).toBe('/BrandDetail?id=1');
    expect(screen.getByText('茶饮 · 12家门店 · 30–80㎡')).toBeTruthy();
    expect(api.last().path).toBe(collectPageBrandListOp.path);
  });

  it('lists collected consultants under 顾问, linking to the consultant page', async () => {
    const api = stubListsApi({
      [consultantCollectListOp.path]: {
        total: 1,
        make: (n) => ({
          id: n,
          name: `顾问${n}`,
          avatarUrl: '',
          title: '招商总监',
          cityCode: '110000',
          cityName: '北京',
          years: 8,
          intro: '',
          specialties: [],
          rating: null,
          serviceCount: 1,
          evaluationCount: 0,
          phone: '',
          collectedAt: '2026-11-20T02:00:00.000Z',
        }),
      },
    });
    renderPage(`${PC}/myCollection`, <MyCollectionPage />, `${PC}/myCollection?tab=consultant`);
    const link = await screen.findByRole('link', { name: '顾问1' });
    expect(link.getAttribute('href')).toBe('/consultantDetail?id=1');
    expect(screen.getByRole('tab', { name: /顾问/ })).toBeTruthy();
    expect(api.last().path).toBe(consultantCollectListOp.path);
  });

  it('reads a tab or size it does not offer as the defaults', async () => {
    const api = stub();
    renderPage(`${PC}/myCollection`, <MyCollectionPage />, `${PC}/myCollection?tab=car&page=x&limit=7`);
    await screen.findByRole('link', { name: '商场1' });
    expect(api.calls).toEqual([{ path: collectPageMallListOp.path, data: {}, pageParam: { pageNum: 1, pageSize: 20 } }]);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('商场');
  });

  it('offers 回到第一页 on a page past the end', async () => {
    stub();
    const { router } = renderPage(`${PC}/myCollection`, <MyCollectionPage />, `${PC}/myCollection?tab=space&page=4`);
    fireEvent.click(await screen.findByRole('button', { name: '回到第一页' }));
    await screen.findByRole('link', { name: '场地1' });
    expect(router.state.location.search).toBe('?tab=space');
  });
});

describe('我的合作: kind and page in the URL', { timeout: 60_000 }, () => {
  it('keeps the kind and page through Back, and refuses a kind the contract does not know', async () => {
    const api = stubListsApi({
      [queryMyCooperationListOp.path]: {
        total: 30,
        make: (n) => ({
          id: n,
          kind: 'franchise',
          kindName: '加盟申请',
          title: `申请${n}`,
          subtitle: '',
          liaison: '顾问',
          status: 'new',
          statusName: '待跟进',
          createdAt: '2026-11-20T02:00:00.000Z',
          deadlineAt: '2026-11-21T02:00:00.000Z',
        }),
      },
    });
    const { router, unmount } = renderPage(`${PC}/myCooperation`, <MyCooperationPage />, `${PC}/myCooperation`);
    await screen.findByText('申请1');
    fireEvent.click(screen.getByText('加盟申请', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(api.last().data).toEqual({ kind: 'franchise' }));
    fireEvent.click(await screen.findByRole('button', { name: '第2页' }));
    await screen.findByText('申请21');
    expect(router.state.location.search).toBe('?kind=franchise&page=2');
    await awayAndBack(router);
    await screen.findByText('申请21');
    expect(api.last()).toMatchObject({ data: { kind: 'franchise' }, pageParam: { pageNum: 2 } });
    unmount();

    renderPage(`${PC}/myCooperation`, <MyCooperationPage />, `${PC}/myCooperation?kind=lost`);
    await screen.findByText('申请1');
    expect(api.last()).toMatchObject({ data: {}, pageParam: { pageNum: 1, pageSize: 20 } });
  });
});

describe('我的合作 › 详情 (SPEC §7 Leads: queryMyCooperationList, detail)', { timeout: 60_000 }, () => {
  const item = (n: number) => ({
    id: n,
    kind: 'merchant_service',
    kindName: '商户服务',
    title: `店铺装修 · 设计${n}`,
    subtitle: '演示茶饮',
    liaison: '王经理',
    phone: '138****0003',
    status: n === 1 ? 'new' : 'won',
    statusName: n === 1 ? '待跟进' : '已成交',
    createdAt: '2026-11-20T02:00:00.000Z',
    deadlineAt: '2026-11-21T02:00:00.000Z',
  });
  const detail = (id: number) => ({
    ...item(id),
    fields: [{ label: '门店面积', value: '80㎡' }],
    history: [{ at: '2026-11-20T06:00:00.000Z', status: 'won', statusName: '已成交', note: '已签约' }],
    link: '/merchantService',
  });

  /** The list from stubListsApi, and the detail of whichever id is asked. */
  function stub() {
    stubListsApi({ [queryMyCooperationListOp.path]: { total: 2, make: item } });
    const list = (globalThis.fetch as unknown as (url: string, init?: RequestInit) => Promise<Response>).bind(globalThis);
    const asked: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url !== queryMyCooperationDetailOp.path) return list(url, init);
      const { id } = JSON.parse(String(init?.body)).data as { id: number };
      asked.push(id);
      return new Response(JSON.stringify({ code: 10000, msg: '成功', data: detail(id) }), { headers: { 'content-type': 'application/json' } });
    });
    return asked;
  }

  it("promises a consultant's call only while none has come, and 详情 shows fields and follow-ups, in the URL", async () => {
    const asked = stub();
    const { router } = renderPage(`${PC}/myCooperation`, <MyCooperationPage />, `${PC}/myCooperation`);
    await screen.findByText('店铺装修 · 设计2');
    expect(screen.getAllByText(/顾问将于 11-21 10:00 前联系/)).toHaveLength(1);
    fireEvent.click(screen.getAllByRole('button', { name: /详\s*情/ })[1]);
    const box = await screen.findByTestId('cooperation-detail');
    expect(asked).toEqual([2]);
    expect(router.state.location.search).toBe('?id=2');
    expect(box.textContent).toContain('门店面积80㎡');
    expect(box.textContent).toContain('已签约');
    expect(box.textContent).not.toContain('顾问联系');
    expect(within(box).getByRole('link', { name: '店铺装修 · 设计2' }).getAttribute('href')).toBe('/merchantService');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByTestId('cooperation-detail')).toBeNull());
  });

  it('opens the application a message links to (?id=)', async () => {
    const asked = stub();
    renderPage(`${PC}/myCooperation`, <MyCooperationPage />, `${PC}/myCooperation?id=1`);
    const box = await screen.findByTestId('cooperation-detail');
    expect(asked).toEqual([1]);
    expect(box.textContent).toContain('顾问联系11-21 10:00 前');
  });
});

describe("我的合作 › 详情 of an id that is not the member's", { timeout: 60_000 }, () => {
  it('says the application is not there, offers no retry and raises no error toast', async () => {
    stubListsApi({ [queryMyCooperationListOp.path]: { total: 0, make: () => ({}) } });
    const list = (globalThis.fetch as unknown as (url: string, init?: RequestInit) => Promise<Response>).bind(globalThis);
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) =>
      url === queryMyCooperationDetailOp.path
        ? new Response(JSON.stringify({ code: 404, msg: '申请记录不存在', data: null }), { status: 404, headers: { 'content-type': 'application/json' } })
        : list(url, init),
    );
    const { router } = renderPage(`${PC}/myCooperation`, <MyCooperationPage />, `${PC}/myCooperation?id=17`);
    await screen.findByText('申请记录不存在或无权查看');
    expect(screen.queryByRole('button', { name: /重\s*试/ })).toBeNull();
    expect(screen.queryByText('页面展示出问题了，修复中')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回我的合作' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('我的合作 › 详情 of ?id=0', { timeout: 60_000 }, () => {
  it('the server refuses the id (502, HTTP 400): the application is not there, no 加载失败 and no retry', async () => {
    stubListsApi({ [queryMyCooperationListOp.path]: { total: 0, make: () => ({}) } });
    const list = (globalThis.fetch as unknown as (url: string, init?: RequestInit) => Promise<Response>).bind(globalThis);
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) =>
      url === queryMyCooperationDetailOp.path
        ? new Response(JSON.stringify({ code: 502, msg: '内容ID有误', data: null }), { status: 400, headers: { 'content-type': 'application/json' } })
        : list(url, init),
    );
    renderPage(`${PC}/myCooperation`, <MyCooperationPage />, `${PC}/myCooperation?id=0`);
    await screen.findByText('申请记录不存在或无权查看');
    expect(screen.queryByText('申请详情加载失败')).toBeNull();
    expect(screen.queryByRole('button', { name: /重\s*试/ })).toBeNull();
    // The server's validation words are not the member's reason.
    expect(screen.getByText('该合作申请不存在或已删除')).toBeTruthy();
    expect(screen.queryByText('内容ID有误')).toBeNull();
  });

  it("a 403 keeps the server's own words under the title", async () => {
    stubListsApi({ [queryMyCooperationListOp.path]: { total: 0, make: () => ({}) } });
    const list = (globalThis.fetch as unknown as (url: string, init?: RequestInit) => Promise<Response>).bind(globalThis);
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) =>
      url === queryMyCooperationDetailOp.path
        ? new Response(JSON.stringify({ code: 403, msg: '该申请已转交其他顾问', data: null }), { status: 403, headers: { 'content-type': 'application/json' } })
        : list(url, init),
    );
    renderPage(`${PC}/myCooperation`, <MyCooperationPage />, `${PC}/myCooperation?id=5`);
    await screen.findByText('申请记录不存在或无权查看');
    expect(screen.getByText('该申请已转交其他顾问')).toBeTruthy();
  });
});

describe('我的合作 › 场地询价 (SPEC §7 mineQuoteListByPage, mineQuoteDetail)', { timeout: 60_000 }, () => {
  const quote = (n: number) => ({
    id: n,
    spaceId: 100 + n,
    spaceName: `中庭场地${n}`,
    mallName: '演示广场',
    coverUrl: '/a.svg',
    leaseType: '快闪店',
    rentableArea: '50-100',
    startDate: '2026-12-10',
    days: 7,
    estimate: 35000,
    status: n === 1 ? 'quoted' : 'pending',
    statusText: n === 1 ? '已报价' : '待报价',
    createdAt: '2026-11-20T02:00:00.000Z',
  });

  it("lists the member's quotes with their state, pages them in the URL through Back, and opens one", async () => {
    const api = stubListsApi({ [mineQuoteListByPageOp.path]: { total: 23, make: quote } });
    const { router } = renderPage(`${PC}/myCooperation`, <MyCooperationPage />, `${PC}/myCooperation`);
    fireEvent.click(await screen.findByText('场地询价', { selector: '.ant-segmented-item-label' }));
    expect((await screen.findByRole('link', { name: '中庭场地1' })).getAttribute('href')).toBe('/spaceDetail?id=101');
    expect(screen.getByText('已报价')).toBeTruthy();
    expect(screen.getAllByText(/快闪店 · 50-100㎡ · 2026-12-10 起 7 天 · 预估 ¥35,000/)).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: '第2页' }));
    await screen.findByRole('link', { name: '中庭场地21' });
    expect(router.state.location.search).toBe('?kind=quote&page=2');
    await awayAndBack(router);
    await screen.findByRole('link', { name: '中庭场地21' });
    expect(api.last()).toMatchObject({ path: mineQuoteListByPageOp.path, pageParam: { pageNum: 2 } });

    // 详情 asks for that quote alone and shows what the member sent, the phone masked.
    const list = (globalThis.fetch as unknown as (url: string, init?: RequestInit) => Promise<Response>).bind(globalThis);
    const asked: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url !== mineQuoteDetailOp.path) return list(url, init);
      asked.push(JSON.parse(String(init?.body)).data);
      return new Response(
        JSON.stringify({
          code: 10000,
          msg: '成功',
          data: {
            ...quote(21),
            brandName: '演示茶饮',
            liaison: '王经理',
            phone: '13800000003',
            remark: '周末人流大',
            priceDay: 5000,
            deadlineAt: '2026-11-21T02:00:00.000Z',
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    });
    fireEvent.click(screen.getAllByRole('button', { name: /详\s*情/ })[0]);
    const detail = await screen.findByTestId('quote-detail');
    expect(detail.textContent).toContain('演示茶饮');
    expect(detail.textContent).toContain('王经理 138****0003');
    expect(detail.textContent).toContain('¥5,000/天');
    expect(asked).toEqual([{ id: 21 }]);
  });

  it('says there are none, with the way to the spaces, for a member without quotes', async () => {
    stubListsApi({ [mineQuoteListByPageOp.path]: { total: 0, make: quote } });
    renderPage(`${PC}/myCooperation`, <MyCooperationPage />, `${PC}/myCooperation?kind=quote`);
    expect((await screen.findByRole('link', { name: '去「热门场地」看看' })).getAttribute('href')).toBe('/spaceList?tabcheck=2');
  });
});

describe('我的报告: tab=0 and page in the URL', { timeout: 60_000 }, () => {
  it("keeps the report page through a report's matches and Back; tab=1 opens 经营报告", async () => {
    const api = stubListsApi({
      [customizeRecordListOp.path]: {
        total: 25,
        make: (n) => ({
          id: n,
          brandName: `品牌${n}`,
          formatName: '餐饮',
          cityNames: ['北京'],
          areaMin: 50,
          areaMax: 100,
          budget: 3000,
          createdAt: '2026-11-20T02:00:00.000Z',
        }),
      },
    });
    const { router } = renderRoutes(
      [
        { path: `${PC}/myReport`, element: <MyReportPage /> },
        { path: '/findResultList', element: <h1>匹配结果</h1> },
      ],
      `${PC}/myReport?tab=0&page=2`,
    );
    await screen.findByText('品牌21');
    fireEvent.click(screen.getAllByRole('link', { name: '查看匹配结果' })[0]);
    await screen.findByRole('heading', { name: '匹配结果' });
    await act(() => router.navigate(-1));
    await screen.findByText('品牌21');
    expect(router.state.location.search).toBe('?tab=0&page=2');
    expect(api.last().pageParam).toEqual({ pageNum: 2, pageSize: 20 });
    fireEvent.click(screen.getByRole('tab', { name: '经营报告' }));
    await screen.findByText('经营报告仅对 L3、L4 会员开放');
    expect(router.state.location.search).toBe('?tab=1');
  });
});

describe('消息中心: tab and page in the URL', { timeout: 60_000 }, () => {
  it('keeps the tab and page through Back, and drops the selection with them', async () => {
    const msg = (category: string) => (n: number) => ({
      id: n,
      category,
      title: `${category}${n}`,
      content: '内容',
      link: null,
      read: true,
      createTime: '2026-11-20 10:00:00',
    });
    const api = stubListsApi({
      [searchServiceListOp.path]: { total: 3, make: msg('service') },
      [searchFeedbackListOp.path]: { total: 30, make: msg('feedback') },
    });
    const { router } = renderPage(`${PC}/newsPage`, <NewsPage />, `${PC}/newsPage`);
    await screen.findByText('service1');
    fireEvent.click(screen.getByRole('tab', { name: '反馈回复' }));
    fireEvent.click(await screen.findByRole('button', { name: '第2页' }));
    await screen.findByText('feedback21');
    fireEvent.click(screen.getByRole('checkbox', { name: '选择：feedback21' }));
    expect((screen.getByRole('button', { name: '删除所选' }) as HTMLButtonElement).disabled).toBe(false);
    await awayAndBack(router);
    await screen.findByText('feedback21');
    expect(router.state.location.search).toBe('?tab=feedback&page=2');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('反馈回复');
    expect(api.last()).toMatchObject({ path: searchFeedbackListOp.path, pageParam: { pageNum: 2 } });
    await act(() => router.navigate(-1));
    await screen.findByText('feedback1');
    expect((screen.getByRole('button', { name: '删除所选' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('积分明细: direction and page in the URL', { timeout: 60_000 }, () => {
  it('opens the direction of a link and refuses one the contract does not know', async () => {
    const api = stubListsApi({
      [pointBillOp.path]: {
        total: 30,
        make: (n) => ({ id: n, kind: 'task', title: `任务${n}`, delta: 5, balanceAfter: 100, createTime: '2026-11-20 10:00:00' }),
      },
    });
    const { router, unmount } = renderPage(`${PC}/particulars`, <ParticularsPage />, `${PC}/particulars?direction=in&page=2`);
    await screen.findByText('任务21');
    expect(api.last()).toMatchObject({ data: { direction: 'in' }, pageParam: { pageNum: 2 } });
    fireEvent.click(screen.getByText('支出', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(router.state.location.search).toBe('?direction=out'));
    await awayAndBack(router);
    await waitFor(() => expect(api.last()).toMatchObject({ data: { direction: 'out' }, pageParam: { pageNum: 1 } }));
    unmount();
    renderPage(`${PC}/particulars`, <ParticularsPage />, `${PC}/particulars?direction=up`);
    await screen.findByText('任务1');
    expect(api.last().data).toEqual({ direction: 'all' });
  });
});

describe('积分明细: the empty bill says what is empty', () => {
  it('names spending, not earning, when there is no spending', async () => {
    stubListsApi({ [pointBillOp.path]: { total: 0, make: () => ({}) } });
    renderPage(`${PC}/particulars`, <ParticularsPage />, `${PC}/particulars?direction=out`);
    expect(await screen.findByText('暂无积分支出')).toBeTruthy();
  });
});

describe('the other member lists keep their page in the URL and offer 回到第一页 past the end', { timeout: 60_000 }, () => {
  const cases: { name: string; path: string; element: ReactNode; op: string; item: (n: number) => object; text: (n: number) => string }[] = [
    {
      name: '我的订单',
      path: 'myOrder',
      element: <MyOrderPage />,
      op: orderListOp.path,
      item: (n) => ({ id: n, orderNo: `PO${n}`, goodsName: `商品${n}`, imageUrl: '', points: 10, status: 'paid', createTime: '2026-11-20 10:00:00' }),
      text: (n) => `商品${n}`,
    },
    {
      name: '我的奖品',
      path: 'myPrize',
      element: <MyPrizePage />,
      op: myPrizeListOp.path,
      item: (n) => ({ id: n, prizeName: `奖品${n}`, imageUrl: '', cost: 50, status: 'pending', createTime: '2026-11-20 10:00:00' }),
      text: (n) => `奖品${n}`,
    },
    {
      name: '抽奖记录',
      path: 'coinDetail',
      element: <CoinDetailPage />,
      op: myPrizeListOp.path,
      item: (n) => ({ id: n, prizeName: `奖品${n}`, imageUrl: '', cost: 50, status: 'none', createTime: '2026-11-20 10:00:00' }),
      text: (n) => `奖品${n}`,
    },
    {
      name: '投诉建议',
      path: 'proPosal',
      element: <ProposalPage />,
      op: proposalListOp.path,
      item: (n) => ({
        id: n,
        kind: 'suggestion',
        kindText: '建议',
        status: 'pending',
        statusText: '待处理',
        content: `建议内容${n}`,
        reply: null,
        targetType: null,
        targetName: null,
        createTime: '2026-11-20 10:00:00',
      }),
      text: (n) => `建议内容${n}`,
    },
    {
      name: '信息纠错',
      path: 'complaintsReport',
      element: <ComplaintsReportPage />,
      op: proposalListOp.path,
      item: (n) => ({
        id: n,
        kind: 'correction',
        kindText: '纠错',
        status: 'pending',
        statusText: '待处理',
        content: `纠错内容${n}`,
        reply: null,
        targetType: null,
        targetName: null,
        createTime: '2026-11-20 10:00:00',
      }),
      text: (n) => `纠错内容${n}`,
    },
    {
      name: '我的预约',
      path: 'makeAppointment',
      element: <MakeAppointmentPage />,
      op: appointmentListOp.path,
      item: (n) => ({
        id: n,
        consultantName: '顾问',
        consultantAvatar: '',
        status: 'done',
        statusText: '已完成',
        appointDate: '2026-11-20',
        periodText: '上午',
        topic: `事项${n}`,
      }),
      text: (n) => `2026-11-20 上午 · 事项${n}`,
    },
    {
      name: '积分商城',
      path: 'scorecardShop',
      element: <ScorecardShopPage />,
      op: goodsListOp.path,
      item: (n) => ({ id: n, name: `好物${n}`, imageUrl: '', pointsCost: 10, virtual: true, stock: 5 }),
      text: (n) => `好物${n}`,
    },
  ];

  it.each(cases)('$name', async ({ path, element, op, item, text }) => {
    // SPEC §9's default page size, the points mall's grid included.
    const size = 20;
    const api = stubListsApi({ [op]: { total: size * 2 + 1, make: item } });
    const { router } = renderPage(`${PC}/${path}`, element, `${PC}/${path}`);
    await screen.findByText(text(1));
    fireEvent.click(screen.getByRole('button', { name: '第2页' }));
    await screen.findByText(text(size + 1));
    await awayAndBack(router);
    await screen.findByText(text(size + 1));
    expect(router.state.location.search).toBe('?page=2');
    expect(currentPage()).toBe('2');
    expect(api.last().pageParam).toEqual({ pageNum: 2, pageSize: size });
    await act(() => router.navigate(`${PC}/${path}?page=9`));
    fireEvent.click(await screen.findByRole('button', { name: '回到第一页' }));
    await screen.findByText(text(1));
    expect(router.state.location.search).toBe('');
  });
});
