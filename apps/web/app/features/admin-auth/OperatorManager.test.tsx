import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminOperatorCreateOp, adminOperatorListOp } from '@shp/contracts';
import { envelope, renderRoutes, renderWithProviders } from '../../test/render';
import { stubListApi } from '../../test/stub-list';
import { atWidth, stubMatchMedia } from '../../test/match-media';
import { OperatorManager } from './OperatorManager';

afterEach(() => vi.unstubAllGlobals());

const admin = { id: 1, username: 'admin', displayName: '管理员', role: 'admin' as const };

function stubApi() {
  const paths: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    paths.push(url);
    if (url === adminOperatorListOp.path) return envelope({ list: [], total: 0, pageNum: 1, pageSize: 20 });
    return envelope(null);
  });
  return paths;
}

describe('新建运营人员表单用契约的中文提示 (OperatorManager)', { timeout: 60_000 }, () => {
  it('refuses what the server would refuse, with the same words, before calling it', async () => {
    const paths = stubApi();
    renderWithProviders(<OperatorManager operator={admin} />);
    fireEvent.click(await screen.findByRole('button', { name: '新建账号' }));
    const dialog = await screen.findByRole('dialog');
    const field = (label: string) => within(dialog).getByLabelText(label);
    const save = () => fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));

    save();
    expect(await within(dialog).findByText('账号至少3位')).toBeTruthy();
    expect(within(dialog).getByText('请输入姓名')).toBeTruthy();
    expect(within(dialog).getByText('密码至少10位')).toBeTruthy();

    fireEvent.change(field('账号'), { target: { value: 'wang xiao' } });
    fireEvent.change(field('姓名'), { target: { value: '王'.repeat(33) } });
    fireEvent.change(field('初始密码'), { target: { value: 'p'.repeat(129) } });
    save();
    expect(await within(dialog).findByText('账号只能包含字母、数字、下划线、点和横线')).toBeTruthy();
    expect(within(dialog).getByText('姓名最多32个字')).toBeTruthy();
    expect(within(dialog).getByText('密码最多128位')).toBeTruthy();
    expect(paths).not.toContain(adminOperatorCreateOp.path);
  });
});

describe('运营人员列表的页码在网址中 (OperatorManager)', { timeout: 60_000 }, () => {
  const OPERATORS = '/admin/operators';
  const account = (n: number) => ({ id: n, username: `op${n}`, displayName: `运营${n}`, role: 'consultant', status: 'active', lastLoginAt: null });
  const currentPage = () => document.querySelector('.ant-pagination-item-active')?.textContent;

  it('opens on the page of the URL, writes the page it moves to and follows Back', async () => {
    const api = stubListApi(adminOperatorListOp.path, 45, account);
    const { router } = renderRoutes([{ path: OPERATORS, element: <OperatorManager operator={admin} /> }], `${OPERATORS}?page=2&limit=10`);
    await screen.findByText('运营11');
    expect(api.last().pageParam).toEqual({ pageNum: 2, pageSize: 10 });
    expect(currentPage()).toBe('2');

    fireEvent.click(await waitFor(() => document.querySelector('.ant-pagination-item-4') ?? Promise.reject(new Error('no page 4'))));
    await screen.findByText('运营31');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ page: '4', limit: '10' });

    await act(() => router.navigate(-1));
    await screen.findByText('运营11');
    expect(currentPage()).toBe('2');
  });
});

describe('运营人员在手机上 (OperatorManager, 412 px)', { timeout: 60_000 }, () => {
  const account = (n: number) => ({
    id: n,
    username: `op${n}`,
    displayName: `运营${n}`,
    role: 'consultant',
    status: n === 2 ? 'disabled' : 'active',
    lastLoginAt: null,
  });

  it('shows a card an account, no sideways-scrolling table, with 编辑 and the pager', async () => {
    stubMatchMedia(atWidth(412));
    const api = stubListApi(adminOperatorListOp.path, 45, account);
    renderWithProviders(<OperatorManager operator={admin} />);
    const list = await screen.findByRole('list', { name: '运营人员列表' });
    expect(document.querySelector('.ant-table')).toBeNull();
    const cards = list.querySelectorAll('li[data-operator-id]');
    expect(cards).toHaveLength(20);
    within(cards[0] as HTMLElement).getByText('op1 · 招商顾问');
    within(cards[0] as HTMLElement).getByText('在岗');
    within(cards[1] as HTMLElement).getByText('已停用');

    fireEvent.click(within(cards[1] as HTMLElement).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog', { name: '编辑 op2' });
    // The server hands a consultant's open leads back when they stop working them: the admin is told first.
    within(dialog).getByText('停用或改为其他角色后，该顾问未结束的线索将退回未分配');

    fireEvent.click(await waitFor(() => document.querySelector('.ant-pagination-item-3') ?? Promise.reject(new Error('no page 3'))));
    await screen.findByText('运营41');
    expect(api.last().pageParam).toEqual({ pageNum: 3, pageSize: 20 });
  });
});
