import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminAuditListOp, adminOperatorListOp, type AuditEntry } from '@shp/contracts';
import { envelope, renderRoutes } from '../../test/render';
import { stubListApi, type ListCall } from '../../test/stub-list';
import { atWidth, stubMatchMedia } from '../../test/match-media';
import { AuditLog } from './AuditLog';
import { auditFieldLabel } from './audit-labels';

afterEach(() => vi.unstubAllGlobals());

const AUDIT = '/admin/audit';
const operator = { id: 1, username: 'admin', displayName: '管理员', role: 'admin' as const };

const entry = (n: number): AuditEntry => ({
  id: n,
  operatorId: 1,
  operatorName: `运营${n}`,
  action: 'lead.assign',
  entityType: 'lead',
  entityId: String(1000 + n),
  before: { assignedOperatorId: null },
  after: { assignedOperatorId: 2 },
  ip: '127.0.0.1',
  createdAt: '2026-11-25T02:00:00.000Z',
});

const renderLog = (url: string) => renderRoutes([{ path: AUDIT, element: <AuditLog operator={operator} /> }], url);
const currentPage = () => document.querySelector('.ant-pagination-item-active')?.textContent;
const query = (search: string) => Object.fromEntries(new URLSearchParams(search));
/** What the filter selects show (their choice, or their placeholder). */
const selects = () => [...document.querySelectorAll('.ant-select')].map((el) => el.textContent);

describe('操作审计的筛选和页码在网址中 (AuditLog)', { timeout: 60_000 }, () => {
  it('opens with the filter and page of the URL, in Chinese, dropping what it does not offer', async () => {
    const api = stubListApi(adminAuditListOp.path, 45, entry);
    renderLog(`${AUDIT}?type=lead&action=lead.assign&entityId=1011&page=2&limit=10`);
    await screen.findByText('运营11');
    expect(api.last()).toEqual({ data: { entityType: 'lead', action: 'lead.assign', entityId: '1011' }, pageParam: { pageNum: 2, pageSize: 10 } });
    expect(currentPage()).toBe('2');
    expect((screen.getByLabelText('对象ID') as HTMLInputElement).value).toBe('1011');
    // The selects show the applied choice by name, and rows name the object's kind.
    expect(selects()).toEqual(['操作人', '线索', '分配线索']);
    expect(screen.getAllByText('线索 #1011').length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toContain('lead #');

    const other = stubListApi(adminAuditListOp.path, 45, entry);
    renderLog(`${AUDIT}?type=nothing&action=toString`);
    await waitFor(() => expect(other.last()).toEqual({ data: {}, pageParam: { pageNum: 1, pageSize: 20 } }));
  });

  it('keeps filter and page in the URL and follows Back between them', async () => {
    const api = stubListApi(adminAuditListOp.path, 45, entry);
    const { router } = renderLog(AUDIT);
    await screen.findByText('运营1');
    const box = screen.getByLabelText('对象ID');
    fireEvent.change(box, { target: { value: ' 42 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(api.last().data).toEqual({ entityId: '42' }));
    expect(query(router.state.location.search)).toEqual({ entityId: '42' });

    fireEvent.click(await waitFor(() => document.querySelector('.ant-pagination-item-3') ?? Promise.reject(new Error('no page 3'))));
    await screen.findByText('运营41');
    expect(query(router.state.location.search)).toEqual({ entityId: '42', page: '3' });

    // A new filter starts again at page 1.
    fireEvent.change(box, { target: { value: '7' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.last()).toEqual({ data: { entityId: '7' }, pageParam: { pageNum: 1, pageSize: 20 } }));
    expect(query(router.state.location.search)).toEqual({ entityId: '7' });

    // Back: the previous filter and page again, the ID box with it.
    await act(() => router.navigate(-1));
    await screen.findByText('运营41');
    expect(query(router.state.location.search)).toEqual({ entityId: '42', page: '3' });
    expect((box as HTMLInputElement).value).toBe('42');
    expect(currentPage()).toBe('3');

    // 重置 clears the URL and the box.
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((box as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(api.last()).toEqual({ data: {}, pageParam: { pageNum: 1, pageSize: 20 } }));
    expect(selects()).toEqual(['操作人', '对象类型', '操作']);
  });
});

describe('操作审计的字段与取值用中文 (AuditLog)', { timeout: 60_000 }, () => {
  it('names the changed fields and their codes', async () => {
    stubListApi(adminAuditListOp.path, 1, () => ({
      ...entry(1),
      action: 'lead.status',
      before: { status: 'new', assignedOperatorId: 2, assignedOperatorName: '顾问甲', note: null },
      after: { status: 'contacted', assignedOperatorId: 2, assignedOperatorName: '顾问甲', note: '已电话沟通' },
    }));
    renderLog(AUDIT);
    await screen.findByText('运营1');
    fireEvent.click(document.querySelector('.ant-table-row-expand-icon') as HTMLElement);
    const rows = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-table-expanded-row .ant-table-tbody tr.ant-table-row')].map((tr) =>
        [...tr.querySelectorAll('td')].map((td) => td.textContent),
      );
      return found.length ? found : Promise.reject(new Error('not expanded'));
    });
    expect(rows).toEqual([
      ['状态', '待跟进', '已联系'],
      ['备注', '—', '已电话沟通'],
    ]);
  });

  it('names the leads a disabled consultant handed back', () => {
    expect(auditFieldLabel('releasedLeads')).toBe('退回未分配的线索');
  });
});

describe('操作审计按操作人筛选 (AuditLog)', { timeout: 60_000 }, () => {
  const account = (n: number) => ({
    id: n,
    username: `op${n}`,
    displayName: `顾问${n}`,
    role: 'consultant',
    status: n === 23 ? 'disabled' : 'active',
    lastLoginAt: null,
    createdAt: '2026-11-01T00:00:00.000Z',
  });
  // More than one answer holds (20): 顾问23 is found only by searching.
  const accounts = [...Array.from({ length: 25 }, (_, i) => i + 1), 30].map(account);

  /** 45 entries; the operator list answers its keyword and id as the server does. Both record their calls. */
  function stubApi() {
    const audit: ListCall[] = [];
    const operators: ListCall[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as ListCall;
      const { pageNum, pageSize } = body.pageParam;
      if (url === adminAuditListOp.path) {
        audit.push({ data: body.data, pageParam: body.pageParam });
        const first = (pageNum - 1) * pageSize;
        return envelope({
          list: Array.from({ length: Math.max(0, Math.min(pageSize, 45 - first)) }, (_, i) => entry(first + i + 1)),
          total: 45,
          pageNum,
          pageSize,
        });
      }
      if (url !== adminOperatorListOp.path) return envelope([]);
      operators.push({ data: body.data, pageParam: body.pageParam });
      const { keyword, id } = body.data as { keyword?: string; id?: number };
      const found = accounts.filter((a) => (id === undefined || a.id === id) && (!keyword || a.username.includes(keyword) || a.displayName.includes(keyword)));
      return envelope({ list: found.slice(0, pageSize), total: found.length, pageNum, pageSize });
    });
    return { audit, operators, lastAudit: () => audit.at(-1) };
  }
  const operatorBox = () => screen.getByRole('combobox', { name: '操作人' });
  const option = (title: string) =>
    waitFor(() => document.querySelector(`.ant-select-item-option[title="${title}"]`) ?? Promise.reject(new Error(`no option ${title}`)));

  it('names the operator of the URL by asking for that one account, without loading the others', async () => {
    const api = stubApi();
    renderLog(`${AUDIT}?operator=2&type=lead&page=2`);
    await screen.findByText('运营21');
    expect(api.lastAudit()).toEqual({ data: { operatorId: 2, entityType: 'lead' }, pageParam: { pageNum: 2, pageSize: 20 } });
    // The entries name operator 1: the name shown comes from the account asked for by id.
    await waitFor(() => expect(selects()).toEqual(['顾问2（op2）', '线索', '操作']));
    expect(api.operators).toEqual([{ data: { id: 2 }, pageParam: { pageNum: 1, pageSize: 1 } }]);
  });

  it('asks the server for the operators matching what is typed, once typing pauses, and keeps the choice in the URL from page 1', async () => {
    const api = stubApi();
    const { router } = renderLog(`${AUDIT}?operator=2&type=lead&page=2`);
    await waitFor(() => expect(selects()[0]).toBe('顾问2（op2）'));

    fireEvent.mouseDown(operatorBox());
    await waitFor(() => expect(api.operators.at(-1)).toEqual({ data: {}, pageParam: { pageNum: 1, pageSize: 20 } }));
    expect(document.querySelector('.ant-select-item-option[title="顾问23（op23）"]')).toBeNull();
    fireEvent.change(operatorBox(), { target: { value: '顾' } });
    fireEvent.change(operatorBox(), { target: { value: '顾问23' } });
    // One request, for what stood once typing paused, 20 at most.
    const searched = () => api.operators.filter((c) => 'keyword' in c.data);
    await waitFor(() => expect(searched()).toEqual([{ data: { keyword: '顾问23' }, pageParam: { pageNum: 1, pageSize: 20 } }]));
    // A disabled account is still offered: its changes stay in the log.
    fireEvent.click(await option('顾问23（op23）'));
    await waitFor(() => expect(api.lastAudit()).toEqual({ data: { operatorId: 23, entityType: 'lead' }, pageParam: { pageNum: 1, pageSize: 20 } }));
    expect(query(router.state.location.search)).toEqual({ operator: '23', type: 'lead' });
    await waitFor(() => expect(selects()[0]).toBe('顾问23（op23）'));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(api.lastAudit()).toEqual({ data: { operatorId: 2, entityType: 'lead' }, pageParam: { pageNum: 2, pageSize: 20 } }));
    await waitFor(() => expect(selects()[0]).toBe('顾问2（op2）'));
  });

  it('keeps showing the applied operator by name when a search leaves them out', async () => {
    stubApi();
    renderLog(`${AUDIT}?operator=30`);
    await waitFor(() => expect(selects()[0]).toBe('顾问30（op30）'));
    fireEvent.mouseDown(operatorBox());
    fireEvent.change(operatorBox(), { target: { value: 'op1' } });
    await option('顾问1（op1）');
    fireEvent.keyDown(operatorBox(), { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(selects()[0]).toBe('顾问30（op30）'));
  });

  it('drops an operator the contract refuses', async () => {
    const api = stubListApi(adminAuditListOp.path, 1, entry);
    renderLog(`${AUDIT}?operator=0&action=lead.assign`);
    await waitFor(() => expect(api.last()?.data).toEqual({ action: 'lead.assign' }));
  });
});

describe('操作审计在手机上 (AuditLog, 412 px)', { timeout: 60_000 }, () => {
  it('shows a card an entry, no sideways-scrolling table, its changes behind 查看变更, and the pager', async () => {
    stubMatchMedia(atWidth(412));
    const api = stubListApi(adminAuditListOp.path, 45, (n) => ({
      ...entry(n),
      action: 'lead.status',
      before: { status: 'new', note: null },
      after: { status: 'contacted', note: '已电话沟通' },
    }));
    renderLog(AUDIT);
    const list = await screen.findByRole('list', { name: '操作记录' });
    expect(document.querySelector('.ant-table')).toBeNull();
    const cards = list.querySelectorAll('li[data-audit-id]');
    expect(cards).toHaveLength(20);
    const first = within(cards[0] as HTMLElement);
    first.getByText('对象：线索 #1001');
    first.getByText('操作人：运营1');
    first.getByText('IP：127.0.0.1');
    expect(first.queryByRole('list', { name: '字段变化' })).toBeNull();

    fireEvent.click(first.getByRole('button', { name: '查看变更' }));
    const changed = await first.findByRole('list', { name: '字段变化' });
    expect([...changed.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['状态：待跟进 → 已联系', '备注：— → 已电话沟通']);

    fireEvent.click(await waitFor(() => document.querySelector('.ant-pagination-item-3') ?? Promise.reject(new Error('no page 3'))));
    await screen.findByText('操作人：运营41');
    expect(api.last().pageParam).toEqual({ pageNum: 3, pageSize: 20 });
  });
});
