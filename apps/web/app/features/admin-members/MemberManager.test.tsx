import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { adminGoodsListOp, adminMemberSearchOp, decodePhone, encodePhone, type AdminMember } from '@shp/contracts';
import { renderRoutes } from '../../test/render';
import { stubListsApi } from '../../test/stub-list';
import { MemberManager } from './MemberManager';

afterEach(() => vi.unstubAllGlobals());

const MEMBERS = '/admin/members';
const operator = { id: 1, username: 'admin', displayName: '管理员', role: 'admin' as const };

const member = (n: number): AdminMember =>
  ({ id: n, nickName: `会员${n}`, phone: '139****5678', gradeCode: 'L3', isSeller: false, status: 'active', createdAt: '2026-11-25T02:00:00.000Z' }) as AdminMember;
const goods = (n: number) => ({ id: n, name: `商品${n}`, sellerName: '演示商家', description: '', imageUrl: null, status: 'approved', rejectReason: null, submittedAt: '2026-11-25T02:00:00.000Z' });

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
  fireEvent.click(await waitFor(() => document.querySelector(`.ant-select-item-option[title="${option}"]`) ?? Promise.reject(new Error(`no option ${option}`))));
}

describe('会员与角色: tab, search and page in the URL (MemberManager)', { timeout: 60_000 }, () => {
  it('opens with the search and page of the URL, a full phone read from its encoded form', async () => {
    const api = stub();
    renderMembers(`${MEMBERS}?phone=${encodeURIComponent(encodePhone('13800000003'))}&grade=L3&seller=yes&page=2&limit=10`);
    await screen.findByText('会员11');
    expect(api.last()).toMatchObject({ path: adminMemberSearchOp.path, data: { q: '13800000003', gradeCode: 'L3', seller: true }, pageParam: { pageNum: 2, pageSize: 10 } });
    expect((screen.getByPlaceholderText('完整手机号、昵称或用户ID') as HTMLInputElement).value).toBe('13800000003');
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
