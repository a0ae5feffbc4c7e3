import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminGoodsListOp, adminGoodsReviewOp, adminMemberSearchOp, adminMemberSetSellerOp, decodePhone, encodePhone, type AdminMember } from '@shp/contracts';
import { envelope, renderRoutes } from '../../test/render';
import { atWidth, stubMatchMedia } from '../../test/match-media';
import { stubListsApi } from '../../test/stub-list';
import { MemberManager } from './MemberManager';

afterEach(() => vi.unstubAllGlobals());

const MEMBERS = '/admin/members';
const operator = { id: 1, username: 'admin', displayName: '管理员', role: 'admin' as const };

const member = (n: number): AdminMember =>
  ({
    id: n,
    nickName: `会员${n}`,
    phone: '139****5678',
    gradeCode: 'L3',
    isSeller: false,
    status: 'active',
    createdAt: '2026-11-25T02:00:00.000Z',
  }) as AdminMember;
const goods = (n: number) => ({
  id: n,
  name: `商品${n}`,
  sellerName: '演示商家',
  description: '',
  imageUrl: null,
  status: 'approved',
  rejectReason: null,
  submittedAt: '2026-11-25T02:00:00.000Z',
});

const stub = () =>
  stubListsApi({
    [adminMemberSearchOp.path]: { total: 45, make: member },
    [adminGoodsListOp.path]: { total: 45, make: goods },
  });
const renderMembers = (url: string) => renderRoutes([{ path: MEMBERS, element: <MemberManager operator={operator} /> }], url);
const query = (search: string) => Object.fromEntries(new URLSearchParams(search));

/** Opens the antd select labelled `name` and picks `option`. */
async function pick(name: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  fireEvent.click(
    await waitFor(() => document.querySelector(`.ant-select-item-option[title="${option}"]`) ?? Promise.reject(new Error(`no option ${option}`))),
  );
}

describe('会员与角色: tab, search and page in the URL (MemberManager)', { timeout: 60_000 }, () => {
  it('opens with the search and page of the URL, a full phone read from its encoded form', async () => {
    const api = stub();
    renderMembers(`${MEMBERS}?phone=${encodeURIComponent(encodePhone('13800000003'))}&grade=L3&seller=yes&page=2&limit=10`);
    await screen.findByText('会员11');
    expect(api.last()).toMatchObject({
      path: adminMemberSearchOp.path,
      data: { q: '13800000003', gradeCode: 'L3', seller: true },
      pageParam: { pageNum: 2, pageSize: 10 },
    });
    expect((screen.getByPlaceholderText('完整手机号、昵称或用户ID') as HTMLInputElement).value).toBe('13800000003');
    // No longer than the filter schema takes: a longer search could never filter the list.
    expect((screen.getByPlaceholderText('完整手机号、昵称或用户ID') as HTMLInputElement).maxLength).toBe(64);
  });

  it('starts a new choice at page 1, keeps it through Back, and keeps the phone out of the URL in clear', async () => {
    const api = stub();
    const { router } = renderMembers(MEMBERS);
    await screen.findByText('会员1');
    fireEvent.click(await waitFor(() => document.querySelector('.ant-pagination-item-3') ?? Promise.reject(new Error('no page 3'))));
    await screen.findByText('会员41');
    expect(query(router.state.location.search)).toEqual({ page: '3' });

    // A grade chosen on page 3 shows that grade's first page (it stayed on page 3, past the end of a short list).
    await pick('等级', 'VIP L3');
    await waitFor(() => expect(api.last()).toMatchObject({ data: { gradeCode: 'L3' }, pageParam: { pageNum: 1 } }));
    expect(query(router.state.location.search)).toEqual({ grade: 'L3' });
    await pick('商家角色', '已开通');
    await waitFor(() => expect(api.last()).toMatchObject({ data: { gradeCode: 'L3', seller: true }, pageParam: { pageNum: 1 } }));

    const box = screen.getByPlaceholderText('完整手机号、昵称或用户ID');
    fireEvent.change(box, { target: { value: '13912345678' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.last()).toMatchObject({ data: { gradeCode: 'L3', seller: true, q: '13912345678' } }));
    expect(router.state.location.search).not.toContain('13912345678');
    expect(decodePhone(new URLSearchParams(router.state.location.search).get('phone') ?? '')).toBe('13912345678');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(query(router.state.location.search)).toEqual({ grade: 'L3', seller: 'yes' }));
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('keeps the 商品审核 tab, its state and page in the URL', async () => {
    const api = stub();
    const { router } = renderMembers(`${MEMBERS}?tab=goods&status=approved&page=2`);
    await screen.findByText('商品21');
    expect(api.last()).toMatchObject({ path: adminGoodsListOp.path, data: { status: 'approved' }, pageParam: { pageNum: 2, pageSize: 20 } });
    fireEvent.click(screen.getByText('已驳回'));
    await waitFor(() => expect(api.last()).toMatchObject({ data: { status: 'rejected' }, pageParam: { pageNum: 1 } }));
    expect(query(router.state.location.search)).toEqual({ tab: 'goods', status: 'rejected' });
    await act(() => router.navigate(-1));
    await screen.findByText('商品21');
    expect(query(router.state.location.search)).toEqual({ tab: 'goods', status: 'approved', page: '2' });
  });
});

describe('会员与角色在手机上 (MemberManager, 412 px)', { timeout: 60_000 }, () => {
  /** The lists of `stub`, and what other calls send (path and data). */
  function stubWithWrites(makeGoods = goods) {
    const api = stubListsApi({
      [adminMemberSearchOp.path]: { total: 45, make: member },
      [adminGoodsListOp.path]: { total: 45, make: makeGoods },
    });
    const lists = globalThis.fetch as unknown as (url: string, init?: RequestInit) => Promise<Response>;
    const writes: { path: string; data: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === adminMemberSearchOp.path || url === adminGoodsListOp.path) return lists(url, init);
      writes.push({ path: url, data: JSON.parse(String(init?.body)).data });
      return envelope(null);
    });
    return { api, writes };
  }

  it('shows a card a member, no sideways-scrolling table, with grade, seller role, 积分账单 and the pager', async () => {
    stubMatchMedia(atWidth(412));
    const { api, writes } = stubWithWrites();
    // Ten a page: each card holds a select and a switch, slow to render in jsdom on a loaded machine.
    renderMembers(`${MEMBERS}?limit=10`);
    const list = await screen.findByRole('list', { name: '会员列表' });
    expect(document.querySelector('.ant-table')).toBeNull();
    const cards = list.querySelectorAll('li[data-member-id]');
    expect(cards).toHaveLength(10);
    const first = within(cards[0] as HTMLElement);
    first.getByText('会员1');
    first.getByText('正常');
    first.getByText(/ID 1 · 139\*\*\*\*5678/);
    first.getByRole('combobox', { name: '会员1的等级' });
    first.getByRole('button', { name: '积分账单' });

    fireEvent.click(first.getByRole('switch', { name: '会员1的商家权限' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(writes).toEqual([{ path: adminMemberSetSellerOp.path, data: { memberId: 1, granted: true } }]));

    fireEvent.click(await waitFor(() => document.querySelector('.ant-pagination-item-3') ?? Promise.reject(new Error('no page 3'))));
    await screen.findByText('会员21');
    expect(api.last().pageParam).toEqual({ pageNum: 3, pageSize: 10 });
  });

  it('shows a card a goods to review, with 通过 and 驳回 as buttons', async () => {
    stubMatchMedia(atWidth(412));
    const { writes } = stubWithWrites((n) => ({ ...goods(n), status: n === 1 ? 'pending' : 'approved' }));
    renderMembers(`${MEMBERS}?tab=goods`);
    const list = await screen.findByRole('list', { name: '商品审核列表' });
    expect(document.querySelector('.ant-table')).toBeNull();
    const cards = list.querySelectorAll('li[data-goods-id]');
    expect(cards).toHaveLength(20);
    const first = within(cards[0] as HTMLElement);
    first.getByText('商品1');
    first.getByText('商家：演示商家');
    first.getByRole('button', { name: /驳\s*回/ });
    fireEvent.click(first.getByRole('button', { name: /通\s*过/ }));
    await waitFor(() => expect(writes).toEqual([{ path: adminGoodsReviewOp.path, data: { goodsId: 1, decision: 'approve' } }]));
    // A goods already decided has no decisions left.
    expect(within(cards[1] as HTMLElement).queryByRole('button')).toBeNull();
  });
});
